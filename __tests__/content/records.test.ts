/**
 * Rules every version of the content obeys, not the launch content itself (the spec's constants
 * are in specConstants.json): adding a program or a story as docs/content.md describes keeps these
 * green, and a record that breaks a rule names itself in the failure.
 */
import path from "path";
import { contrastWithWhite } from "../../plugins/content-validation";
import { COUNTED_RECORD_NAMES, COUNTED_RECORDS, countsFromDocs, fillTokens, formatUsdCompact } from "../../plugins/content-schema";
import { loadContent } from "./loadContent";
import programsSchema from "../../content/schemas/programs.schema.json";

/** The brand's program accents: the schema's enum of a program's colour. */
const PROGRAM_ACCENTS: string[] = programsSchema.properties.programs.items.properties.color.enum;

const docs = loadContent();
// The pages' copy cites counts too (content/pages/*.json, each a page of blocks).
const pageDocs = new Map([...loadContent(path.join(__dirname, "..", "..", "content", "pages"))].map(([name, doc]) => [`pages/${name}`, doc]));
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the schemas (tested elsewhere) give the shapes
const list = (file: string, key: string): any[] => docs.get(file)[key];
const programs = list("programs.json", "programs");
const stories = list("stories.json", "stories");
const areas = list("researchAreas.json", "areas");
const publications = list("publications.json", "publications");
const timeline = list("timeline.json", "entries");
const stats = docs.get("stats.json");
const site = docs.get("site.json");
const counts = countsFromDocs(docs);

describe("programs", () => {
  // Eight accents: a ninth program repeats one, never its neighbour's (docs/content.md, "Add a program").
  test("neighbours differ in colour, as many accents are used as there are, and white text on each reaches 4.5:1 (WCAG AA)", () => {
    const colors = programs.map((p) => p.color.toLowerCase());
    colors.slice(1).forEach((color, i) => expect([programs[i + 1].name, color]).not.toEqual([programs[i + 1].name, colors[i]]));
    expect(new Set(colors).size).toBe(Math.min(programs.length, PROGRAM_ACCENTS.length));
    for (const program of programs) expect([program.name, contrastWithWhite(program.color) >= 4.5]).toEqual([program.name, true]);
  });

  test("summary is one sentence, description two or three", () => {
    const sentences = (text: string) => text.split(/(?<=[.!?])\s+(?=[A-Z])/).length;
    for (const program of programs) {
      expect([program.name, sentences(program.summary)]).toEqual([program.name, 1]);
      expect([program.name, Math.min(Math.max(sentences(program.description), 2), 3)]).toEqual([program.name, sentences(program.description)]);
    }
  });
});

// A story's program and photo, like every reference, icon and slug, are the validator's to check.
test("stories: first names only", () => {
  for (const story of stories) expect(story.name).toMatch(/^[A-Z][a-z]+$/);
});

test("publications have authors, a journal and a year not in the future", () => {
  for (const publication of publications) {
    expect(publication.authors.length).toBeGreaterThan(0);
    expect(publication.journal).not.toBe("");
    expect(publication.year).toBeGreaterThanOrEqual(site.foundingYear);
    expect(publication.year).toBeLessThanOrEqual(new Date().getUTCFullYear());
  }
});

test("the timeline starts at the founding year and runs forward", () => {
  const years = timeline.map((e) => e.year);
  expect(years[0]).toBe(site.foundingYear);
  expect([...years].sort((a, b) => a - b)).toEqual(years);
});

test("the research figures are the sum of the area funding, rounded down", () => {
  const total = areas.reduce((sum: number, area: { fundingUsd: number }) => sum + area.fundingUsd, 0);
  expect(stats.home[0].value).toBe(formatUsdCompact(total));
  expect(stats.research[0].value).toBe(formatUsdCompact(total));
});

describe("counts cited in the copy match the records", () => {
  // That every {token} is one the records fill: the build's content check
  // (plugins/content-validation/records.test.ts "unknown {token}").
  test.each(COUNTED_RECORD_NAMES)("%s: a number before its noun is the number of records", (stem) => {
    const nouns: Record<string, string> = {
      program: "programs",
      story: "stories",
      step: "steps?",
      deadline: "deadlines",
      requirement: "requirements",
      researchArea: "areas",
      publication: "publications",
      value: "values|commitments",
    };
    const words = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"];
    const pattern = new RegExp(`\\b(\\d+|${words.join("|")})[ -](${nouns[stem]})\\b`, "gi");
    for (const [name, doc] of [...docs, ...pageDocs]) {
      if (name === COUNTED_RECORDS[stem].file) continue;
      const texts: string[] = [];
      const gather = (value: unknown) => {
        if (typeof value === "string") texts.push(fillTokens(value, counts));
        else if (Array.isArray(value)) value.forEach(gather);
        else if (value && typeof value === "object") Object.values(value).forEach(gather);
      };
      gather(doc);
      for (const text of texts) {
        for (const match of text.matchAll(pattern)) {
          const n = /^\d+$/.test(match[1]) ? Number(match[1]) : words.indexOf(match[1].toLowerCase());
          expect([name, match[0], n]).toEqual([name, match[0], counts[stem]]);
        }
      }
    }
  });

  test("the about page's program figure follows the records", () => {
    expect(fillTokens(stats.about.find((s: { label: string }) => s.label === "Programs").value, counts)).toBe(String(programs.length));
  });
});
