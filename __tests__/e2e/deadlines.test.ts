// The deadline statuses on /admissions and on a program's page are re-evaluated in the browser on
// the visitor's day: a build read after one of its deadlines says so, with no layout shift and no
// request the page would not make anyway. Playwright's clock sets the visitor's day (the day after
// the first deadline still ahead on the build's day); the framework scripts are held until the
// status is on screen, so the re-render happens where a layout shift would count.
import type { BrowserContext, Page } from "playwright-core";
import { EVERY_FRAME, FRAMEWORK_SCRIPT, hold, hydrated, inPageWait, nextFrames, openRoute, PHOTO_HOSTS, reached } from "./browser";
import { assertNoProblems, PROGRAM_ROUTES, routeByPath, type Route } from "./routes";
import { builtDate } from "../built/builtPages";
import { formatIsoDate } from "../../src/lib/deadlines";
import { block, contentPage } from "../content/pages";
import deadlinesFile from "../../content/deadlines.json";
import programsFile from "../../content/programs.json";
import servicesFile from "../../content/applicationServices.json";

const admissions = routeByPath("/admissions/");
const plusDays = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const buildDay = builtDate();
const ahead = deadlinesFile.deadlines
  .flatMap((d) => ("date" in d && d.date && d.date >= buildDay ? [{ program: d.program, date: d.date }] : []))
  .sort((a, b) => a.date.localeCompare(b.date));
// With no deadline ahead (a cycle not yet rolled) the visitor's day is simply the next one.
const target = ahead[0];
const visitorDay = target ? plusDays(target.date, 1) : plusDays(buildDay, 1);
// Noon in Florida on that day.
const visitorNoon = new Date(`${visitorDay}T17:00:00Z`);

interface Visit {
  page: Page;
  context: BrowserContext;
  problems: string[];
  label: string;
  requests: string[];
}

// The page of the program whose deadline passes (its application card shows the same status).
const targetSlug = programsFile.programs.find((p) => p.name === target?.program)?.slug;
const programRoute = PROGRAM_ROUTES.find((r) => r.program === targetSlug) ?? PROGRAM_ROUTES[0];

/** Where the status that changes is: the table's row on /admissions, the card's deadline on a program page. */
const statusSelector = (route: Route) => (route.program ? "dd" : `#${block(contentPage("admissions"), "deadlines").id} tbody tr`);

/**
 * A page at `width`, the page's clock at `now` (else the real clock), hydrated with the status
 * that changes on screen. `shiftsBefore`: layout shifts recorded before the framework scripts
 * were released (the island's re-render comes after).
 */
async function visit(route: Route, width: number, now: Date | null, atTop = false): Promise<Visit & { shiftsBefore: number }> {
  const requests: string[] = [];
  let scripts: Awaited<ReturnType<typeof hold>> | undefined;
  const opened = await openRoute(
    route,
    { width, height: 800 },
    {
      clock: now ? "running" : undefined,
      // Not "load": the held framework scripts would hold the load event too.
      waitUntil: "domcontentloaded",
      setup: async (ctx) => {
        if (now) await ctx.clock.setSystemTime(now);
        scripts = await hold(ctx, FRAMEWORK_SCRIPT);
        ctx.on("request", (request) => {
          if (!PHOTO_HOSTS.test(request.url())) requests.push(new URL(request.url()).pathname);
        });
      },
    },
  );
  const { page, label } = opened;
  // Every stylesheet (the deferred page CSS included) and font in, so nothing but the island can move the table.
  await inPageWait(page, "stylesheets and fonts loaded", async () => {
    await document.fonts.ready;
    for (;;) {
      if ([...document.querySelectorAll<HTMLLinkElement>("link[rel=stylesheet]")].every((link) => link.sheet)) return;
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
  });
  // The row that changes in the middle of the screen, the rows after it below (a change above the
  // screen would be absorbed by scroll anchoring and prove nothing).
  // (Or the page's top, for the hero's actions.)
  if (!atTop)
    await page.evaluate(
      ({ selector, name, date }) =>
        [...document.querySelectorAll(selector)]
          .find((el) => el.querySelector("th")?.textContent === name || el.querySelector(`time[datetime="${date}"]`))
          ?.scrollIntoView({ block: "center", behavior: "instant" }),
      { selector: statusSelector(route), name: target?.program ?? "", date: target?.date ?? "" },
    );
  await nextFrames(page, "the status scrolled into view");
  const shiftsBefore = await page.evaluate(() => window.__probe.shifts.length);
  await scripts!.requested;
  await scripts!.release();
  await hydrated(page, label);
  return { ...opened, requests, shiftsBefore };
}

/**
 * Problems with the target's status once the visitor's day is past its deadline: it must come to
 * read as closed (deadlines.json labels.closed) and offer no calendar file. The status is its row on /admissions, its
 * card's deadline on a program page (statusSelector).
 */
async function passedDeadlineProblems(page: Page, route: Route, label: string): Promise<string[]> {
  if (!target) return [];
  const closed = deadlinesFile.labels.closed.replace("{date}", formatIsoDate(target.date));
  const where = { selector: statusSelector(route), name: target.program, date: target.date, words: closed };
  const turned = await reached(
    page.waitForFunction(
      ({ selector, name, date, words }) =>
        [...document.querySelectorAll(selector)].some(
          (el) =>
            (el.querySelector("th")?.textContent === name || el.querySelector(`time[datetime="${date}"]`)) &&
            el.textContent?.includes(words),
        ),
      where,
      EVERY_FRAME,
    ),
  );
  const status = await page.evaluate(({ selector, name, date }) => {
    const el = [...document.querySelectorAll(selector)].find(
      (e) => e.querySelector("th")?.textContent === name || e.querySelector(`time[datetime="${date}"]`),
    );
    return { text: el?.textContent ?? "", calendar: Boolean(el?.querySelector("a[download]")) };
  }, where);
  const problems: string[] = [];
  if (!turned) problems.push(`${label}: ${target.program} says "${status.text}" on ${visitorDay}, expected "${closed}"`);
  if (status.calendar) problems.push(`${label}: ${target.program} still offers "Add to calendar" after its date`);
  return problems;
}

/** The layout shifts after the framework scripts were released (the island's re-render), as problems. */
async function shiftProblems(page: Page, label: string, shiftsBefore: number): Promise<string[]> {
  await nextFrames(page, "after the re-render");
  return (await page.evaluate(() => window.__probe.shifts))
    .slice(shiftsBefore)
    .map((shift) => `${label}: layout shift ${shift.value.toFixed(4)} (${shift.sources.join(", ")})`);
}

describe(`/admissions: statuses re-evaluated on the visitor's day (built ${buildDay}, read ${visitorDay})`, () => {
  test.each([375, 1280])("@%i: the passed deadline reads closed, without a calendar link, with no layout shift", async (width) => {
    const { page, context, problems, label, shiftsBefore } = await visit(admissions, width, visitorNoon);
    try {
      // Its application card, on its program's page, says the same (the test below).
      problems.push(...(await passedDeadlineProblems(page, admissions, label)));
      const asOf = await page.evaluate(() => document.querySelector("table + p time")?.getAttribute("datetime"));
      if (asOf !== visitorDay) problems.push(`${label}: "Statuses as of" holds for ${asOf}, expected the visitor's day ${visitorDay}`);
      problems.push(...(await shiftProblems(page, label, shiftsBefore)));
      assertNoProblems(problems, label);
    } finally {
      await context.close();
    }
  });

  test("@1280: the re-evaluation makes no request the page does not make on the build's day", async () => {
    const moved = await visit(admissions, 1280, visitorNoon);
    const still = await visit(admissions, 1280, null);
    try {
      // Which files, not how often; and not the other routes' page data, which Gatsby prefetches
      // for the links on screen when the browser is idle (timing, not the island).
      const own = (url: string) => !/^\/page-data\/(?!admissions\/)/.test(url);
      const extra = [...new Set(moved.requests)].filter((url) => own(url) && !still.requests.includes(url));
      assertNoProblems(
        [...moved.problems, ...still.problems, ...extra.map((url) => `${moved.label}: request on ${visitorDay} only: ${url}`)],
        moved.label,
      );
    } finally {
      await moved.context.close();
      await still.context.close();
    }
  });
});

describe(`${programRoute.path}: the application card's status re-evaluated on the visitor's day (built ${buildDay}, read ${visitorDay})`, () => {
  test.each([375, 1280])("@%i: the passed deadline reads closed, without a calendar link, with no layout shift", async (width) => {
    const { page, context, problems, label, shiftsBefore } = await visit(programRoute, width, visitorNoon);
    try {
      problems.push(...(await passedDeadlineProblems(page, programRoute, label)));
      problems.push(...(await shiftProblems(page, label, shiftsBefore)));
      assertNoProblems(problems, label);
    } finally {
      await context.close();
    }
  });
});

describe(`${programRoute.path}: the hero's Apply gives way to the next cycle once the deadline passes (built ${buildDay}, read ${visitorDay})`, () => {
  test.each([375, 1280])("@%i: no Apply, when the next cycle opens and Request Information, with no layout shift", async (width) => {
    const { page, context, problems, label, shiftsBefore } = await visit(programRoute, width, visitorNoon, true);
    try {
      const program = programsFile.programs.find((p) => p.slug === programRoute.program)!;
      const service = servicesFile.services.find((s) => s.name === program.application.service) as { nextCycleOpens?: string };
      const next = deadlinesFile.labels.nextCycle.replace("{date}", formatIsoDate(service.nextCycleOpens ?? deadlinesFile.cycle.nextOpens));
      const turned = await reached(
        page.waitForFunction(
          (words) => {
            const closed = document.querySelector("main header [data-closed]");
            return Boolean(closed?.checkVisibility() && closed.textContent?.includes(words));
          },
          next,
          EVERY_FRAME,
        ),
      );
      if (target && !turned) problems.push(`${label}: the hero does not say "${next}" on ${visitorDay}`);
      // What a visitor sees: the open actions stay in the HTML, hidden.
      const hero = await page.evaluate(() => {
        const shown = (selector: string) => [...document.querySelectorAll<HTMLAnchorElement>(selector)].filter((a) => a.checkVisibility());
        return {
          apply: shown('main header [data-actions] a[href^="#"]').length > 0,
          ask: shown('main header [data-actions] a[href^="mailto:"]')[0]?.href ?? "",
        };
      });
      if (target && hero.apply) problems.push(`${label}: the hero still offers Apply after ${target.date}`);
      if (!decodeURIComponent(hero.ask).includes(program.name))
        problems.push(`${label}: the hero's Request Information does not name ${program.name}`);
      problems.push(...(await shiftProblems(page, label, shiftsBefore)));
      assertNoProblems(problems, label);
    } finally {
      await context.close();
    }
  });
});
