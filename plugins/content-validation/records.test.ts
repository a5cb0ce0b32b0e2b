/**
 * @jest-environment node
 *
 * Each test breaks one thing in a throw-away copy of content/ and checks that the problem line
 * names the file, the record and the field, so a maintainer can go straight to it.
 */
import fs from "fs";
import path from "path";
import { contentCopy } from "../../__tests__/support/contentCopy";
import { ICON_NAMES } from "../content-schema";

const KNOWN_TOKENS =
  "{programCount}, {storyCount}, {stepCount}, {deadlineCount}, {requirementCount}, {researchAreaCount}, {publicationCount}, {valueCount}, {doctorateCount}, {seatCount}, {studentCount}, {facultyCount}, each also spelled out as {xCountInWords} or {XCountInWords}; {studentCountRounded}; {studentFacultyRatio}";

const realContentDir = path.join(__dirname, "..", "..", "content");
const copy = contentCopy();
const { read, write, problems, problemsAfter } = copy;

test("the untouched copy is clean (so every failure below comes from its one edit)", () => {
  expect(problems()).toEqual([]);
});

test("missing required field", () => {
  expect(problemsAfter("programs.json", (d) => delete d.programs[1].degree)).toEqual([
    'content/programs.json: programs[1] "Graduate Studies": field "degree" is required',
  ]);
});

test("wrong type", () => {
  expect(problemsAfter("programs.json", (d) => (d.programs[3].duration.maxYears = "four"))).toEqual([
    'content/programs.json: programs[3] "Optometry": field "duration.maxYears" must be an integer (got "four")',
  ]);
});

test("unknown field", () => {
  expect(problemsAfter("programs.json", (d) => (d.programs[0].colour = "#123456"))).toEqual([
    'content/programs.json: programs[0] "Dental Medicine": unknown field "colour"',
  ]);
});

test("unknown nested field names its path", () => {
  expect(problemsAfter("programs.json", (d) => (d.programs[2].duration.weeks = 3))).toEqual([
    'content/programs.json: programs[2] "Health Sciences": unknown field "duration.weeks"',
  ]);
});

test("empty string", () => {
  expect(problemsAfter("stories.json", (d) => (d.stories[2].quote = ""))).toEqual([
    'content/stories.json: stories[2] "Priya": field "quote" must not be empty',
  ]);
});

test("blank string", () => {
  expect(problemsAfter("coreValues.json", (d) => (d.values[1].description = "   "))).toEqual([
    'content/coreValues.json: values[1] "Excellence": field "description" must not be blank',
  ]);
});

test("wrong constant value", () => {
  expect(
    problemsAfter("pages/admissions.json", (d) => (d.blocks.find((b: { type: string }) => b.type === "processSteps").id = "how-to-apply")),
  ).toContainEqual(
    expect.stringMatching(/^content\/pages\/admissions\.json: blocks\[\d\].*field "id" must be "apply" \(got "how-to-apply"\)/),
  );
});

test("broken JSON syntax reports line and column", () => {
  const file = path.join(copy.dir, "timeline.json");
  const lines = fs.readFileSync(file, "utf8").split("\n");
  // Drop the comma that ends the second entry: the next entry's "{" is then unexpected.
  const line = lines.findIndex((text) => text.includes('"year": 1950'));
  lines[line] = lines[line].replace(/},\s*$/, "}");
  fs.writeFileSync(file, lines.join("\n"));
  const column = lines[line + 1].indexOf("{") + 1;
  expect(problems()).toEqual([
    `content/timeline.json: invalid JSON at line ${line + 2}, column ${column}: Unexpected token "{": missing comma, put a "," after the previous item`,
  ]);
});

test("a trailing comma and an unterminated file name their likely cause", () => {
  fs.writeFileSync(
    path.join(copy.dir, "requirements.json"),
    '{\n  "$schema": "./schemas/requirements.schema.json",\n  "requirements": ["a",]\n}\n',
  );
  fs.writeFileSync(path.join(copy.dir, "stats.json"), '{\n  "home": [\n');
  expect(problems()).toEqual([
    'content/requirements.json: invalid JSON at line 3, column 23: trailing comma: remove the "," after the last item (JSON allows no comma before "]")',
    'content/stats.json: invalid JSON at line 3, column 1: Unexpected end of input: missing closing "]" for the "[" at line 2, column 11',
  ]);
});

test("unknown photo key", () => {
  expect(problemsAfter("stories.json", (d) => (d.stories[1].photo = "testimonial-man-coats"))).toEqual([
    'content/stories.json: stories[1] "Luis": field "photo" refers to unknown photo "testimonial-man-coats" (not a key in photos.json): did you mean "testimonial-man-coast"?',
  ]);
});

test("unknown icon: the message lists the allowed names (the enum in defs.schema.json), no source file", () => {
  expect(ICON_NAMES).toContain("ShieldCheck");
  expect(problemsAfter("coreValues.json", (d) => (d.values[2].icon = "Shield-Check"))).toEqual([
    `content/coreValues.json: values[2] "Integrity": field "icon" refers to unknown icon "Shield-Check": did you mean "ShieldCheck"? Allowed icons: ${ICON_NAMES.join(", ")}`,
  ]);
});

test("unknown program name", () => {
  expect(problemsAfter("deadlines.json", (d) => (d.deadlines[3].program = "Pharmacology"))).toEqual([
    'content/deadlines.json: deadlines[3] "Pharmacology": field "program" refers to unknown program "Pharmacology" (not a name in programs.json): did you mean "Pharmacy"?',
  ]);
});

test("unknown call-to-action id", () => {
  const lines = problemsAfter("pages/home.json", (d) => {
    expect(d.blocks[0].type).toBe("hero");
    d.blocks[0].actions[0] = "applyNoww";
  });
  expect(lines).toEqual([
    'content/pages/home.json: blocks[0] "hero": field "actions[0]" refers to unknown call to action "applyNoww" (not an id in site.json callsToAction): did you mean "applyNow"?',
  ]);
});

test("unknown link route", () => {
  expect(problemsAfter("site.json", (d) => (d.nav[1].to = "/admission"))).toEqual([
    expect.stringMatching(/^content\/site\.json: nav\[1\] "Admissions": field "to" links to unknown route "\/admission" \(pages: \//),
  ]);
});

test("a page may be written with or without its trailing slash (Gatsby's <Link> adds it)", () => {
  expect(
    problemsAfter("site.json", (d) => {
      d.nav[1].to = "/admissions/";
      d.callsToAction[0].to = "/admissions/#apply";
    }),
  ).toEqual([]);
  expect(problemsAfter("site.json", (d) => (d.nav[1].to = "/admission/"))).toEqual([
    expect.stringMatching(/links to unknown route "\/admission" \(pages: \//),
  ]);
});

test("unknown anchor", () => {
  expect(problemsAfter("site.json", (d) => (d.callsToAction[0].to = "/admissions#aply"))).toEqual([
    expect.stringMatching(
      /^content\/site\.json: callsToAction\[0\] "Apply Now": field "to" links to unknown anchor "#aply" on "\/admissions" \(anchors there: .*#apply/,
    ),
  ]);
});

test("program slugs are anchors of /academics; other link forms are accepted or named", () => {
  expect(
    problemsAfter("site.json", (d) => {
      d.footer.resources[0].to = "/academics#pharmacy";
      d.footer.resources[1].to = "https://library.example.edu";
      d.footer.resources[2].to = "mailto:careers@bcu.example.edu";
      d.footer.resources[3].to = "tel:+17275550142";
    }),
  ).toEqual([]);
  expect(problemsAfter("site.json", (d) => (d.footer.resources[0].to = "academics"))).toEqual([
    expect.stringContaining(
      'content/site.json: footer.resources[0] "Libraries": field "to" links to "academics", which is not a link target',
    ),
  ]);
});

test("each program's How to Apply is an anchor of its page; /admissions no longer lists the paths", () => {
  expect(problemsAfter("site.json", (d) => (d.callsToAction[0].to = "/academics/pharmacy#how-to-apply"))).toEqual([]);
  expect(problemsAfter("site.json", (d) => (d.callsToAction[0].to = "/admissions#apply-pharmacy"))).toEqual([
    expect.stringContaining('field "to" links to unknown anchor "#apply-pharmacy" on "/admissions"'),
  ]);
});

test("unknown {token}", () => {
  expect(problemsAfter("stats.json", (d) => (d.about[2].value = "{programCnt}"))).toEqual([
    `content/stats.json: about[2] "Programs": field "value" uses unknown token "{programCnt}": did you mean "{programCount}"? (known: ${KNOWN_TOKENS})`,
  ]);
});

test("a field's own x-tokens do not leak to other fields", () => {
  // site.ui.slideOf may say {n} and {total}; ui.nextSlide may not.
  expect(problemsAfter("site.json", (d) => (d.ui.nextSlide = "Show story {n}"))).toEqual([
    `content/site.json: field "ui.nextSlide" uses unknown token "{n}" (known: ${KNOWN_TOKENS})`,
  ]);
});

test("missing $schema", () => {
  expect(problemsAfter("deadlines.json", (d) => delete d.$schema)).toEqual([
    'content/deadlines.json: field "$schema" is required: name the file\'s schema, e.g. "./schemas/deadlines.schema.json"',
  ]);
});

test("$schema naming a file that does not exist", () => {
  expect(problemsAfter("timeline.json", (d) => (d.$schema = "./schemas/timelines.schema.json"))).toEqual([
    'content/timeline.json: field "$schema" names "./schemas/timelines.schema.json", which is not a file in content/schemas',
  ]);
});

test("duplicate program slug", () => {
  expect(
    problemsAfter("programs.json", (d) => {
      d.programs[7].slug = "pharmacy";
      // Its own related programs may not name the slug it now has.
      d.programs[7].related = d.programs[7].related.map((slug: string) => (slug === "pharmacy" ? "dental-medicine" : slug));
    }),
  ).toEqual(['content/programs.json: programs[7] "Veterinary Medicine": field "slug" repeats "pharmacy", already used by programs[5]']);
});

test("inverted duration", () => {
  expect(problemsAfter("programs.json", (d) => (d.programs[1].duration = { minYears: 3, maxYears: 2 }))).toEqual([
    'content/programs.json: programs[1] "Graduate Studies": field "duration.minYears" must not exceed "duration.maxYears" (got 3 > 2)',
  ]);
});

test("a call to action with two destinations", () => {
  expect(problemsAfter("site.json", (d) => (d.callsToAction[1].phone = true))).toEqual([
    expect.stringMatching(/^content\/site\.json: callsToAction\[1\] "Apply": does not match any allowed form/),
  ]);
});

test("every problem in every file is reported at once", () => {
  const programs = read("programs.json");
  programs.programs[3].duration.maxYears = "four";
  programs.programs[0].colour = "#123456";
  write("programs.json", programs);
  const stories = read("stories.json");
  stories.stories[1].photo = "portrait-99";
  write("stories.json", stories);
  fs.writeFileSync(path.join(copy.dir, "timeline.json"), "{ oops }");
  const lines = problems();
  expect(lines).toHaveLength(4);
  expect(lines).toEqual(
    expect.arrayContaining([
      expect.stringContaining('programs[0] "Dental Medicine": unknown field "colour"'),
      expect.stringContaining('programs[3] "Optometry": field "duration.maxYears"'),
      expect.stringContaining('stories[1] "Luis": field "photo"'),
      expect.stringContaining("content/timeline.json: invalid JSON at line 1, column 3: "),
    ]),
  );
});

test("a broken schema is reported, not thrown", () => {
  const schema = read("schemas/timeline.schema.json");
  schema.properties.entries.items.properties.year = { type: "integr" };
  write("schemas/timeline.schema.json", schema);
  expect(problems()).toEqual([expect.stringMatching(/^content\/schemas\/timeline\.schema\.json: invalid schema: /)]);
});

test("an unknown x-ref kind is a schema error", () => {
  const schema = read("schemas/stories.schema.json");
  schema.properties.stories.items.properties.photo = { type: "string", "x-ref": "picture" };
  write("schemas/stories.schema.json", schema);
  expect(problems()).toEqual([expect.stringMatching(/^content\/schemas\/stories\.schema\.json: invalid schema: /)]);
});

test("a missing content file is named once, without follow-on errors", () => {
  fs.rmSync(path.join(copy.dir, "photos.json"));
  expect(problems()).toEqual([
    "content/photos.json: is missing: the site needs it (its schema is content/schemas/photos.schema.json); restore it, e.g. with git checkout -- content/photos.json",
  ]);
});

test("every content file names a schema that exists", () => {
  for (const name of fs.readdirSync(realContentDir).filter((file) => file.endsWith(".json"))) {
    const declared = JSON.parse(fs.readFileSync(path.join(realContentDir, name), "utf8")).$schema;
    expect(declared).toMatch(/^\.\/schemas\/[A-Za-z]+\.schema\.json$/);
    expect(fs.existsSync(path.join(realContentDir, declared))).toBe(true);
  }
});
