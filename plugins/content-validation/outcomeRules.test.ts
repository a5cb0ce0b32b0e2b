/**
 * @jest-environment node
 *
 * Outcomes by graduating class (outcomeRules.ts), on a throw-away copy of content/: the classes in
 * order and shared by a program's measures, completion rates that fit one class, and the warning
 * when a program's newest class is a cycle old on the build's date.
 */
import { contentWarnings, formatProblem } from ".";
import { newestClassDue } from "./outcomeRules";
import { contentCopy, type Json } from "../../__tests__/support/contentCopy";

const copy = contentCopy();
const { problemsAfter } = copy;

/** The warnings about outcomes only (passed deadlines are tested in maintainerMistakes.test.ts). */
const outcomeWarnings = (today: string) =>
  contentWarnings(copy.dir, today)
    .map(formatProblem)
    .filter((line) => line.startsWith("content/programs.json"));

test("the class due is the last to graduate before the current cycle opened", () => {
  expect(newestClassDue("2026-06-01", "2026-12-07")).toBe(2026);
  expect(newestClassDue("2026-06-01", "2027-05-31")).toBe(2026);
  expect(newestClassDue("2026-06-01", "2027-06-01")).toBe(2027);
});

test("outcomes a cycle old warn, one line per measure, naming the program and the field; current ones do not", () => {
  const programs: Json[] = copy.read("programs.json").programs;
  const newest = Math.max(...programs.flatMap((p) => p.outcomes.flatMap((o: Json) => o.results.map((r: Json) => r.year))));
  const opens: string = copy.read("deadlines.json").cycle.opens;
  // The day the cycle after the newest class opens: that class is due, nothing warns.
  const due = `${newest}${opens.slice(4)}`;
  expect(outcomeWarnings(due)).toEqual([]);
  // A year later the next class is due: every list of every program is a cycle old.
  const later = `${newest + 1}${opens.slice(4)}`;
  const warnings = outcomeWarnings(later);
  const lists = programs.reduce((n, p) => n + p.outcomes.length + 2, 0);
  expect(warnings).toHaveLength(lists);
  expect(warnings[0]).toBe(
    `content/programs.json: programs[0] "${programs[0].name}": field "outcomes[0].results" ends with the Class of ${newest}, but the Class of ${newest + 1} graduated before this cycle opened (${later}; today is ${later}): add its results and keep the three most recent classes (docs/content.md, "Outcomes, class by class")`,
  );
  expect(warnings).toContain(
    `content/programs.json: programs[0] "${programs[0].name}": field "completion.attrition" ends with the Class of ${newest}, but the Class of ${newest + 1} graduated before this cycle opened (${later}; today is ${later}): add its results and keep the three most recent classes (docs/content.md, "Outcomes, class by class")`,
  );
  // Warnings never fail validation.
  expect(copy.problems()).toEqual([]);
});

test("a measure's classes out of order or with a gap", () => {
  expect(problemsAfter("programs.json", (d) => (d.programs[0].outcomes[0].results[1].year += 2))).toEqual([
    expect.stringMatching(
      /^content\/programs\.json: programs\[0\] "[^"]+": field "outcomes\[0\]\.results" lists the classes \d+, \d+, \d+: list one result per graduating class, oldest first, in consecutive years \(entry 2 should be \d+\)$/,
    ),
  ]);
});

test("a measure over other classes than the rest of the table", () => {
  const problems = problemsAfter("programs.json", (d) => {
    for (const r of d.programs[0].completion.attrition) r.year -= 1;
  });
  expect(problems).toEqual([
    expect.stringMatching(
      /^content\/programs\.json: programs\[0\] "[^"]+": field "completion\.attrition" covers the classes (\d+), \d+, \d+, but the program's other measures cover (?!\1)\d+, \d+, \d+: give every measure the same classes \(the page shows them as one table\)$/,
    ),
  ]);
});

test("on-time graduation and attrition of one class cannot add up to more than all of it", () => {
  const problems = problemsAfter("programs.json", (d) => {
    d.programs[0].completion.onTime[2].percent = 95;
    d.programs[0].completion.attrition[2].percent = 10;
  });
  expect(problems).toEqual([
    expect.stringMatching(
      /^content\/programs\.json: programs\[0\] "[^"]+": field "completion\.attrition" says 10% of the Class of \d+ left, but 95% graduated on time: together more than 100% of one class$/,
    ),
  ]);
});

test("three classes at least, each rate a whole percent", () => {
  expect(problemsAfter("programs.json", (d) => d.programs[0].completion.onTime.pop())).toEqual([
    expect.stringMatching(/field "completion\.onTime" must NOT have fewer than 3 items/),
    expect.stringMatching(/field "completion\.onTime" covers the classes \d+, \d+, but the program's other measures cover /),
  ]);
});
