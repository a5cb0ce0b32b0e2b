/**
 * The launch content carries the specification's constants (SPEC §3, §9), listed in
 * specConstants.json in the shape the content shows them. The tests check that the content
 * still carries every constant listed there; only what is listed is checked: records a maintainer adds (a ninth program, a fifth story) are
 * free. To change a constant deliberately (a new deadline cycle, new figures), edit the content,
 * then rewrite the list from it in one line (the spec's launch deadlines, the 2025-26 cycle, stay
 * as they are: `launchDeadlines` is kept, never rewritten):
 *
 *   UPDATE_SPEC_CONSTANTS=1 npx jest __tests__/content/specConstants.test.ts
 */
import fs from "fs";
import path from "path";
import { COUNTED_RECORDS, countsFromDocs, fillTokens, formatUsdCompact, formatYears } from "../../plugins/content-schema";
import { formatIsoDate } from "../../src/lib/deadlines";
import { loadContent } from "./loadContent";
import type { Json } from "../support/contentCopy";

const SPEC_CONSTANTS_FILE = path.join(__dirname, "specConstants.json");

interface SpecConstants {
  /** Program name => duration as the site shows it. */
  programs: Record<string, string>;
  /** Program name => deadline as the site shows it, in the content's current cycle. */
  deadlines: Record<string, string>;
  /** The specification's launch deadlines (the 2025-26 cycle): program name => YYYY-MM-DD, or "rolling". */
  launchDeadlines: Record<string, string>;
  applicationSteps: string[];
  requirements: string[];
  /** Research area => funding label. */
  researchFunding: Record<string, string>;
  timelineYears: number[];
  /** Page => [figure, label] as shown (tokens filled). */
  stats: Record<string, [string, string][]>;
  behaviour: Record<string, number>;
}

function extractSpecConstants(docs: Map<string, Json>): SpecConstants {
  const counts = countsFromDocs(docs);
  const list = (stem: keyof typeof COUNTED_RECORDS): Json[] => docs.get(COUNTED_RECORDS[stem].file)[COUNTED_RECORDS[stem].list];
  const stats = docs.get("stats.json");
  return {
    programs: Object.fromEntries(list("program").map((p) => [p.name, formatYears(p.duration.minYears, p.duration.maxYears)])),
    deadlines: Object.fromEntries(
      list("deadline").map((d) => [d.program, d.date ? formatIsoDate(d.date) : docs.get("deadlines.json").labels.rollingDate]),
    ),
    launchDeadlines: {},
    applicationSteps: list("step").map((s) => s.title),
    requirements: list("requirement"),
    researchFunding: Object.fromEntries(list("researchArea").map((a) => [a.title, formatUsdCompact(a.fundingUsd)])),
    timelineYears: docs.get("timeline.json").entries.map((e: { year: number }) => e.year),
    stats: Object.fromEntries(
      Object.entries(stats)
        .filter(([, group]) => Array.isArray(group))
        .map(([page, group]) => [page, (group as Json[]).map((s): [string, string] => [fillTokens(s.value, counts), s.label])]),
    ),
    behaviour: docs.get("site.json").behaviour,
  };
}

const docs = loadContent();
const current = extractSpecConstants(docs);

if (process.env.UPDATE_SPEC_CONSTANTS === "1") {
  const { launchDeadlines } = JSON.parse(fs.readFileSync(SPEC_CONSTANTS_FILE, "utf8")) as SpecConstants;
  fs.writeFileSync(SPEC_CONSTANTS_FILE, `${JSON.stringify({ ...current, launchDeadlines }, null, 2)}\n`);
}
const expected = JSON.parse(fs.readFileSync(SPEC_CONSTANTS_FILE, "utf8")) as SpecConstants;

/** `expected` items in the same order within `actual` (other items may sit between them). */
const inOrder = <T>(actual: readonly T[], wanted: readonly T[]) => actual.filter((item) => wanted.includes(item));

test.each([
  ["program of the spec, with its duration", "programs"],
  ["deadline of the spec", "deadlines"],
  ["research funding label", "researchFunding"],
] as const)("every %s", (_what, key) => {
  for (const [name, shown] of Object.entries(expected[key])) expect([name, current[key][name]]).toEqual([name, shown]);
});

// Except where the program's application service fixes one date for every school (VMCAS): the
// service's published rule wins over the spec's date, and the build checks the program against it
// (plugins/content-validation/serviceRules.ts).
test("the current cycle keeps the spec's launch deadlines: the same program, month and day, or rolling", () => {
  const dates = new Map((docs.get("deadlines.json").deadlines as { program: string; date?: string }[]).map((d) => [d.program, d.date ?? "rolling"]));
  const fixedServices = new Set(
    (docs.get("applicationServices.json").services as { name: string; deadlineRule: string }[])
      .filter((s) => s.deadlineRule === "fixed")
      .map((s) => s.name),
  );
  const serviceFixes = (program: string) =>
    (docs.get("programs.json").programs as { name: string; application: { service: string } }[]).some(
      (p) => p.name === program && fixedServices.has(p.application.service),
    );
  expect(Object.keys(expected.launchDeadlines).length).toBeGreaterThan(0);
  for (const [program, launch] of Object.entries(expected.launchDeadlines)) {
    if (serviceFixes(program)) continue;
    const now = dates.get(program);
    const monthDay = (iso: string | undefined) => (iso === "rolling" ? iso : iso?.slice(5));
    expect([program, monthDay(now)]).toEqual([program, monthDay(launch)]);
  }
});

test("the application steps, requirements and timeline years, in the spec's order", () => {
  expect(inOrder(current.applicationSteps, expected.applicationSteps)).toEqual(expected.applicationSteps);
  expect(inOrder(current.requirements, expected.requirements)).toEqual(expected.requirements);
  expect(inOrder(current.timelineYears, expected.timelineYears)).toEqual(expected.timelineYears);
});

test("figures and behaviour constants", () => {
  // Figures computed from records (the program count) follow the records, not this list.
  const computed = (page: string) => (current.stats[page] ?? []).map(([value, label]) => (label === "Programs" ? ["(computed)", label] : [value, label]));
  for (const page of Object.keys(expected.stats)) {
    const wanted = expected.stats[page].map(([value, label]) => (label === "Programs" ? ["(computed)", label] : [value, label]));
    expect([page, computed(page)]).toEqual([page, wanted]);
  }
  expect(current.behaviour).toEqual(expected.behaviour);
});
