/**
 * @jest-environment node
 */
import fs from "fs";
import os from "os";
import path from "path";
import { convert } from "fontverter";
import { SITE_FONTS, WEIGHT_RANGE } from "./fontFaces";
import { contentFontCharacters, fontCharacters, writeSiteFonts } from "./siteFonts";

const siteDir = path.resolve(__dirname, "../..");

/** The tables of an OpenType (sfnt) file, by tag. */
function tables(sfnt: Buffer): Map<string, Buffer> {
  const out = new Map<string, Buffer>();
  const count = sfnt.readUInt16BE(4);
  for (let i = 0; i < count; i++) {
    const at = 12 + 16 * i;
    const offset = sfnt.readUInt32BE(at + 8);
    out.set(sfnt.toString("latin1", at, at + 4), sfnt.subarray(offset, offset + sfnt.readUInt32BE(at + 12)));
  }
  return out;
}

/** Code points mapped by the cmap's format 12 or format 4 subtable. */
function mappedCodePoints(cmap: Buffer): Set<number> {
  const points = new Set<number>();
  const subtables = cmap.readUInt16BE(2);
  const offsets = Array.from({ length: subtables }, (_, i) => cmap.readUInt32BE(4 + 8 * i + 4));
  const format12 = offsets.find((o) => cmap.readUInt16BE(o) === 12);
  if (format12 !== undefined) {
    const groups = cmap.readUInt32BE(format12 + 12);
    for (let g = 0; g < groups; g++) {
      const at = format12 + 16 + 12 * g;
      for (let c = cmap.readUInt32BE(at); c <= cmap.readUInt32BE(at + 4); c++) points.add(c);
    }
    return points;
  }
  const o = offsets.find((offset) => cmap.readUInt16BE(offset) === 4)!;
  const segments = cmap.readUInt16BE(o + 6) / 2;
  const ends = o + 14;
  const starts = ends + 2 * segments + 2;
  const deltas = starts + 2 * segments;
  const ranges = deltas + 2 * segments;
  for (let s = 0; s < segments; s++) {
    const end = cmap.readUInt16BE(ends + 2 * s);
    if (end === 0xffff) continue;
    for (let c = cmap.readUInt16BE(starts + 2 * s); c <= end; c++) {
      const rangeOffset = cmap.readUInt16BE(ranges + 2 * s);
      const glyph = rangeOffset === 0 ? c : cmap.readUInt16BE(ranges + 2 * s + rangeOffset + 2 * (c - cmap.readUInt16BE(starts + 2 * s)));
      if (glyph !== 0) points.add(c);
    }
  }
  return points;
}

/** The wght axis (min, max) of an fvar table. */
function weightAxis(fvar: Buffer): { min: number; max: number } {
  const axesAt = fvar.readUInt16BE(4);
  const axisCount = fvar.readUInt16BE(8);
  for (let i = 0; i < axisCount; i++) {
    const at = axesAt + 20 * i;
    if (fvar.toString("latin1", at, at + 4) === "wght")
      return { min: fvar.readInt32BE(at + 4) / 65536, max: fvar.readInt32BE(at + 12) / 65536 };
  }
  throw new Error("no wght axis");
}

describe("fontCharacters", () => {
  test("printable ASCII always, plus every character of the content's strings, each once, sorted", () => {
    const chars = fontCharacters([{ quote: "Café “open” — 24·7", list: ["naïve"] }]);
    expect(chars).toContain("A");
    expect(chars).toContain("~");
    for (const ch of "é“”—·ï") expect(chars).toContain(ch);
    expect(new Set(chars).size).toBe(chars.length);
    expect([...chars]).toEqual([...chars].sort());
  });

  test("control characters (a newline in a text field) are not glyphs", () => {
    expect(fontCharacters(["a\nb\t"])).not.toMatch(/[\n\t]/);
  });

  test("reads every content file, pages included, and passes over one that does not parse (the content check reports it)", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "fonts-content-"));
    fs.writeFileSync(path.join(dir, "a.json"), JSON.stringify({ name: "Señora" }));
    fs.writeFileSync(path.join(dir, "broken.json"), "{ nope");
    fs.mkdirSync(path.join(dir, "pages"));
    fs.writeFileSync(path.join(dir, "pages", "home.json"), JSON.stringify({ title: "Hours · 9–5" }));
    const characters = contentFontCharacters(dir);
    expect(characters).toContain("ñ");
    // The page files too (content/pages).
    expect(characters).toContain("·");
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

describe("writeSiteFonts", () => {
  let outDir: string;
  let written: Array<{ file: string; bytes: number }>;
  const characters = contentFontCharacters(path.join(siteDir, "content"));

  beforeAll(async () => {
    outDir = fs.mkdtempSync(path.join(os.tmpdir(), "site-fonts-"));
    written = await writeSiteFonts(siteDir, characters, outDir);
  });
  afterAll(() => fs.rmSync(outDir, { recursive: true, force: true }));

  // A character the full font lacks too (content uses U+2011, the non-breaking hyphen, which
  // neither file has) is drawn from the next font of the stack, as before.
  test.each(SITE_FONTS.map((font) => [font.file, font] as const))(
    "%s holds every character of content/ and ASCII that its source has",
    async (file, font) => {
      const codePoints = async (woff2: Buffer) => mappedCodePoints(tables(await convert(woff2, "sfnt")).get("cmap")!);
      const source = await codePoints(fs.readFileSync(path.join(siteDir, "node_modules", font.source)));
      const subset = await codePoints(fs.readFileSync(path.join(outDir, file)));
      const wanted = [...characters].map((ch) => ch.codePointAt(0)!).filter((c) => source.has(c));
      expect(wanted.length).toBeGreaterThan(95);
      expect(wanted.filter((c) => !subset.has(c)).map((c) => c.toString(16))).toEqual([]);
    },
  );

  test.each(SITE_FONTS.map((font) => [font.file, font]))("%s is still variable, over the weights the styles use only", async (file) => {
    const sfnt = await convert(fs.readFileSync(path.join(outDir, file)), "sfnt");
    expect(weightAxis(tables(sfnt).get("fvar")!)).toEqual({ min: WEIGHT_RANGE.min, max: WEIGHT_RANGE.max });
  });

  test("each subset is WOFF2 and at most 60% of its source file", () => {
    for (const font of SITE_FONTS) {
      const { bytes } = written.find((w) => w.file === font.file)!;
      const file = fs.readFileSync(path.join(outDir, font.file));
      expect(file.subarray(0, 4).toString("latin1")).toBe("wOF2");
      expect(bytes).toBe(file.length);
      expect(bytes).toBeLessThan(0.6 * fs.statSync(path.join(siteDir, "node_modules", font.source)).size);
    }
  });

  test("a second run with the same characters leaves the files untouched (no rebuild in develop)", async () => {
    // Dated a day back: a rewrite, however quick, would give them the current time.
    const dayAgo = Math.floor(Date.now() / 1000) - 86_400; // whole seconds: file times keep them exactly
    for (const font of SITE_FONTS) fs.utimesSync(path.join(outDir, font.file), dayAgo, dayAgo);
    await writeSiteFonts(siteDir, characters, outDir);
    for (const font of SITE_FONTS) expect(Math.round(fs.statSync(path.join(outDir, font.file)).mtimeMs / 1000)).toBe(dayAgo);
  });
});
