/**
 * @jest-environment node
 *
 * US English (issue 46, point 6): `npm run spell` (scripts/spell.mjs) over content/ and the web
 * editor's labels, on a throw-away copy of content/: a British form fails with its file, record,
 * field and the US spelling; a word the dictionary lacks names the word list; the content as it
 * is passes. Its pure parts (scripts/lib/spelling.ts) below.
 */
import { spawnSync } from "child_process";
import path from "path";
import { contentCopy, type Json } from "../support/contentCopy";
import { britishPhrases, contentSpellingProblem, editorSpellingProblem } from "../../scripts/lib/spelling";

const script = path.join(__dirname, "..", "..", "scripts", "spell.mjs");
const copy = contentCopy();
const spell = () => spawnSync(process.execPath, ["--import", "tsx", script, copy.dir], { encoding: "utf8" });

// One run of the script (cspell takes seconds to load its dictionaries); npm test's static stage
// runs it on content/ as it is.
test("a British form in content or in an editor label fails, naming the file, the record, the field and the US spelling", () => {
  const program: Json = copy.read("programs.json").programs[0];
  copy.problemsAfter("programs.json", (d) => (d.programs[0].curriculum[0].summary = "Anatomy organised by body system."));
  copy.problemsAfter("pages/careers.json", (d) => (d.blocks[0].lead = "Park in the staff car park."));
  copy.problemsAfter("schemas/stats.schema.json", (d) => (d.properties.faculty.title = "Faculty colour"));
  const result = spell();
  expect(result.status).toBe(1);
  const lines = result.stderr.split("\n").filter((line) => line.startsWith("  - "));
  expect(lines).toEqual([
    `  - content/programs.json: programs[0] "${program.name}": field "curriculum[0].summary" uses the British spelling "organised": write "organized"`,
    expect.stringMatching(
      /^ {2}- content\/schemas\/stats\.schema\.json: field "properties\.faculty\.title" uses the British spelling "colour": write "color"$/,
    ),
    expect.stringMatching(/^ {2}- web editor label "[^"]* > Faculty colour" uses the British spelling "colour": write "color"$/),
    '  - content/pages/careers.json: blocks[0] "hero": field "lead" uses the British spelling "car park": write "parking lot"',
  ]);
});

test("a word the dictionary lacks is named, with where to add a real name", () => {
  const problems = contentSpellingProblem('{"a": [{"name": "X", "text": "Hello Wrld"}]}', "content/x.json", { offset: 37, text: "Wrld" });
  expect(problems).toBe(
    'content/x.json: a[0] "X": field "text" has "Wrld", which is not in the US English dictionary: correct it, or add it to "words" in cspell.config.yaml if it is a name (docs/content.md, "Spelling")',
  );
  expect(editorSpellingProblem("Programs > Colour", { offset: 0, text: "Colour", isFlagged: true, preferred: "color" })).toBe(
    'web editor label "Programs > Colour" uses the British spelling "Colour": write "color"',
  );
});

test("two-word British phrases are found where cspell, reading word by word, cannot", () => {
  expect(britishPhrases("Blue-light phones in every Car Park and both car parks.")).toEqual([
    { offset: 27, text: "Car Park", isFlagged: true, preferred: "parking lot" },
    { offset: 45, text: "car parks", isFlagged: true, preferred: "parking lots" },
  ]);
});
