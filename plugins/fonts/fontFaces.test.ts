/**
 * @jest-environment node
 */
import fs from "fs";
import path from "path";
import postcss from "postcss";
import { fontFaceCss, fontUrl, preloadedFontUrls } from "./fontFaces";
import { SITE_FONTS } from "./fontFaces";

test("one @font-face per web font: its family, every weight used from one file, optional, the latin range", () => {
  const faces: Array<Record<string, string>> = [];
  postcss.parse(fontFaceCss()).walkAtRules("font-face", (rule) => {
    const face: Record<string, string> = {};
    rule.walkDecls((decl) => {
      face[decl.prop] = decl.value;
    });
    faces.push(face);
  });
  expect(faces.map((face) => face["font-family"])).toEqual(['"Source Serif 4 Variable"', '"Inter Variable"']);
  for (const face of faces) {
    expect(face["font-weight"]).toBe("400 700");
    expect(face["font-display"]).toBe("optional");
    expect(face.src).toMatch(/^url\(\/fonts\/[a-z0-9-]+\.woff2\) format\("woff2"\)$/);
    expect(face["unicode-range"]).toMatch(/^U\+0000-00FF,/);
  }
});

test("both fonts are preloaded, at the URLs their @font-face rules name", () => {
  expect(preloadedFontUrls()).toEqual(["/fonts/source-serif-4.woff2", "/fonts/inter.woff2"]);
  for (const url of preloadedFontUrls()) expect(fontFaceCss()).toContain(`url(${url})`);
  expect(SITE_FONTS.map(fontUrl)).toEqual(["/fonts/source-serif-4.woff2", "/fonts/inter.woff2"]);
});

test("the styles name the same families first, each followed by its fallbacks (src/styles/_tokens.scss)", () => {
  const tokens = fs.readFileSync(path.join(__dirname, "..", "..", "src", "styles", "_tokens.scss"), "utf8");
  const stack = (name: string) => new RegExp(`^\\$${name}:\\s*"([^"]+)"`, "m").exec(tokens)?.[1];
  expect([stack("font-serif"), stack("font-sans")]).toEqual(SITE_FONTS.map((font) => font.family));
});
