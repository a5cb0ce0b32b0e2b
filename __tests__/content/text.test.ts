import { TOKEN_NAMES, fillTokens, findTokens } from "../../src/lib/text";

test("the only token for now is {programCount}", () => {
  expect(TOKEN_NAMES).toEqual(["programCount"]);
});

test("fillTokens replaces every occurrence of a known token", () => {
  expect(fillTokens("{programCount}", { programCount: 8 })).toBe("8");
  expect(fillTokens("Choose from {programCount} programs; all {programCount} start in fall.", { programCount: 9 })).toBe(
    "Choose from 9 programs; all 9 start in fall.",
  );
});

test("fillTokens leaves text without tokens and unknown tokens alone", () => {
  expect(fillTokens("No tokens here", { programCount: 8 })).toBe("No tokens here");
  expect(fillTokens("Show story {n}", { programCount: 8 })).toBe("Show story {n}");
});

test("findTokens lists the placeholders of a string", () => {
  expect(findTokens("{n} of {total}, {n}")).toEqual(["n", "total", "n"]);
  expect(findTokens("{ not a token } {1x}")).toEqual([]);
});
