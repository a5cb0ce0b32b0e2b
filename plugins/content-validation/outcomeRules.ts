/**
 * A program's outcomes and completion rates by graduating class (programs.json "outcomes" and
 * "completion"): each measure's classes in consecutive years, oldest first, every measure of a
 * program over the same classes (the page shows them as one table), and on-time graduation plus
 * attrition of a class at most 100%. On the build's date, a program whose newest class is older
 * than the last class to graduate before the current cycle opened gets a warning, as a passed
 * deadline does: true but soon wrong, so the build goes on.
 */
import { isCalendarDate } from "../content-schema";
import { records, type LoadedFile } from "./loadedFile";
import { problemAt } from "./paths";
import type { Problem } from "./problems";

type Rec = Record<string, unknown>;

/** Every result list of a program with its field path: each outcome's results, then completion's. */
function resultLists(program: Rec): { field: string; label: string; results: { year: number; percent: number }[] }[] {
  const valid = (list: unknown) =>
    Array.isArray(list)
      ? (list as unknown[]).filter((r): r is { year: number; percent: number } => {
          const { year, percent } = (r ?? {}) as Rec;
          return typeof year === "number" && typeof percent === "number";
        })
      : [];
  const outcomes = Array.isArray(program.outcomes) ? (program.outcomes as Rec[]) : [];
  const completion = (program.completion ?? {}) as Rec;
  return [
    ...outcomes.map((outcome, i) => ({
      field: `outcomes[${i}].results`,
      label: typeof outcome?.measure === "string" ? `"${outcome.measure}"` : `outcome ${i + 1}`,
      results: valid(outcome?.results),
    })),
    { field: "completion.onTime", label: "on-time graduation", results: valid(completion.onTime) },
    { field: "completion.attrition", label: "attrition", results: valid(completion.attrition) },
  ];
}

const yearsOf = (results: { year: number }[]) => results.map((r) => r.year).join(", ");

/** The value that occurs most often (the first of a tie). */
function mostCommon(values: readonly string[]): string | undefined {
  const tally = new Map<string, number>();
  for (const value of values) tally.set(value, (tally.get(value) ?? 0) + 1);
  return [...tally].reduce<[string, number] | undefined>((best, entry) => (!best || entry[1] > best[1] ? entry : best), undefined)?.[0];
}

export function checkOutcomeRules(file: LoadedFile | undefined, problems: Problem[]): void {
  records(file, "programs").forEach((program, p) => {
    const problem = (field: string, message: string) => problems.push({ ...problemAt(file!, `/programs/${p}`), field, message });
    const lists = resultLists(program).filter((list) => list.results.length > 0);
    const inOrder = lists.filter(({ field, results }) => {
      const gap = results.findIndex((r, i) => i > 0 && r.year !== results[i - 1].year + 1);
      if (gap > 0) {
        problem(
          field,
          `lists the classes ${yearsOf(results)}: list one result per graduating class, oldest first, in consecutive years (entry ${gap + 1} should be ${results[gap - 1].year + 1})`,
        );
      }
      return gap <= 0;
    });
    // One table: every list over the classes most of the program's lists cover.
    const usual = mostCommon(inOrder.map((list) => yearsOf(list.results)));
    for (const list of inOrder) {
      if (yearsOf(list.results) !== usual) {
        problem(
          list.field,
          `covers the classes ${yearsOf(list.results)}, but the program's other measures cover ${usual}: give every measure the same classes (the page shows them as one table)`,
        );
      }
    }
    const onTime = lists.find((list) => list.field === "completion.onTime")?.results ?? [];
    const attrition = lists.find((list) => list.field === "completion.attrition")?.results ?? [];
    for (const left of attrition) {
      const graduated = onTime.find((r) => r.year === left.year);
      if (graduated && graduated.percent + left.percent > 100) {
        problem(
          "completion.attrition",
          `says ${left.percent}% of the Class of ${left.year} left, but ${graduated.percent}% graduated on time: together more than 100% of one class`,
        );
      }
    }
  });
}

/**
 * The newest class whose results are due on `today`: the last class to graduate before the current
 * application cycle opened, the latest year whose day of the cycle's opening (deadlines.json
 * "cycle.opens", month and day) is on or before `today`.
 */
export function newestClassDue(cycleOpens: string, today: string): number {
  const year = Number(today.slice(0, 4));
  return `${year}${cycleOpens.slice(4)}` <= today ? year : year - 1;
}

/** Warnings, not errors: each outcome or completion rate whose newest class is older than the class due on `today`. */
export function staleOutcomes(programsFile: LoadedFile | undefined, deadlinesFile: LoadedFile | undefined, today: string): Problem[] {
  const opens = ((deadlinesFile?.data as Rec | null | undefined)?.cycle as Rec | undefined)?.opens;
  if (!programsFile || typeof opens !== "string" || !isCalendarDate(opens)) return [];
  const due = newestClassDue(opens, today);
  return records(programsFile, "programs").flatMap((program, p) =>
    resultLists(program)
      .filter(({ results }) => results.length > 0 && Math.max(...results.map((r) => r.year)) < due)
      .map(({ field, results }) => ({
        ...problemAt(programsFile, `/programs/${p}`),
        field,
        message: `ends with the Class of ${Math.max(...results.map((r) => r.year))}, but the Class of ${due} graduated before this cycle opened (${due}${opens.slice(4)}; today is ${today}): add its results and keep the three most recent classes (docs/content.md, "Outcomes, class by class")`,
      })),
  );
}
