/** One thing wrong in the content, located by file, record and field. */
export interface Problem {
  /** Path as the maintainer sees it, e.g. "content/programs.json". */
  readonly file: string;
  /** The record, e.g. `programs[2] "Optometry"`; absent for problems outside an array record. */
  readonly record?: string;
  /** Dotted field path inside the record (or file), e.g. "duration.maxYears". */
  readonly field?: string;
  /** What is wrong, worded to follow the field: `must be an integer (got "four")`. */
  readonly message: string;
}

/**
 * One line per problem:
 * `content/programs.json: programs[2] "Optometry": field "duration.maxYears" must be an integer (got "four")`.
 */
export function formatProblem(problem: Problem): string {
  const parts = [problem.file];
  if (problem.record) parts.push(problem.record);
  const detail = problem.field === undefined ? problem.message : `field "${problem.field}" ${problem.message}`;
  return `${parts.join(": ")}: ${detail}`;
}

/** Short JSON rendering of an offending value for "(got ...)". */
export function describeValue(value: unknown): string {
  if (value === undefined) return "nothing";
  const json = JSON.stringify(value);
  // JSON content holds no functions or symbols; name the type of anything else JSON cannot show.
  if (json === undefined) return typeof value;
  return json.length > 60 ? `${json.slice(0, 57)}...` : json;
}

/** A heading, then one line per problem. */
const report = (heading: string, problems: readonly Problem[]) =>
  [heading, ...problems.map((problem) => `  - ${formatProblem(problem)}`)].join("\n");

/** The text reported when content is broken. */
export function contentProblemsReport(problems: readonly Problem[]): string {
  const count = problems.length === 1 ? "1 problem" : `${problems.length} problems`;
  return report(`Content validation failed: ${count} in content/. Fix them and run the build again.`, problems);
}

/** The text of the build's warnings (passed deadlines, few events ahead, outcomes a cycle old). */
export function contentWarningsReport(warnings: readonly Problem[]): string {
  const count = warnings.length === 1 ? "1 warning" : `${warnings.length} warnings`;
  return report(`Content check: ${count} (the build goes on; each names the README section that says what to do).`, warnings);
}
