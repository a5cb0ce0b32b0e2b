import path from "path";
import type { GatsbyNode } from "gatsby";
import { firstPaint } from "./firstPaint";

export { onCreateWebpackConfig } from "./bundleTrims";

// THE FENCED PLUGIN: everything of the site that depends on Gatsby's private files or rewrites
// the HTML Gatsby wrote lives here, each piece kept because `npm run bench` shows it pays (see
// README.md: the threshold and the figures). tripwire.test.ts fails when a Gatsby upgrade
// changes what these rely on.

export const onPostBuild: GatsbyNode["onPostBuild"] = ({ reporter }) => {
  const { pages, scripts } = firstPaint(path.resolve("public"));
  reporter.info(`first-paint: ${pages} pages split at the first viewport, hydration deferred, ${scripts} inline scripts moved to files`);
};
