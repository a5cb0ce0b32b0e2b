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

/** Id of the structured error, so Gatsby's heading reads "ERROR #..._CONTENT_VALIDATION CONFIG". */
export const CONTENT_ERROR_ID = "CONTENT_VALIDATION";

type ContentReporter = Pick<Reporter, "panic" | "verbose"> & Partial<Pick<Reporter, "setErrorMap">>;

/**
 * Stops `gatsby build` and `gatsby develop` before anything is sourced when a content file is
 * broken. panic (not panicOnBuild) so develop stops too instead of serving half a site.
 */
export function validateContentOrPanic(contentDir: string, reporter: ContentReporter, options?: ValidateOptions): void {
  const problems = validateContentDir(contentDir, options);
  if (problems.length === 0) {
    reporter.verbose("Content validation: all content files match their schemas.");
    return;
  }
  const report = contentProblemsReport(problems);
  if (!reporter.setErrorMap) {
    reporter.panic(report);
    return;
  }
  // A registered error (rather than a bare string, which Gatsby heads "UNKNOWN") is shown as
  // a user configuration error with the report as its text.
  reporter.setErrorMap({
    [CONTENT_ERROR_ID]: {
      text: (context: { sourceMessage: string }) => context.sourceMessage,
      level: "ERROR",
      type: "CONFIG",
      category: "USER",
    },
  });
  reporter.panic({ id: CONTENT_ERROR_ID, context: { sourceMessage: report } });
}
