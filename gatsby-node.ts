import type { GatsbyNode } from "gatsby";
import path from "path";
import { validateContentOrPanic } from "./src/node/validateContent";
import { customizeSchema, createPhotoNodes, photoResolvers } from "./src/node/schema";
import { onPostBuild as writeBuildFiles } from "./src/node/postBuildHook";
import { createImageLayoutEnum } from "./src/lib/photos/imageSchema";

const contentDir = path.join(__dirname, "content");

// Content is validated before anything is sourced, so a bad record never reaches the pages.
// onPreInit (not onPreBootstrap) because Gatsby creates public/static and prunes old HTML
// between the two: a broken record must stop the build before public/ is touched at all.
export const onPreInit: GatsbyNode["onPreInit"] = ({ reporter }) => {
  validateContentOrPanic(contentDir, reporter);
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

// Browser bundle tweaks that only change how much JavaScript ships. See src/node/webpack/webpackConfig.ts.
export { onCreateWebpackConfig } from "./src/node/webpack/webpackConfig";
