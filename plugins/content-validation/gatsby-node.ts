import type { CreateWebpackConfigArgs, GatsbyNode } from "gatsby";
import path from "path";
import { validateContentOrPanic } from "./validateContent";
import { ContentValidationPlugin } from "./developPlugin";

// The project root is Gatsby's working directory (this file runs compiled from .cache).
const contentDir = path.resolve("content");

const isDevelop = process.env.gatsby_executing_command === "develop";

// Content is validated before anything is sourced, so a bad record never reaches the pages.
// onPreInit (not onPreBootstrap) because Gatsby creates public/static and prunes old HTML
// between the two: a broken record must stop the build before public/ is touched at all.
// `npm run build` checks content before Gatsby even starts (scripts/build.mjs); this covers a
// bare `gatsby build`. develop does not stop: it reports, and ContentValidationPlugin (below)
// re-validates on every change and shows the problems in the browser until they are fixed.
export const onPreInit: GatsbyNode["onPreInit"] = ({ reporter }) => {
  validateContentOrPanic(contentDir, reporter, { develop: isDevelop, warnings: isDevelop || process.env.BCU_CONTENT_CHECKED !== "1" });
};

// In develop, the live content validation (developPlugin.ts).
// (One parameter only: Gatsby treats a three-parameter API function as callback-style.)
export const onCreateWebpackConfig = (args: CreateWebpackConfigArgs): void => {
  if (args.stage === "develop") {
    args.actions.setWebpackConfig({ plugins: [new ContentValidationPlugin(contentDir, (text) => void args.reporter.success(text))] });
  }
};
