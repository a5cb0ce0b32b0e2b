// The events on /visit/ are re-evaluated in the browser on the visitor's day: built before an
// event's day, the page read on that day says "Today" on its card, and read the day after it says
// "Ended" with its sign-up and calendar link hidden (the next build drops it: the unit tests of
// the Events block build on that day and see it gone), each with no layout shift. Playwright's
// clock sets the visitor's day; the framework scripts are held until the card is in the middle of
// the screen, so the re-render happens where a layout shift would count.
import type { Page } from "playwright-core";
import { EVERY_FRAME, FRAMEWORK_SCRIPT, hold, hydrated, inPageWait, nextFrames, openRoute, reached } from "./browser";
import { assertNoProblems, routeByPath } from "./routes";
import { builtDate } from "../built/builtPages";
import { eventAnchor } from "../../plugins/content-schema";
import { upcomingEvents, type EventTiming } from "../../src/lib/events";
import eventsFile from "../../content/events.json";

const visitRoute = routeByPath("/visit/");
const buildDay = builtDate();
// The first event after the build's day with seats (its status changes from none to Today).
const target = upcomingEvents(eventsFile.events as EventTiming[], buildDay).find((e) => e.date > buildDay && !e.full);
const plusDays = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
/** Noon in Florida on `day`. */
const noonOn = (day: string) => new Date(`${day}T17:00:00Z`);

interface Seen {
  when: string | null;
  status: string;
  actionsVisible: boolean;
}

/** /visit/ at `width`, the page's clock at noon on `day`, hydrated; what the target's card says then, and the layout shifts after the scripts ran. */
async function readOn(day: string, width: number): Promise<{ seen: Seen; shifts: string[]; problems: string[]; label: string }> {
  let scripts: Awaited<ReturnType<typeof hold>> | undefined;
  const { page, context, problems, label } = await openRoute(
    visitRoute,
    { width, height: 800 },
    {
      clock: "running",
      waitUntil: "domcontentloaded",
      setup: async (ctx) => {
        await ctx.clock.setSystemTime(noonOn(day));
        scripts = await hold(ctx, FRAMEWORK_SCRIPT);
      },
    },
  );
  try {
    const id = eventAnchor(target!);
    await settledStyles(page);
    await page.evaluate((anchor) => document.getElementById(anchor)?.scrollIntoView({ block: "center", behavior: "instant" }), id);
    await nextFrames(page, "the card scrolled into view");
    const shiftsBefore = await page.evaluate(() => window.__probe.shifts.length);
    await scripts!.requested;
    await scripts!.release();
    await hydrated(page, label);
    // The status the visitor's day gives (none before its day), once React has re-rendered.
    const expected = day < target!.date ? "upcoming" : day === target!.date ? "today" : "past";
    const turned = await reached(
      page.waitForFunction(
        ([anchor, when]) => document.getElementById(anchor)?.dataset.when === when,
        [id, expected] as const,
        EVERY_FRAME,
      ),
    );
    if (!turned) problems.push(`${label}: ${target!.title}'s card never read "${expected}" on ${day}`);
    await nextFrames(page, "after the re-render");
    const seen = await page.evaluate((anchor) => {
      const card = document.getElementById(anchor)!;
      const actions = card.querySelector("ul");
      return {
        when: card.dataset.when ?? null,
        // The status line opens the card's last column (the badge; empty without a status).
        status: card.lastElementChild?.firstElementChild?.textContent ?? "",
        actionsVisible: actions ? getComputedStyle(actions).visibility === "visible" : false,
      };
    }, id);
    const shifts = (await page.evaluate(() => window.__probe.shifts))
      .slice(shiftsBefore)
      .map((shift) => `${label}: layout shift ${shift.value.toFixed(4)} (${shift.sources.join(", ")})`);
    return { seen, shifts, problems, label };
  } finally {
    await context.close();
  }
}

/** Every stylesheet and font in, so nothing but the island's re-render can move the card. */
const settledStyles = (page: Page) =>
  inPageWait(page, "stylesheets and fonts loaded", async () => {
    await document.fonts.ready;
    for (;;) {
      if ([...document.querySelectorAll<HTMLLinkElement>("link[rel=stylesheet]")].every((link) => link.sheet)) return;
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
  });

test("the build has an event after its day with seats left to follow", () => {
  expect(target).toBeDefined();
});

describe(`/visit/: an event's card across its day (built ${buildDay}, the event on ${target?.date})`, () => {
  test.each([375, 1280])("@%i: upcoming, then Today on its day, then Ended the day after, with no layout shift", async (width) => {
    const before = await readOn(buildDay, width);
    const on = await readOn(target!.date, width);
    const after = await readOn(plusDays(target!.date, 1), width);
    expect([before.seen, on.seen, after.seen]).toEqual([
      { when: "upcoming", status: "", actionsVisible: true },
      { when: "today", status: eventsFile.labels.today, actionsVisible: true },
      { when: "past", status: eventsFile.labels.ended, actionsVisible: false },
    ]);
    assertNoProblems(
      [before, on, after].flatMap((read) => [...read.problems, ...read.shifts]),
      before.label,
    );
  });
});
