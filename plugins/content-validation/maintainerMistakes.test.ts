/**
 * @jest-environment node
 *
 * The mistakes a new maintainer made when following README.md (issue 13, "Why"), each in a
 * throw-away copy of content/: every one must give one line naming the file, the record and the
 * field, in words the maintainer can act on. Passed deadlines warn without failing.
 */
import fs from "fs";
import path from "path";
import { contentWarnings, formatProblem } from ".";
import { contentCopy, type Json } from "../../__tests__/support/contentCopy";

const copy = contentCopy();
const { problems, problemsAfter } = copy;

/** A program's slug changed, as a maintainer renames it: the other programs' related slugs follow. */
function renameSlug(doc: Json, i: number, slug: string): void {
  const old: string = doc.programs[i].slug;
  doc.programs[i].slug = slug;
  for (const program of doc.programs as Json[]) program.related = program.related.map((s: string) => (s === old ? slug : s));
}

test("a program colour too light for white text", () => {
  // The schema offers only the brand's program accents; the contrast rule says why a colour fails.
  expect(problemsAfter("programs.json", (d) => (d.programs[0].color = "#ffff00"))).toEqual([
    expect.stringMatching(
      /^content\/programs\.json: programs\[0\] "Dental Medicine": field "color" must be one of "#0b4f6c", .* \(got "#ffff00"\)$/,
    ),
    'content/programs.json: programs[0] "Dental Medicine": field "color" "#ffff00" is too light for the white text on it: contrast 1.07:1, needs at least 4.5:1 (choose one of the brand\'s program accents listed in programs.schema.json, e.g. "#0e6e6d")',
  ]);
});

test("a date that is not on the calendar", () => {
  expect(
    problemsAfter("deadlines.json", (d) => {
      d.deadlines[3].date = "2027-02-30";
    }),
  ).toEqual([
    'content/deadlines.json: deadlines[3] "Pharmacy": field "date" is not a real calendar date: February 2027 has 28 days (got "2027-02-30")',
  ]);
});

test("a date in another format gets the format and an example, not a pattern", () => {
  expect(problemsAfter("deadlines.json", (d) => (d.deadlines[3].date = "03/01/2026"))).toEqual([
    'content/deadlines.json: deadlines[3] "Pharmacy": field "date" must be a date: write dates as YYYY-MM-DD, e.g. 2026-03-01 (got "03/01/2026")',
  ]);
});

test("a program slug that is a number is refused: /academics/2/ is a page of the program list", () => {
  expect(problemsAfter("programs.json", (d) => renameSlug(d, 2, "2"))).toEqual([
    'content/programs.json: programs[2] "Health Sciences": field "slug" must be lowercase words joined by single hyphens, starting with a letter, e.g. "our-programs" (got "2")',
  ]);
});

test("a slug with capitals or spaces gets plain words and an example", () => {
  expect(problemsAfter("programs.json", (d) => renameSlug(d, 2, "Health Sciences"))).toEqual([
    'content/programs.json: programs[2] "Health Sciences": field "slug" must be lowercase words joined by single hyphens, starting with a letter, e.g. "our-programs" (got "Health Sciences")',
  ]);
});

test("a dated deadline needs the application cycle", () => {
  expect(problemsAfter("deadlines.json", (d) => delete d.cycle)).toEqual(
    (
      JSON.parse(fs.readFileSync(path.join(copy.dir, "deadlines.json"), "utf8")) as { deadlines: { program: string; date?: string }[] }
    ).deadlines.flatMap((d, i) =>
      d.date
        ? [
            `content/deadlines.json: deadlines[${i}] "${d.program}": field "date" ${d.date} has no application cycle: add "cycle" at the top of the file (its "name", "entering", "opens" and "nextOpens"), which the statuses are computed against`,
          ]
        : [],
    ),
  );
});

test("a cycle whose dates are out of order", () => {
  expect(
    problemsAfter("deadlines.json", (d) => {
      d.cycle.opens = "2026-06-01";
      d.cycle.nextOpens = "2026-05-01";
    }),
  ).toContain(
    'content/deadlines.json: field "cycle.nextOpens" 2026-05-01 is not after "opens" 2026-06-01: the next cycle opens after this one (dates out of order)',
  );
});

test("a deadline before its cycle opens", () => {
  expect(problemsAfter("deadlines.json", (d) => (d.deadlines[3].date = "2026-05-01"))).toEqual([
    'content/deadlines.json: deadlines[3] "Pharmacy": field "date" 2026-05-01 is before the cycle of "2026-27 application cycle" opens (2026-06-01): dates out of order',
  ]);
});

test("a deadline on or after the next cycle's opening", () => {
  expect(problemsAfter("deadlines.json", (d) => (d.deadlines[3].date = "2027-06-01"))).toEqual([
    'content/deadlines.json: deadlines[3] "Pharmacy": field "date" 2027-06-01 is not before the next cycle opens (2027-06-01): dates out of order',
  ]);
});

test("a deadline's status cannot be written by hand: it is computed from the date", () => {
  expect(problemsAfter("deadlines.json", (d) => (d.deadlines[3].status = "Open"))).toEqual([
    expect.stringMatching(/^content\/deadlines\.json: deadlines\[3\] "Pharmacy": .*"status"/),
  ]);
});

test("the phone's display changed but not the number the links dial", () => {
  expect(problemsAfter("site.json", (d) => (d.phone.display = "(727) 555-0199"))).toEqual([
    'content/site.json: field "phone.display" shows the digits 7275550199 but "phone.e164" is "+17275550142", the number the call links dial: change both together',
  ]);
  // The same number written another way is fine, with or without the country code.
  expect(problemsAfter("site.json", (d) => (d.phone.display = "+1 727-555-0142"))).toEqual([]);
});

test("markup in a text field", () => {
  expect(problemsAfter("programs.json", (d) => (d.programs[1].description = `<b>New</b> ${d.programs[1].description}`))).toEqual([
    'content/programs.json: programs[1] "Graduate Studies": field "description" contains markup "<b>": write plain text (the site shows text exactly as written, so "<b>" would appear on the page)',
  ]);
  expect(problemsAfter("programs.json", (d) => (d.programs[1].description = "Research &amp; practice. Two sentences."))).toEqual([
    expect.stringContaining('field "description" contains markup "&amp;"'),
  ]);
});

test("an icon typo suggests the name and lists the allowed ones, never a source file", () => {
  const [line] = problemsAfter("programs.json", (d) => (d.programs[0].icon = "smile"));
  expect(line).toMatch(
    /^content\/programs\.json: programs\[0\] "Dental Medicine": field "icon" refers to unknown icon "smile": did you mean "Smile"\? Allowed icons: Accessibility, .*, Smile, /,
  );
  expect(line).not.toMatch(/src\//);
});

test("a route typo suggests the route", () => {
  expect(problemsAfter("site.json", (d) => (d.callsToAction[0].to = "/admision"))).toEqual([
    expect.stringMatching(/links to unknown route "\/admision" \(pages: .*\): did you mean "\/admissions"\?$/),
  ]);
});

test("a count written by hand instead of its token", () => {
  expect(
    problemsAfter("pages/admissions.json", (d) => (d.blocks[1].intro = d.blocks[1].intro.replace("{StepCountInWords}", "Four"))),
  ).toEqual([
    'content/pages/admissions.json: blocks[1] "apply": field "intro" cites a count by hand ("Four steps"): write {StepCountInWords} instead of "Four" so it follows applicationSteps.json',
  ]);
});

test("passed dated deadlines are warnings that name each one; rolling ones never pass; an all-passed cycle says roll it", () => {
  const deadlines = (
    JSON.parse(fs.readFileSync(path.join(copy.dir, "deadlines.json"), "utf8")) as { deadlines: { program: string; date?: string }[] }
  ).deadlines;
  const dates = deadlines.flatMap((d) => (d.date ? [d.date] : [])).sort();
  // The day after the first deadline: some passed, not all.
  const today = new Date(Date.parse(`${dates[0]}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  const passed = deadlines.flatMap((d, i) => (d.date && d.date < today ? [{ ...d, i }] : []));
  expect(passed.length).toBeGreaterThan(0);
  const warnings = contentWarnings(copy.dir, today).map(formatProblem);
  expect(warnings).toEqual(
    passed.map(
      ({ i, program, date }) =>
        `content/deadlines.json: deadlines[${i}] "${program}": field "date" ${date} has passed (today is ${today}): the site shows it as closed, with no calendar file; roll the cycle when its last deadline has passed (docs/content.md, "Roll the application cycle")`,
    ),
  );
  for (const rolling of deadlines.filter((d) => !d.date)) expect(warnings.join("\n")).not.toContain(`"${rolling.program}"`);
  expect(contentWarnings(copy.dir, "1999-12-31")).toEqual([]);
  // The day after the last one: every dated deadline, then the cycle.
  const after = new Date(Date.parse(`${dates[dates.length - 1]}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  // (By then the events have passed too: their warning is eventRules.test.ts's.)
  const all = contentWarnings(copy.dir, after)
    .filter((warning) => warning.file === "content/deadlines.json")
    .map(formatProblem);
  expect(all).toHaveLength(dates.length + 1);
  expect(all[all.length - 1]).toMatch(
    /^content\/deadlines\.json: field "cycle" every dated deadline of "[^"]+" has passed .*: roll the cycle/,
  );
  // Warnings never fail validation.
  expect(problems()).toEqual([]);
});

test("a program outcome over 100 percent", () => {
  expect(problemsAfter("programs.json", (d) => (d.programs[0].outcomes[0].results[2].percent = 960))).toEqual([
    'content/programs.json: programs[0] "Dental Medicine": field "outcomes[0].results[2].percent" must be <= 100 (got 960)',
  ]);
});

test("a curriculum year past the program's length", () => {
  expect(problemsAfter("programs.json", (d) => (d.programs[0].curriculum[3].year = 5))).toEqual([
    'content/programs.json: programs[0] "Dental Medicine": field "curriculum[3].year" is 5, but the program lasts at most 4 years ("duration.maxYears"): number the years from 1 to 4',
  ]);
});

test("curriculum years out of order", () => {
  expect(problemsAfter("programs.json", (d) => (d.programs[0].curriculum[1].year = 3))).toEqual([
    'content/programs.json: programs[0] "Dental Medicine": field "curriculum[1].year" is 3, but entry 2 of the curriculum must be year 2: list the years in order, once each',
  ]);
});

test("a program's requirements left out or empty", () => {
  expect(problemsAfter("programs.json", (d) => (d.programs[2].application.requirements = []))).toEqual([
    expect.stringMatching(/^content\/programs\.json: programs\[2\] "Health Sciences": field "application\.requirements" /),
  ]);
  expect(problemsAfter("programs.json", (d) => delete d.programs[2].application.requirements)).toEqual([
    'content/programs.json: programs[2] "Health Sciences": field "application.requirements" is required',
  ]);
});

test("an accreditor's name left empty", () => {
  expect(problemsAfter("programs.json", (d) => (d.programs[5].accreditation.body = ""))).toEqual([
    expect.stringMatching(/^content\/programs\.json: programs\[5\] "Pharmacy": field "accreditation\.body" must not be (empty|blank)/),
  ]);
});

test("two programs with the same hero photo", () => {
  expect(problemsAfter("programs.json", (d) => (d.programs[1].photo = d.programs[0].photo))).toEqual([
    'content/programs.json: programs[1] "Graduate Studies": field "photo" uses the photo "dentist-xray", already used by content/programs.json programs[0] "Dental Medicine" (field "photo"): use each photo on one page only (README, "Photos"); photos.json lists others, or add one',
  ]);
});

test("a page's photo that a program's hero already shows", () => {
  // The second use is named, with the first: here a later page file's block.
  const problems = problemsAfter("pages/research.json", (d) => {
    d.blocks.find((b: { photo?: string }) => typeof b.photo === "string" && b.photo !== d.blocks[0].photo).photo = "dentist-xray";
  });
  expect(problems).toEqual([
    expect.stringMatching(
      /^content\/pages\/research\.json: blocks\[\d+\] "[^"]+": field "photo" uses the photo "dentist-xray", already used by content\/programs\.json programs\[0\] "Dental Medicine" \(field "photo"\): use each photo on one page only/,
    ),
  ]);
});

test("a call to action writing to an e-mail site.json does not have", () => {
  const i = (copy.read("site.json").callsToAction as Json[]).findIndex((cta) => cta.email === "compliance");
  expect(i).toBeGreaterThanOrEqual(0);
  expect(problemsAfter("site.json", (d) => delete d.emails.compliance)).toEqual([
    expect.stringMatching(
      new RegExp(
        `^content/site\\.json: callsToAction\\[${i}\\] "[^"]+": field "email" names the e-mail "compliance", which is not a key of site\\.json "emails"`,
      ),
    ),
    expect.stringMatching(/field "email" names the e-mail "compliance", which is not a key of site\.json "emails"/),
  ]);
});

test("a page's contact block naming an e-mail site.json does not have", () => {
  expect(problemsAfter("pages/careers.json", (d) => (d.blocks.find((b: { type: string }) => b.type === "contact").email = "jobs"))).toEqual(
    [
      expect.stringMatching(
        /^content\/pages\/careers\.json: blocks\[\d\] "apply-for-a-job": field "email" names the e-mail "jobs", which is not a key of site\.json "emails"/,
      ),
    ],
  );
});

test("two pages with one path", () => {
  // Both pages are named; and the footer's link to the page that lost its path is caught too.
  expect(problemsAfter("pages/careers.json", (d) => (d.path = "/libraries/"))).toEqual([
    'content/pages/libraries.json: field "path" "/libraries/" is also the path of content/pages/careers.json: give each page its own',
    expect.stringMatching(/^content\/site\.json: footer\.resources\[2\] "Careers": field "to" links to unknown route "\/careers"/),
  ]);
});

test("a program page's section on a content page: it reads the page's program, which only a program's page has", () => {
  expect(
    problemsAfter("pages/careers.json", (d) =>
      d.blocks.push({ type: "programText", show: "story", id: "a-students-view", heading: "A Student's View" }),
    ),
  ).toEqual([
    expect.stringMatching(
      /^content\/pages\/careers\.json: blocks\[\d\] "a-students-view": field "type" names a block that shows the page's program, a section of every program's page: move it to content\/programPage\.json's "blocks"$/,
    ),
  ]);
});

test("a program page without its How to Apply section, where every Apply for a program leads", () => {
  expect(
    problemsAfter("programPage.json", (d) => (d.blocks = d.blocks.filter((b: { type: string }) => b.type !== "programApply"))),
  ).toEqual([
    'content/programPage.json: field "blocks" must hold one programApply block (got 0): every Apply button of a program leads to its How to Apply section',
  ]);
});

test("a program's own figures on a content page: only a program's page has a program", () => {
  expect(
    problemsAfter("pages/research.json", (d) => (d.blocks.find((b: { type: string }) => b.type === "figures").figures = "classProfile")),
  ).toEqual([
    expect.stringMatching(
      /^content\/pages\/research\.json: blocks\[\d\] "[a-z-]+": field "figures" "classProfile" shows the page's program, so only content\/programPage\.json's blocks may name it$/,
    ),
  ]);
});

/** The about page's core values: a points block of records. */
const coreValuesBlock = (d: { blocks: { type: string; records?: string; items?: unknown[] }[] }) =>
  d.blocks.find((b) => b.records === "coreValues")!;
/** The home page's photo band of points. */
const photoBand = (d: { blocks: { type: string; layout?: string; photo?: string; items: { icon?: string }[] }[] }) =>
  d.blocks.find((b) => b.layout === "photo")!;

test("points both written in the block and named as records", () => {
  expect(
    problemsAfter("pages/about.json", (d) => (coreValuesBlock(d).items = [{ title: "Care", description: "We care.", icon: "Heart" }])),
  ).toEqual([
    expect.stringMatching(/^content\/pages\/about\.json: blocks\[\d\] "values": needs exactly one of the fields "items" or "records"$/),
  ]);
});

test("points neither written in the block nor named as records", () => {
  expect(problemsAfter("pages/about.json", (d) => delete coreValuesBlock(d).records)).toEqual([
    expect.stringMatching(/^content\/pages\/about\.json: blocks\[\d\] "values": needs exactly one of the fields "items" or "records"$/),
  ]);
});

test("a photo band of points without its photo", () => {
  expect(problemsAfter("pages/home.json", (d) => delete photoBand(d).photo)).toEqual([
    expect.stringMatching(/^content\/pages\/home\.json: blocks\[\d\] "explore-by-location": field "photo" is required$/),
  ]);
});

test("a point without the icon its layout draws", () => {
  expect(problemsAfter("pages/home.json", (d) => delete photoBand(d).items[0].icon)).toEqual([
    expect.stringMatching(/^content\/pages\/home\.json: blocks\[\d\] "explore-by-location": field "items\[0\]\.icon" is required$/),
  ]);
});

test("a checklist both written in the block and named as records", () => {
  expect(
    problemsAfter(
      "pages/admissions.json",
      (d) => (d.blocks.find((b: { records?: string }) => b.records === "requirements").items = ["A degree"]),
    ),
  ).toEqual([
    expect.stringMatching(
      /^content\/pages\/admissions\.json: blocks\[\d\] "requirements": needs exactly one of the fields "items" or "records"$/,
    ),
  ]);
});
