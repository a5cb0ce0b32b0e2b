import fs from "fs";
import path from "path";
import subsetFont from "subset-font";
import { SITE_FONTS, WEIGHT_RANGE } from "./fontFaces";

// The two web fonts, cut down at build time to what the site sets in them. @fontsource's "latin"
// files carry every weight from 100 to 900, the whole Latin-1 range and Inter's stylistic
// alternates, which a phone downloads beside the hero photo and the framework's scripts. Here
// each keeps
// - the characters of ASCII (so an edit in `gatsby develop` rarely misses one) and every other
//   character that content/*.json uses (the text is read at every build, so new content is
//   always covered; a character outside the file falls back to the next font of the stack);
// - the weight axis from 400 to 700, the weights the stylesheets use (a variable font still, so
//   500, 600 and 650 come out of the same file);
// - the default OpenType features (kerning, ligatures, marks); Inter's stylistic sets go.
// The files are served at a stable URL, /fonts/<file> (FONTS_PATH), which this plugin's
// gatsby-node writes and its gatsby-ssr names in @font-face and the heading font's preload.

/** Printable ASCII, always kept. */
const ASCII = Array.from({ length: 0x7e - 0x20 + 1 }, (_, i) => String.fromCharCode(0x20 + i)).join("");

/** Every character of every string in a JSON value (keys too: harmless, and ASCII anyway). */
function collectCharacters(value: unknown, into: Set<string>): void {
  if (typeof value === "string") for (const ch of value) into.add(ch);
  else if (Array.isArray(value)) value.forEach((item) => collectCharacters(item, into));
  else if (value && typeof value === "object") Object.values(value).forEach((item) => collectCharacters(item, into));
}

/** The characters the fonts must hold: ASCII plus those of the given content values, sorted. */
export function fontCharacters(contents: readonly unknown[]): string {
  const characters = new Set(ASCII);
  for (const content of contents) collectCharacters(content, characters);
  return [...characters]
    .filter((ch) => ch >= " ")
    .sort()
    .join("");
}

/**
 * The characters of every content file (content/*.json and content/pages/*.json). A file that does
 * not parse is passed over: the content check reports it (and stops a build before this runs;
 * `gatsby develop` keeps going).
 */
export function contentFontCharacters(contentDir: string): string {
  const contents = fs
    .readdirSync(contentDir, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".json") && path.dirname(file) !== "schemas")
    .flatMap((file) => {
      try {
        return [JSON.parse(fs.readFileSync(path.join(contentDir, file), "utf8")) as unknown];
      } catch {
        return [];
      }
    });
  return fontCharacters(contents);
}

/**
 * Writes the subsets of SITE_FONTS for these characters into outDir. A file whose bytes would
 * not change is left alone, so `gatsby develop` does not rebuild the styles for nothing.
 * Returns the files written with their sizes.
 */
export async function writeSiteFonts(siteDir: string, characters: string, outDir: string): Promise<Array<{ file: string; bytes: number }>> {
  fs.mkdirSync(outDir, { recursive: true });
  const written = [];
  for (const font of SITE_FONTS) {
    const source = fs.readFileSync(path.join(siteDir, "node_modules", font.source));
    const subset = await subsetFont(source, characters, { targetFormat: "woff2", variationAxes: { wght: WEIGHT_RANGE } });
    const target = path.join(outDir, font.file);
    if (!fs.existsSync(target) || !fs.readFileSync(target).equals(subset)) fs.writeFileSync(target, subset);
    written.push({ file: font.file, bytes: subset.length });
  }
  return written;
}
