import type { Reporter } from "gatsby";
import { formatProblem, type Problem } from "./contentValidation/problems";
import { validateContentDir, type ValidateOptions } from "./contentValidation/validate";

export { formatProblem, validateContentDir };
export type { Problem, ValidateOptions };

/** The text reported when content is broken: a heading, then one line per problem. */
export function contentProblemsReport(problems: readonly Problem[]): string {
  const count = problems.length === 1 ? "1 problem" : `${problems.length} problems`;
  const heading = `Content validation failed: ${count} in content/. Fix them and run the build again.`;
  return [heading, ...problems.map((problem) => `  - ${formatProblem(problem)}`)].join("\n");
}

/**
 * Stops `gatsby build` and `gatsby develop` before anything is sourced when a content file is
 * broken. panic (not panicOnBuild) so develop stops too instead of serving half a site.
 */
export function validateContentOrPanic(
  contentDir: string,
  reporter: Pick<Reporter, "panic" | "verbose">,
  options?: ValidateOptions,
): void {
  const problems = validateContentDir(contentDir, options);
  if (problems.length > 0) reporter.panic(contentProblemsReport(problems));
  reporter.verbose("Content validation: all content files match their schemas.");
}
