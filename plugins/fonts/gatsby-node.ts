import path from "path";
import type { GatsbyNode } from "gatsby";
import { FONTS_PATH } from "./fontFaces";
import { contentFontCharacters, writeSiteFonts } from "./siteFonts";

// The subset fonts, written into public/ before anything is rendered: `gatsby build` publishes
// them with the pages and `gatsby develop` serves them from there. Content is read from the
// project root (Gatsby's working directory); a new character in content reaches the fonts at the
// next build (in develop, at the next start).
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = async ({ reporter }) => {
  const outDir = path.resolve("public", FONTS_PATH.slice(1));
  const files = await writeSiteFonts(process.cwd(), contentFontCharacters(path.resolve("content")), outDir);
  reporter.info(`fonts: ${files.map((f) => `${FONTS_PATH}${f.file} ${(f.bytes / 1024).toFixed(1)} KB`).join(", ")}`);
};
