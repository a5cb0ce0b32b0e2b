/** @jest-environment jsdom */
// The next event on the pages that show one (a nextEvent block: the home page, every program
// page), by rule over the built HTML: the event src/lib/events.ts nextEventFor picks for the
// build's day (on a program's page its own next session with seats, else the next event for
// everyone), its title linking to its card on the page that lists the events, where that card
// exists; with none ahead, the events' "none" words or nothing, as the block says.
import fs from "fs";
import path from "path";
import { ALL_ROUTES, requireBuild, type Route } from "../e2e/routes";
import { eventAnchor } from "../../plugins/content-schema";
import { formatEventDayShort, nextEventFor, type EventTiming } from "../../src/lib/events";
import { builtDate } from "./builtPages";
import { contentPages, type Block } from "../content/pages";
import { internalHref } from "./pages/builtPage";
import programPage from "../../content/programPage.json";
import programsFile from "../../content/programs.json";
import eventsFile from "../../content/events.json";

const dir = requireBuild();
const today = builtDate(dir);
const events = eventsFile.events as EventTiming[];

/** A route's built <main>. */
const mainOf = (route: Route): HTMLElement => {
  const doc = new DOMParser().parseFromString(fs.readFileSync(path.join(dir, route.html), "utf8"), "text/html");
  return doc.querySelector("main")!;
};

/** The routes with a nextEvent block, each with the block and the program whose page it is. */
const pagesFiles = [...contentPages().values()];
const showing = ALL_ROUTES.flatMap((route) => {
  const program = programsFile.programs.find((p) => p.slug === route.program);
  const blocks: Block[] = program ? programPage.blocks : (pagesFiles.find((p) => p.path === route.path)?.blocks ?? []);
  const found = blocks.find((b) => b.type === "nextEvent");
  return found ? [{ route, block: found, program: program?.name ?? null }] : [];
});

test("the home page and every program page show a next event", () => {
  expect(showing.map((s) => s.route.path)).toEqual(
    expect.arrayContaining(["/", ...ALL_ROUTES.filter((r) => r.program).map((r) => r.path)]),
  );
});

test.each(showing.map((s) => [s.route.path, s] as const))(
  "%s: the next event that fits, linking to its card",
  (_path, { route, block, program }) => {
    const main = mainOf(route);
    const expected = nextEventFor(events, today, program);
    const links = Array.from(main.querySelectorAll<HTMLAnchorElement>(`a[href^="${internalHref(block.to).split("#")[0]}#event-"]`));
    if (!expected) {
      expect(links).toHaveLength(0);
      if (block.sayNone) expect(main.textContent).toContain(eventsFile.labels.none);
      return;
    }
    expect(links.map((a) => [a.getAttribute("href"), a.textContent])).toEqual([
      [internalHref(`${block.to}#${eventAnchor(expected)}`), expected.title],
    ]);
    expect(links[0].closest("p")?.textContent).toBe(`${block.label}${expected.title}${formatEventDayShort(expected.date)}`);
    // The card it links to is on that page.
    const list = ALL_ROUTES.find((r) => r.path === internalHref(block.to))!;
    expect(mainOf(list).querySelector(`[id="${eventAnchor(expected)}"]`)).not.toBeNull();
  },
);
