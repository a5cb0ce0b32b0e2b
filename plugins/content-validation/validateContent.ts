import type { Reporter } from "gatsby";
import { contentProblemsReport, contentWarningsReport } from "./problems";
import { contentWarnings, validateContentDir } from "./validate";

/** Id of the structured error, so Gatsby's heading reads "ERROR #..._CONTENT_VALIDATION CONFIG". */
export const CONTENT_ERROR_ID = "CONTENT_VALIDATION";

/**
 * Stops `gatsby build` and `gatsby develop` before anything is sourced when a content file is
 * broken. panic (not panicOnBuild) so develop stops too instead of serving half a site.
 */
export function validateContentOrPanic(
  contentDir: string,
  reporter: Pick<Reporter, "panic" | "verbose" | "setErrorMap" | "warn">,
  options?: { warnings?: boolean },
): void {
  const problems = validateContentDir(contentDir);
  if (problems.length === 0) {
    reporter.verbose("Content validation: all content files match their schemas.");
    // Passed deadlines: printed unless the caller (scripts/build.mjs) has printed them already.
    const warnings = options?.warnings === false ? [] : contentWarnings(contentDir);
    if (warnings.length > 0) reporter.warn(contentWarningsReport(warnings));
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
  reporter.panic({ id: CONTENT_ERROR_ID, context: { sourceMessage: contentProblemsReport(problems) } });
}
