import { frameworkScripts } from "./deferredHydration";

// What this plugin relies on in Gatsby, in one place: the version it was checked against and the
// shapes of the HTML Gatsby writes. tripwire.test.ts checks the installed Gatsby's source against
// them (no build needed); checkFrameworkShapes stops a build whose pages no longer have them,
// instead of shipping pages the passes silently left alone.

/** The Gatsby versions the passes and trims were checked against (major.minor). */
export const CHECKED_GATSBY = "5.16";

const SEE = `first-paint was checked against gatsby ${CHECKED_GATSBY}.x: re-check plugins/first-paint/README.md ("What it relies on")`;

/** Problems of the built pages against the shapes the passes rewrite; [] when all is as expected. */
export function checkFrameworkShapes(pages: ReadonlyArray<readonly [file: string, html: string]>): string[] {
  const problems: string[] = [];
  for (const [file, html] of pages) {
    // A page kept from an earlier build may already be rewritten: its loader and deferred link stand in.
    if (frameworkScripts(html).length === 0 && !html.includes("<script data-scripts=")) {
      problems.push(`${file}: no <script src="/....js" async> of Gatsby's app to defer (${SEE})`);
    }
    if (!/<style data-href="\/[^"]+\.css"/.test(html) && !html.includes('href="/page-css/')) {
      problems.push(`${file}: no <style data-href> stylesheet of Gatsby's to cut to the first viewport (${SEE})`);
    }
  }
  return problems;
}
