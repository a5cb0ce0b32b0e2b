/** @jest-environment jsdom */
// The figures a student compares, over the built HTML: every cell of /academics/compare/ and
// every /academics card equals what the records give (seats, GPA, test, cost a year and over the
// program, the gap after federal loans, accreditation, the newest outcomes, the deadline and its
// status on the build's day), and "closed means closed": wherever a program is offered (its
// page's hero, its card, its home tile, the home page's sentence), a program whose deadline has
// passed on the build's day offers no Apply, says when its next cycle opens (its service's own
// opening, else the university's) and how to be told. Expected values are worked out here from
// the content files, never read from the page.
import fs from "fs";
import path from "path";
import { requireBuild } from "../e2e/routes";
import { formatYears } from "../../plugins/content-schema";
import { formatUsd, programPagePath } from "../../plugins/pages";
import { deadlineStatus, formatIsoDate } from "../../src/lib/deadlines";
import { builtDate } from "./builtPages";
import programsFile from "../../content/programs.json";
import deadlinesFile from "../../content/deadlines.json";
import servicesFile from "../../content/applicationServices.json";
import aidFile from "../../content/financialAid.json";
import comparePage from "../../content/pages/compare.json";
import academicsPage from "../../content/pages/academics.json";

const dir = requireBuild();
const today = builtDate(dir);
const programs = programsFile.programs;
type Program = (typeof programs)[number];

const load = (route: string): Document =>
  new DOMParser().parseFromString(fs.readFileSync(path.join(dir, route.slice(1), "index.html"), "utf8"), "text/html");
const text = (el: Element | null | undefined) => (el?.textContent ?? "").replace(/\s+/g, " ").trim();

const dateOf = (program: Program): string | null => {
  const deadline = deadlinesFile.deadlines.find((d) => d.program === program.name);
  return (deadline && "date" in deadline ? deadline.date : null) ?? null;
};
/** The day the program's next cycle opens: its service's own (applicationServices.json nextCycleOpens), else the university's. */
const nextOpensOf = (program: Program): string => {
  const service = servicesFile.services.find((s) => s.name === program.application.service) as { nextCycleOpens?: string };
  return service.nextCycleOpens ?? deadlinesFile.cycle.nextOpens;
};
const statusOf = (program: Program) =>
  deadlineStatus(dateOf(program), { opens: deadlinesFile.cycle.opens, nextOpens: nextOpensOf(program) }, today, deadlinesFile.labels);
const isClosed = (program: Program) => statusOf(program).state === "closed";

/** A program's cost of attendance a year and over its full-time years, and each gap a year after its level's federal loan limits. */
function money(program: Program) {
  const years = "fullTimeYears" in program.duration ? (program.duration.fullTimeYears as number) : program.duration.maxYears;
  const shown = aidFile.costOfAttendance.arrangements.find((a) => a.id === aidFile.costOfAttendance.shown)!;
  const coa = program.cost.tuitionAndFees + program.cost.booksAndSupplies + shown.monthly * program.cost.months;
  const firstYear = "firstUndergraduateYear" in program.cost ? (program.cost.firstUndergraduateYear as number) : 1;
  const gaps = aidFile.federalLoans.limits
    .filter((limit) => limit.level === program.studentLevel)
    .map((limit) => coa - Math.min(limit.annualByYear[Math.min(firstYear, limit.annualByYear.length) - 1], coa));
  return { perYear: formatUsd(coa), total: formatUsd(coa * years), gaps: gaps.map(formatUsd) };
}

test("the build has at least one closed and one open program on its day (else the closed rules below check nothing)", () => {
  expect(programs.filter(isClosed).length).toBeGreaterThan(0);
  expect(programs.filter((p) => !isClosed(p)).length).toBeGreaterThan(0);
});

describe("/academics/compare/", () => {
  let doc: Document;
  beforeAll(() => (doc = load(comparePage.path)));
  const block = comparePage.blocks.find((b) => b.type === "programCompare") as {
    rows: Record<string, string>;
    maxPrograms: number;
    needsJavaScript: string;
    noTest: string;
  };
  const cellOf = (program: Program, fact: string) => {
    const cell = doc.querySelector(`td[data-program="${program.slug}"][data-fact="${fact}"]`);
    if (!cell) throw new Error(`${comparePage.path}: no ${fact} cell for ${program.slug}`);
    return cell;
  };

  test("without JavaScript the table has every program, a column each, linking its page, in the records' order", () => {
    const heads = Array.from(doc.querySelectorAll("thead th[scope=col] a"), (a) => a.getAttribute("href"));
    expect(heads).toEqual(programs.slice(0, block.maxPrograms).map((p) => programPagePath(p.slug)));
    // Rows named by content, in content's order.
    expect(Array.from(doc.querySelectorAll("tbody th[scope=row]"), (th) => text(th))).toEqual(Object.values(block.rows));
  });

  test("the boxes are there for every program, disabled until the page hydrates, with the line that says why", () => {
    const fieldset = doc.querySelector("fieldset")!;
    expect(fieldset.hasAttribute("disabled")).toBe(true);
    expect(Array.from(fieldset.querySelectorAll("input[type=checkbox]"), (i) => i.getAttribute("value"))).toEqual(
      programs.map((p) => p.slug),
    );
    expect(text(fieldset)).toContain(block.needsJavaScript);
  });

  test.each(programs.map((p) => [p.slug, p] as const))("%s: every figure equals its record", (_slug, program) => {
    const profile = program.classProfile as {
      seats: number;
      medianGpa: number;
      test?: { name: string; score: string; scoreLabel: string };
    };
    expect(text(cellOf(program, "degree"))).toBe(program.degree);
    expect(text(cellOf(program, "length"))).toBe(formatYears(program.duration.minYears, program.duration.maxYears));
    expect(text(cellOf(program, "seats"))).toBe(String(profile.seats));
    expect(text(cellOf(program, "gpa"))).toBe(profile.medianGpa.toFixed(2));
    expect(text(cellOf(program, "test"))).toBe(
      profile.test ? `${profile.test.name} ${profile.test.score} (${profile.test.scoreLabel})` : block.noTest,
    );
    const { perYear, total, gaps } = money(program);
    expect(text(cellOf(program, "costPerYear"))).toBe(perYear);
    expect(text(cellOf(program, "costTotal"))).toBe(total);
    expect(Array.from(cellOf(program, "gap").querySelectorAll("strong"), (s) => text(s))).toEqual(gaps);
    expect(text(cellOf(program, "accreditation"))).toContain(program.accreditation.abbreviation);
    // The newest class of each outcome, with its year.
    const outcomes = cellOf(program, "outcomes");
    const newest = Math.max(...program.outcomes[0].results.map((r) => r.year));
    expect(text(outcomes)).toContain(String(newest));
    for (const outcome of program.outcomes) {
      const result = outcome.results.find((r) => r.year === newest)!;
      expect(text(outcomes)).toContain(`${result.percent}% ${outcome.measure}`);
    }
    const deadline = cellOf(program, "deadline");
    const date = dateOf(program);
    expect(deadline.querySelector("time")?.getAttribute("datetime") ?? null).toBe(date);
    expect(text(deadline)).toContain(statusOf(program).label);
    if (isClosed(program)) expect(text(deadline)).toContain(formatIsoDate(nextOpensOf(program)));
    const apply = cellOf(program, "apply").querySelector("a")!;
    expect(apply.getAttribute("href")).toBe(`${programPagePath(program.slug)}#how-to-apply`);
    expect(text(apply)).toContain(program.application.service);
  });
});

describe("/academics cards", () => {
  let doc: Document;
  beforeAll(() => (doc = load(academicsPage.path)));
  const list = academicsPage.blocks.find((b) => b.type === "programList") as unknown as {
    compareTo: string;
    viewLabel: string;
    compareLabel: string;
  };

  test.each(programs.map((p) => [p.slug, p] as const))(
    "%s: deadline and status, cost a year, length; View program and Compare",
    (_slug, program) => {
      const card = doc.getElementById(program.slug)!;
      expect(card).not.toBeNull();
      const date = dateOf(program);
      const deadline = card.querySelector("dd[data-deadline]")!;
      expect(deadline.querySelector("time")?.getAttribute("datetime") ?? null).toBe(date);
      const status = statusOf(program);
      expect(text(deadline)).toContain(status.label);
      expect(text(card.querySelector("dd[data-cost-per-year]"))).toBe(money(program).perYear);
      expect(text(card)).toContain(formatYears(program.duration.minYears, program.duration.maxYears));
      const links = Array.from(card.querySelectorAll("a"));
      expect(links.filter((a) => a.getAttribute("href") === programPagePath(program.slug)).map((a) => text(a))).toEqual([
        `${list.viewLabel}: ${program.name}`,
      ]);
      expect(links.filter((a) => a.getAttribute("href") === `${list.compareTo}?programs=${program.slug}`)).toHaveLength(1);
      // Closed: when the next cycle opens, as a link that e-mails admissions with the program in the subject.
      const notify = links.find((a) => a.getAttribute("href")?.startsWith("mailto:"));
      if (isClosed(program)) {
        expect(text(notify)).toContain(formatIsoDate(nextOpensOf(program)));
        expect(new URL(notify!.getAttribute("href")!).searchParams.get("subject")).toContain(program.name);
      } else {
        expect(notify).toBeUndefined();
      }
    },
  );
});

describe("closed means closed", () => {
  test.each(programs.map((p) => [p.slug, p] as const))("%s: its page's hero offers Apply only while open", (_slug, program) => {
    const hero = load(programPagePath(program.slug)).querySelector("main header")!;
    const hrefs = Array.from(hero.querySelectorAll("a"), (a) => a.getAttribute("href") ?? "");
    const ask = hrefs.find((href) => href.startsWith("mailto:"));
    expect(new URL(ask!).searchParams.get("subject")).toContain(program.name);
    const closedActions = hero.querySelector("[data-closed]");
    if (isClosed(program)) {
      expect(hrefs.filter((href) => href.startsWith("#"))).toEqual([]);
      expect(text(closedActions)).toContain(formatIsoDate(nextOpensOf(program)));
    } else {
      expect(hrefs).toContain("#how-to-apply");
      // A dated deadline still ahead: the closed actions wait in the HTML, hidden until the page's
      // application card says closed on the visitor's day (the browser test sees the switch).
      if (dateOf(program)) expect(text(closedActions)).toContain(formatIsoDate(nextOpensOf(program)));
      else expect(closedActions).toBeNull();
    }
  });

  test("the home page names every closed program in its sentence and on its tile, and no open one", () => {
    const home = load("/");
    const closed = programs.filter(isClosed);
    const sentence = Array.from(home.querySelectorAll("main p"), (p) => text(p)).find((t) => t.startsWith("Applications are open"));
    expect(sentence).toContain(`${new Intl.ListFormat("en-US").format(closed.map((p) => p.name))} closed for this cycle`);
    for (const program of programs) {
      const tile = Array.from(home.querySelectorAll("main li")).find((li) => text(li.querySelector("h3")) === program.name);
      if (!tile) continue; // past the home page's maxTiles
      if (isClosed(program)) expect(text(tile)).toContain(formatIsoDate(nextOpensOf(program)));
      else expect(text(tile)).not.toContain(deadlinesFile.labels.closed);
    }
  });
});
