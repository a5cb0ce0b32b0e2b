import type { CreateWebpackConfigArgs, GatsbyNode } from "gatsby";
import path from "path";
import {
  contentProblemsReport,
  contentWarnings,
  contentWarningsReport,
  validateContentDir,
  validateContentOrPanic,
} from "./src/node/validateContent";
import { ContentValidationPlugin } from "./src/node/contentValidation/developPlugin";
import { onCreateWebpackConfig as tweakBrowserBundle } from "./src/node/webpack/webpackConfig";
import { customizeSchema, createPhotoNodes, photoResolvers } from "./src/node/schema";
import { onPostBuild as writeBuildFiles } from "./src/node/postBuildHook";
import { createImageLayoutEnum } from "./src/lib/photos/imageSchema";
import { contentFontCharacters, SITE_FONTS_DIR, writeSiteFonts } from "./src/node/siteFonts";

const contentDir = path.join(__dirname, "content");

const isDevelop = process.env.gatsby_executing_command === "develop";

// Content is validated before anything is sourced, so a bad record never reaches the pages.
// onPreInit (not onPreBootstrap) because Gatsby creates public/static and prunes old HTML
// between the two: a broken record must stop the build before public/ is touched at all.
// `npm run build` checks content before Gatsby even starts (scripts/build.mjs); this covers a
// bare `gatsby build`. develop does not stop: it reports, and ContentValidationPlugin (below)
// re-validates on every change and shows the problems in the browser until they are fixed.
export const onPreInit: GatsbyNode["onPreInit"] = ({ reporter }) => {
  if (!isDevelop) {
    validateContentOrPanic(contentDir, reporter, { warnings: process.env.BCU_CONTENT_CHECKED !== "1" });
    return;
  }
  const problems = validateContentDir(contentDir);
  if (problems.length > 0) reporter.error(contentProblemsReport(problems));
  const warnings = contentWarnings(contentDir);
  if (warnings.length > 0) reporter.warn(contentWarningsReport(warnings));
};

// The web fonts, cut down to the characters content uses and the weights the styles use
// (src/node/siteFonts.ts), written before webpack reads the stylesheets that name them.
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = async ({ reporter }) => {
  const files = await writeSiteFonts(__dirname, contentFontCharacters(contentDir), path.join(__dirname, SITE_FONTS_DIR));
  reporter.info(`site fonts: ${files.map((f) => `${f.file} ${(f.bytes / 1024).toFixed(1)} KB`).join(", ")}`);
};

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = (args) => {
  createImageLayoutEnum(args);
  customizeSchema(args);
};

export const onCreateNode: GatsbyNode["onCreateNode"] = (args) => {
  createPhotoNodes(args);
};

export const createResolvers: GatsbyNode["createResolvers"] = (args) => {
  photoResolvers(args);
};

// After the HTML is written: calendar files, robots.txt, favicon.ico and public/_headers (CSP
// with the hash of every inline script). See src/node/postBuild.ts.
export const onPostBuild: GatsbyNode["onPostBuild"] = (args) => {
  writeBuildFiles(args);
};

// Browser bundle tweaks that only change how much JavaScript ships (src/node/webpack/webpackConfig.ts),
// and in develop the live content validation (src/node/contentValidation/developPlugin.ts).
// (One parameter only: Gatsby treats a three-parameter API function as callback-style.)
export const onCreateWebpackConfig = (args: CreateWebpackConfigArgs): void => {
  (tweakBrowserBundle as (args: CreateWebpackConfigArgs) => void)(args);
  if (args.stage === "develop") {
    const log = (text: string) => {
      args.reporter.success(text);
    };
    args.actions.setWebpackConfig({ plugins: [new ContentValidationPlugin(contentDir, { log })] });
  }
};
