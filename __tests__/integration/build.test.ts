/**
 * @jest-environment node
 *
 * End to end, in one copy of the project (scripts/lib/project-copy.ts), a failing build as a
 * maintainer meets it (issue 13):
 * - `gatsby build` itself, with a malformed record, stops with the file, record and field before
 *   public/ exists (the content check inside Gatsby);
 * - `npm run build` (scripts/build.mjs) with the content mistakes a maintainer made stops at the
 *   content check, before Gatsby starts, naming each, and leaves the previous public/ exactly as it
 *   was (how long the content check takes is `npm run bench`'s to report, not a test's);
 * - a build that fails later, inside Gatsby (a page whose query asks for a field that does not
 *   exist), restores the previous public/ too;
 * - a new block type is one folder: a copy of a block folder under a new name, used in a new page
 *   file, validates, is offered by the editor, builds and renders, with no other file edited.
 * That a successful build replaces public/ whole is checked on the one real build of every run:
 * scripts/e2e.mjs puts a marker into the previous public/ and fails if any of it survives.
 * The "previous build" here is a stand-in with a marker file, so any change to it shows.
 */
import { spawnSync } from "child_process";
import fs from "fs";
import os from "os";
import path from "path";
import { copyProject } from "../../scripts/lib/project-copy";
import { PROJECT_ROOT } from "../../scripts/lib/routes";
import { formatProblem, validateContentDir } from "../../plugins/content-validation";
import { decapConfigFromDir, type DecapField } from "../../scripts/edit/decapConfig";
import deadlinesFile from "../../content/deadlines.json";

let root: string;
const publicDir = () => path.join(root, "public");

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "bcu-build-"));
  copyProject(PROJECT_ROOT, root);
});

afterAll(() => {
  if (root) fs.rmSync(root, { recursive: true, force: true });
});

/** A complete-looking previous build with a marker whose survival the tests check. */
function writePreviousBuild() {
  fs.rmSync(publicDir(), { recursive: true, force: true });
  fs.mkdirSync(publicDir());
  for (const [name, text] of Object.entries({ "index.html": "<p>previous</p>", _headers: "/*\n", "marker.txt": "previous build" })) {
    fs.writeFileSync(path.join(publicDir(), name), text);
  }
}
const previousBuildIntact = () =>
  fs.readFileSync(path.join(publicDir(), "marker.txt"), "utf8") === "previous build" &&
  fs.readdirSync(publicDir()).sort().join(",") === "_headers,index.html,marker.txt" &&
  !fs.existsSync(path.join(root, ".public-last-good"));

function build(timeout: number) {
  const result = spawnSync(process.execPath, ["--import", "tsx", path.join(root, "scripts", "build.mjs")], {
    cwd: root,
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "1" },
    encoding: "utf8",
    timeout,
  });
  return { ...result, output: `${result.stdout}\n${result.stderr}` };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the edits reach into arbitrary JSON
type Json = any;
const file = (name: string) => path.join(root, "content", name);
const edit = (name: string, mutate: (doc: Json) => void) => {
  const doc = JSON.parse(fs.readFileSync(file(name), "utf8"));
  mutate(doc);
  fs.writeFileSync(file(name), JSON.stringify(doc, null, 2));
};

const MISTAKES: [string, () => void, string][] = [
  [
    "a colour too light for white text",
    () => edit("programs.json", (d) => (d.programs[0].color = "#ffff00")),
    'content/programs.json: programs[0] "Dental Medicine": field "color" "#ffff00" is too light',
  ],
  [
    "a date not on the calendar",
    () => edit("deadlines.json", (d) => (d.deadlines[2].date = "2027-02-30")),
    'content/deadlines.json: deadlines[2] "Osteopathic Medicine": field "date" is not a real calendar date',
  ],
  ["a deleted file", () => fs.rmSync(file("timeline.json")), "content/timeline.json: is missing"],
  [
    "a deadline outside its application cycle",
    () => edit("deadlines.json", (d) => (d.deadlines[3].date = d.cycle.nextOpens)),
    `content/deadlines.json: deadlines[3] "Pharmacy": field "date" ${deadlinesFile.cycle.nextOpens} is not before the next cycle opens`,
  ],
  [
    "phone display without its number",
    () => edit("site.json", (d) => (d.phone.display = "(727) 555-0199")),
    'content/site.json: field "phone.display" shows the digits 7275550199',
  ],
  [
    "markup in a description",
    () => edit("programs.json", (d) => (d.programs[1].description = `<b>New</b> ${d.programs[1].description}`)),
    'content/programs.json: programs[1] "Graduate Studies": field "description" contains markup "<b>"',
  ],
  [
    "an icon typo",
    () => edit("programs.json", (d) => (d.programs[0].icon = "Smiel")),
    'content/programs.json: programs[0] "Dental Medicine": field "icon" refers to unknown icon "Smiel": did you mean "Smile"?',
  ],
  [
    "a trailing comma",
    () =>
      fs.writeFileSync(file("requirements.json"), fs.readFileSync(file("requirements.json"), "utf8").replace(/"\s*\n(\s*)]/, '",\n$1]')),
    "content/requirements.json: invalid JSON at line",
  ],
];

// In this order, so that one cold Gatsby start serves them all: the content check first (it
// clears .cache/ to show Gatsby never started), then the one successful build, which leaves the
// compiled gatsby files and the schema in .cache/ for the two failing builds after it.
test("content mistakes stop the build before Gatsby starts, each named, and public/ is untouched", () => {
  // All at once: the check reports every problem of every file in one run (the validator's own
  // tests check each message alone), and a build that stops at it leaves public/ as it was.
  const contentBackup = fs.mkdtempSync(path.join(os.tmpdir(), "bcu-content-"));
  fs.cpSync(path.join(root, "content"), contentBackup, { recursive: true });
  try {
    writePreviousBuild();
    fs.rmSync(path.join(root, ".cache"), { recursive: true, force: true });
    for (const [, breakIt] of MISTAKES) breakIt();
    const result = build(60_000);
    expect(result.status).toBe(1);
    expect(result.output).toContain("Content validation failed:");
    for (const [, , expected] of MISTAKES) expect(result.output).toContain(expected);
    expect(result.output).toContain("build: stopped before building; public/ is unchanged.");
    // Gatsby never started: it would have written its cache and printed its bootstrap steps.
    expect(fs.existsSync(path.join(root, ".cache"))).toBe(false);
    expect(result.output).not.toMatch(/open and validate gatsby-configs|load plugins|onPreInit/);
    expect(previousBuildIntact()).toBe(true);
  } finally {
    fs.rmSync(path.join(root, "content"), { recursive: true, force: true });
    fs.cpSync(contentBackup, path.join(root, "content"), { recursive: true });
    fs.rmSync(contentBackup, { recursive: true, force: true });
  }
}, 70_000);

test("a new block type is one folder: copied under a new name and used in a page, it validates, is in the editor, builds and renders", () => {
  // A copy of an existing block's folder, every file and name renamed ("Prose" -> "Note"); and a
  // page file that uses it. Nothing else in the project changes.
  const blocks = path.join(root, "src", "blocks");
  fs.mkdirSync(path.join(blocks, "Note"));
  for (const name of fs.readdirSync(path.join(blocks, "Prose"))) {
    const text = fs
      .readFileSync(path.join(blocks, "Prose", name), "utf8")
      .replace(/Prose/g, "Note")
      .replace(/\bprose\b/g, "note");
    fs.writeFileSync(path.join(blocks, "Note", name.replace("Prose", "Note")), text);
  }
  const page = {
    $schema: "../schemas/page.schema.json",
    path: "/a-new-block/",
    seo: { title: "A New Block", description: "A page that shows a block type made of one new folder." },
    blocks: [
      { type: "hero", heading: "A new kind of block", lead: "Its folder is all there is to it." },
      { type: "note", id: "a-note", heading: "A note", paragraphs: ["The first paragraph of the note.", "And its second."] },
    ],
  };
  fs.writeFileSync(path.join(root, "content", "pages", "a-new-block.json"), `${JSON.stringify(page, null, 2)}\n`);

  expect(validateContentDir(path.join(root, "content")).map(formatProblem)).toEqual([]);
  const pages = decapConfigFromDir(path.join(root, "content"), { backendUrl: "unused" }).collections.find((c) => c.name === "pages")!;
  const types = pages.fields!.find((f) => f.name === "blocks")!.types as DecapField[];
  expect(types.find((t) => t.name === "note")).toMatchObject({ label: "Note", hint: expect.stringMatching(/\S/) });

  const result = build(590_000);
  expect(result.output).toContain("Content check: every file in content/ is valid.");
  expect(result.status).toBe(0);
  const html = fs.readFileSync(path.join(publicDir(), "a-new-block", "index.html"), "utf8");
  expect(html).toMatch(/<section[^>]* id="a-note"[^>]*>/);
  expect(html).toMatch(/<h2 id="a-note-heading"[^>]*>A note<\/h2>/);
  expect(html).toContain("The first paragraph of the note.");
  expect(html).toContain("And its second.");
}, 600_000);

test("a build that fails after the content check restores the previous public/", () => {
  writePreviousBuild();
  // A file-system page (Gatsby's src/pages, empty here: the site's pages come from content/pages).
  const brokenPage = path.join(root, "src", "pages", "broken-page.tsx");
  fs.mkdirSync(path.dirname(brokenPage), { recursive: true });
  fs.writeFileSync(
    brokenPage,
    'import { graphql } from "gatsby";\nexport default function BrokenPage() {\n  return null;\n}\nexport const query = graphql`query BrokenPage { noSuchField }`;\n',
  );
  const failed = build(590_000);
  fs.rmSync(path.dirname(brokenPage), { recursive: true });
  expect(failed.output).toContain("Content check: every file in content/ is valid.");
  expect(failed.status).not.toBe(0);
  expect(failed.output).toContain("public/ is the previous complete build, unchanged");
  expect(previousBuildIntact()).toBe(true);
}, 600_000);

test("a malformed record stops gatsby build itself before public/ exists", () => {
  const file = path.join(root, "content", "programs.json");
  const good = fs.readFileSync(file, "utf8");
  const doc = JSON.parse(good);
  doc.programs[3].duration.maxYears = "four";
  fs.writeFileSync(file, JSON.stringify(doc, null, 2));
  fs.rmSync(publicDir(), { recursive: true, force: true });
  try {
    const result = spawnSync(path.join(root, "node_modules", ".bin", "gatsby"), ["build"], {
      cwd: root,
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "1", NODE_ENV: "production" },
      encoding: "utf8",
      timeout: 170_000,
    });
    const output = `${result.stdout}\n${result.stderr}`;
    expect(result.error).toBeUndefined();
    expect(result.status).not.toBe(0);
    expect(output).toContain("Content validation failed: 1 problem in content/");
    expect(output).toContain('content/programs.json: programs[3] "Optometry": field "duration.maxYears" must be an integer (got "four")');
    expect(fs.existsSync(publicDir())).toBe(false);
  } finally {
    fs.writeFileSync(file, good);
  }
}, 180_000);
