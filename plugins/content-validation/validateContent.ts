import type { Reporter } from "gatsby";
import { contentProblemsReport, contentWarningsReport } from "./problems";
import { contentWarnings, validateContentDir } from "./validate";

/** Id of the structured error, so Gatsby's heading reads "ERROR #..._CONTENT_VALIDATION CONFIG". */
export const CONTENT_ERROR_ID = "CONTENT_VALIDATION";

/**
 * Checks content/ (gatsby-node.ts onPreInit): a broken file stops a build (panic, not
 * panicOnBuild: nothing is built from it) and is reported in develop (`develop`); then the
 * warnings (passed deadlines), unless the caller (scripts/build.mjs) printed them already.
 */
export function validateContentOrPanic(
  contentDir: string,
  reporter: Pick<Reporter, "panic" | "error" | "verbose" | "setErrorMap" | "warn">,
  options: { develop?: boolean; warnings?: boolean } = {},
): void {
  const problems = validateContentDir(contentDir);
  if (problems.length > 0 && !options.develop) {
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
    return;
  }
  if (problems.length > 0) reporter.error(contentProblemsReport(problems));
  else reporter.verbose("Content validation: all content files match their schemas.");
  const warnings = options.warnings === false ? [] : contentWarnings(contentDir);
  if (warnings.length > 0) reporter.warn(contentWarningsReport(warnings));
}
