import { findSyntaxError, lineAndColumn, parseJsonWithPosition } from "./parseJson";

test("valid JSON parses as JSON.parse does", () => {
  expect(parseJsonWithPosition('{ "a": [1, -2.5e3, true, null, "x\\u00e9"] }')).toEqual({
    ok: true,
    value: { a: [1, -2500, true, null, "xé"] },
  });
});

test.each([
  ['{\n  "a": 1\n  "b": 2\n}', 3, 3, 'Unexpected token "\\"": missing comma, put a "," after the previous field'],
  ['{\n  "a": [1, 2,]\n}', 2, 13, 'trailing comma: remove the "," after the last item (JSON allows no comma before "]")'],
  ['{ "a": 1, }', 1, 9, 'trailing comma: remove the "," after the last field (JSON allows no comma before "}")'],
  ["{\n  'a': 1\n}", 2, 3, 'Unexpected token "\'": use double quotes (") around a property name, not single quotes'],
  ["{ \"a\": 'x' }", 1, 8, 'Unexpected token "\'": use double quotes (") around text, not single quotes'],
  ["{ a: 1 }", 1, 3, 'Unexpected token "a": put the property name in double quotes, e.g. "name"'],
  ['{ "a": tru }', 1, 8, 'Unexpected token "t", expected a value (text in double quotes, a number, true, false, null, { or [)'],
  ['{ "a": "line\nbreak" }', 1, 13, 'line break inside a text: missing closing quote (") on the line above, or write the break as \\n'],
  ['{ "a": "abc }', 1, 8, 'missing closing quote (") for the text that starts here'],
  ['{ "a": 1 } x', 1, 12, 'Unexpected token "x" after the end of the JSON value'],
  ['{ "a": 1 }}', 1, 11, 'Unexpected token "}" after the end of the JSON value (one "}" too many)'],
  ['{ "a": ', 1, 8, 'Unexpected end of input: missing closing "}" for the "{" at line 1, column 1'],
  ['{\n  "a": { "b": 1 }\n', 3, 1, 'Unexpected end of input: missing closing "}" for the "{" at line 1, column 1'],
  ['{ "a": [1, 2 }', 1, 14, 'Unexpected token "}": missing closing "]" for the "[" at line 1, column 8 (or this "}" is one too many)'],
  ['{ "a": 01 }', 1, 9, 'Unexpected token "1": a number must not start with 0'],
  ['\r\n{\r\n  "a": }', 3, 8, 'Unexpected token "}", expected a value (text in double quotes, a number, true, false, null, { or [)'],
  ['\ufeff{ "a": 1 }', 1, 1, "Byte-order mark at start of file (save as UTF-8 without BOM)"],
  ['{ "a": "x\ty" }', 1, 10, "Bad control character in string (a tab must be written as \\t)"],
  ['{ "a": "C:\\new\\q" }', 1, 16, "Bad escape in string (write a backslash as \\\\)"],
  ['{ "a": "\\u12g4" }', 1, 10, "Bad unicode escape in string"],
  ['{ "a": 1 // note\n}', 1, 10, "a comment: JSON has none, remove it"],
  ['{ "a": 1. }', 1, 8, 'a number cut short: digits must follow its "-", "." or "e"'],
  ['{ "a": 1,] }', 1, 10, 'Unexpected token "]", expected a property name'],
  ['{ , "a": 1 }', 1, 3, 'Unexpected token ",", expected a property name'],
  ['{ "a" 1 }', 1, 7, 'Unexpected token "1", expected ":" after the property name'],
  ['{ "a": 1 x }', 1, 10, 'Unexpected token "x", expected "," or "}"'],
  ["", 1, 1, "Unexpected end of input, expected a value (text in double quotes, a number, true, false, null, { or [)"],
])("%j fails at line %i, column %i", (text, line, column, message) => {
  expect(() => JSON.parse(text)).toThrow();
  expect(parseJsonWithPosition(text)).toEqual({ ok: false, line, column, message });
});

test("findSyntaxError accepts what JSON.parse accepts", () => {
  for (const text of ['""', "0", "[]", "{}", ' { "a" : { "b" : [ ] } } ', '"\\"\\\\\\/\\b\\f\\n\\r\\t"']) {
    expect(findSyntaxError(text)).toBeNull();
  }
});

test("lineAndColumn is 1-based", () => {
  expect(lineAndColumn("ab\ncd", 0)).toEqual({ line: 1, column: 1 });
  expect(lineAndColumn("ab\ncd", 4)).toEqual({ line: 2, column: 2 });
});
