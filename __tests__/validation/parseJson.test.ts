import { findSyntaxError, lineAndColumn, parseJsonWithPosition } from "../../src/node/contentValidation/parseJson";

test("valid JSON parses as JSON.parse does", () => {
  expect(parseJsonWithPosition('{ "a": [1, -2.5e3, true, null, "x\\u00e9"] }')).toEqual({
    ok: true,
    value: { a: [1, -2500, true, null, "xé"] },
  });
});

test.each([
  ['{\n  "a": 1\n  "b": 2\n}', 3, 3, 'Unexpected token "\\"", expected "," or "}"'],
  ['{\n  "a": [1, 2,]\n}', 2, 14, 'Unexpected token "]"'],
  ["{\n  'a': 1\n}", 2, 3, "Unexpected token \"'\", expected a property name in double quotes"],
  ['{ "a": tru }', 1, 8, 'Unexpected token "t"'],
  ['{ "a": "line\nbreak" }', 1, 13, "Bad control character in string (line breaks must be written as \\n)"],
  ['{ "a": 1 } x', 1, 12, 'Unexpected token "x" after the end of the JSON value'],
  ['{ "a": ', 1, 8, "Unexpected end of input"],
  ['{ "a": 01 }', 1, 9, 'Unexpected token "1", expected "," or "}"'],
  ['\r\n{\r\n  "a": }', 3, 8, 'Unexpected token "}"'],
])("%j fails at line %i, column %i", (text, line, column, message) => {
  expect(() => JSON.parse(text)).toThrow();
  expect(parseJsonWithPosition(text)).toEqual({ ok: false, line, column, message });
});

test("the scanner accepts what JSON.parse accepts", () => {
  for (const text of ['""', "0", "[]", "{}", ' { "a" : { "b" : [ ] } } ', '"\\"\\\\\\/\\b\\f\\n\\r\\t"']) {
    expect(findSyntaxError(text)).toBeNull();
  }
});

test("lineAndColumn is 1-based", () => {
  expect(lineAndColumn("ab\ncd", 0)).toEqual({ line: 1, column: 1 });
  expect(lineAndColumn("ab\ncd", 4)).toEqual({ line: 2, column: 2 });
});
