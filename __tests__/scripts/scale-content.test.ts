/** @jest-environment node */
import fs from "fs";
import os from "os";
import path from "path";
import { validateContentDir } from "../../plugins/content-validation";
import { scaleContent, type ScalableContent } from "../../scripts/lib/scale-content";

const root = path.join(__dirname, "..", "..");
const contentDir = path.join(root, "content");
const read = (name: string) => JSON.parse(fs.readFileSync(path.join(contentDir, name), "utf8"));
const content = (): ScalableContent => ({
  programs: read("programs.json"),
  photos: read("photos.json"),
  deadlines: read("deadlines.json"),
});
const originals = content().programs.programs;

/** The product's content validation over a copy of content/ with the scaled files in it. */
function validateScaled(factor: number) {
  const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "scale-content-")), "content");
  fs.cpSync(contentDir, dir, { recursive: true });
  const scaled = scaleContent(content(), factor);
  for (const name of ["programs", "photos", "deadlines"] as const)
    fs.writeFileSync(path.join(dir, `${name}.json`), JSON.stringify(scaled[name]));
  try {
    return { scaled, problems: validateContentDir(dir) };
  } finally {
    fs.rmSync(path.dirname(dir), { recursive: true, force: true });
  }
}

test("factor 1 is the content as it is", () => {
  expect(scaleContent(content(), 1)).toEqual(content());
});

test.each([10, 100])("x%i: valid by the product's own validation, with unique program names, slugs and photos", (factor) => {
  const { scaled, problems } = validateScaled(factor);
  expect(problems).toEqual([]);
  const programs = scaled.programs.programs;
  expect(programs).toHaveLength(originals.length * factor);
  for (const field of ["slug", "name", "photo"]) expect(new Set(programs.map((p) => p[field])).size).toBe(programs.length);
});

test("the originals come first and unchanged; copy k has its program's record under a generated name and slug", () => {
  const scaled = scaleContent(content(), 3);
  const programs = scaled.programs.programs;
  expect(programs.slice(0, originals.length)).toEqual(originals);
  const copy = programs[originals.length * 2 + 1]; // copy 3 of the second program
  const source = originals[1];
  expect(copy.slug).toBe(`${String(source.slug)}-track-3`);
  expect(copy.name).toBe(`${String(source.name)}, Track 3`);
  const { slug, name, photo, ...rest } = copy;
  const { slug: s, name: n, photo: p, ...sourceRest } = source;
  expect(rest).toEqual(sourceRest);
  expect([slug, name, photo]).not.toEqual([s, n, p]);
  // its photo is an alias: the same picture under a key of its own
  const photos = new Map(scaled.photos.photos.map((record) => [record.key, record]));
  const { key, ...picture } = photos.get(photo)!;
  const { key: sourceKey, ...sourcePicture } = photos.get(p)!;
  expect(key).not.toBe(sourceKey);
  expect(picture).toEqual(sourcePicture);
});

test("every program with a deadline has one in each copy, with the same date, and no other deadline is added", () => {
  const input = content();
  const scaled = scaleContent(input, 4);
  const dated = new Map(input.deadlines.deadlines.map((d) => [d.program, d]));
  expect(scaled.deadlines.deadlines).toHaveLength(input.deadlines.deadlines.length * 4);
  const byProgram = new Map(scaled.deadlines.deadlines.map((d) => [d.program, d]));
  for (const program of originals) {
    const source = dated.get(program.name);
    for (let k = 2; k <= 4; k++) {
      const name = `${String(program.name)}, Track ${k}`;
      const deadline = byProgram.get(name);
      if (source) expect(deadline).toEqual({ ...source, program: name });
      else expect(deadline).toBeUndefined();
    }
  }
});

test("the input is left as it was", () => {
  const input = content();
  scaleContent(input, 5);
  expect(input).toEqual(content());
});

test("a factor that is not a whole number >= 1 is refused", () => {
  expect(() => scaleContent(content(), 0)).toThrow(/factor/);
  expect(() => scaleContent(content(), 2.5)).toThrow(/factor/);
});
