/**
 * @jest-environment node
 *
 * Related programs by relation (programs.json "related", relatedRules.ts and the schema's x-ref),
 * on a throw-away copy of content/: a slug that is no program, the program itself, the wrong count.
 */
import { contentCopy, type Json } from "../../__tests__/support/contentCopy";

const copy = contentCopy();
const { problemsAfter } = copy;
const first = (): Json => copy.read("programs.json").programs[0];

test("a related slug that names no program gets a suggestion", () => {
  const { name, related } = first();
  const typo = `${related[0]}s`;
  expect(problemsAfter("programs.json", (d) => (d.programs[0].related[0] = typo))).toEqual([
    `content/programs.json: programs[0] "${name}": field "related[0]" refers to unknown program "${typo}" (not a slug in programs.json): did you mean "${related[0]}"?`,
  ]);
});

test("a program related to itself", () => {
  const { name, slug } = first();
  expect(problemsAfter("programs.json", (d) => (d.programs[0].related[1] = slug))).toEqual([
    `content/programs.json: programs[0] "${name}": field "related[1]" is the program itself ("${slug}"): name other programs, closest profession first`,
  ]);
});

test("too few related programs", () => {
  const { name } = first();
  expect(problemsAfter("programs.json", (d) => d.programs[0].related.pop())).toEqual([
    `content/programs.json: programs[0] "${name}": field "related" names 2 programs, but a program page suggests 3: name 3 other programs by slug, closest profession first`,
  ]);
});

test("the same program twice", () => {
  const { name } = first();
  expect(problemsAfter("programs.json", (d) => (d.programs[0].related[2] = d.programs[0].related[0]))).toEqual([
    expect.stringMatching(new RegExp(`^content/programs\\.json: programs\\[0\\] "${name}": field "related" must NOT have duplicate items`)),
  ]);
});
