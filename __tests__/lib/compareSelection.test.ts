import programsFile from "../../content/programs.json";
import {
  MAX_COMPARED,
  MIN_COMPARED,
  compareHref,
  isComparison,
  parseSelection,
  selectionSearch,
  toggleSelection,
} from "../../src/lib/compareSelection";

// The comparison page's choice in its address (?programs=a,b): read, written and bounded. The
// slugs are the records', so a renamed program changes what is known, not the test.

const known = programsFile.programs.map((p) => p.slug);
const [a, b, c, d, e] = known;

describe("parseSelection", () => {
  test("reads the slugs in the order chosen", () => {
    expect(parseSelection(`?programs=${b},${a}`, known)).toEqual([b, a]);
  });
  test("drops unknown slugs and repeats, keeps the rest", () => {
    expect(parseSelection(`?programs=${a},not-a-program,${a},${c}`, known)).toEqual([a, c]);
    expect(parseSelection("?programs=nothing,here", known)).toEqual([]);
  });
  test(`keeps at most ${MAX_COMPARED}`, () => {
    expect(parseSelection(`?programs=${[a, b, c, d, e].join(",")}`, known)).toEqual([a, b, c, d]);
  });
  test("no parameter, an empty one, or another parameter: nothing chosen", () => {
    expect(parseSelection("", known)).toEqual([]);
    expect(parseSelection("?programs=", known)).toEqual([]);
    expect(parseSelection(`?program=${a},${b}`, known)).toEqual([]);
  });
  test("one program (a card's Compare) is a choice, not yet a comparison", () => {
    const one = parseSelection(`?programs=${a}`, known);
    expect(one).toEqual([a]);
    expect(isComparison(one)).toBe(false);
  });
});

describe("isComparison", () => {
  test(`${MIN_COMPARED} to ${MAX_COMPARED} programs`, () => {
    expect(isComparison([])).toBe(false);
    expect(isComparison([a])).toBe(false);
    expect(isComparison([a, b])).toBe(true);
    expect(isComparison([a, b, c, d])).toBe(true);
    expect(isComparison([a, b, c, d, e])).toBe(false);
  });
});

describe("selectionSearch and compareHref", () => {
  test("writes the format program pages link with", () => {
    expect(selectionSearch([a, b])).toBe(`?programs=${a},${b}`);
    expect(compareHref("/academics/compare/", [a])).toBe(`/academics/compare/?programs=${a}`);
    expect(compareHref("/academics/compare/", [])).toBe("/academics/compare/");
  });
  test("round-trips through parseSelection", () => {
    for (const chosen of [
      [a, b],
      [d, c, b],
      [a, b, c, d],
    ])
      expect(parseSelection(selectionSearch(chosen), known)).toEqual(chosen);
  });
});

describe("toggleSelection", () => {
  test("adds at the end and removes", () => {
    expect(toggleSelection([a], b, true)).toEqual([a, b]);
    expect(toggleSelection([a, b], a, false)).toEqual([b]);
    expect(toggleSelection([a], a, true)).toEqual([a]);
  });
  test(`never beyond ${MAX_COMPARED}`, () => {
    expect(toggleSelection([a, b, c, d], e, true)).toEqual([a, b, c, d]);
  });
});
