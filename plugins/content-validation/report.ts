import { formatProblem, type Problem } from "./problems";

/** The text reported when content is broken: a heading, then one line per problem. */
export function contentProblemsReport(problems: readonly Problem[]): string {
  const count = problems.length === 1 ? "1 problem" : `${problems.length} problems`;
  const heading = `Content validation failed: ${count} in content/. Fix them and run the build again.`;
  return [heading, ...problems.map((problem) => `  - ${formatProblem(problem)}`)].join("\n");
}

/** The text of the build's warnings (passed deadlines): a heading, then one line each. */
export function contentWarningsReport(warnings: readonly Problem[]): string {
  const count = warnings.length === 1 ? "1 warning" : `${warnings.length} warnings`;
  const heading = `Content check: ${count} (the build goes on; see README.md, "Roll the application cycle").`;
  return [heading, ...warnings.map((warning) => `  - ${formatProblem(warning)}`)].join("\n");
}
