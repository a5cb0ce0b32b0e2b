/**
 * JSON.parse with a position for syntax errors. V8's messages only sometimes carry an offset
 * ("Unexpected token 'x', ... is not valid JSON" has none), so on failure a small scanner walks
 * the text again to find where it first goes wrong and reports it as line and column.
 */

export type ParseResult =
  | { ok: true; value: unknown }
  | { ok: false; line: number; column: number; message: string };

export function parseJsonWithPosition(text: string): ParseResult {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (error) {
    const found = findSyntaxError(text);
    // The scanner and JSON.parse implement the same grammar; the fallback only guards against
    // a disagreement, reporting V8's own words at the start of the file.
    const offset = found?.offset ?? 0;
    const message = found?.message ?? (error as Error).message;
    const { line, column } = lineAndColumn(text, offset);
    return { ok: false, line, column, message };
  }
}

/** 1-based line and column of a character offset; CRLF counts as one line break. */
export function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < offset && i < text.length; i += 1) {
    if (text[i] === "\n") {
      line += 1;
      lineStart = i + 1;
    }
  }
  return { line, column: offset - lineStart + 1 };
}

class SyntaxAt extends Error {
  constructor(
    readonly offset: number,
    message: string,
  ) {
    super(message);
  }
}

/** Returns the first syntax error of `text`, or null when it is valid JSON. */
export function findSyntaxError(text: string): { offset: number; message: string } | null {
  let pos = 0;

  const describe = (at: number): string =>
    at >= text.length ? "Unexpected end of input" : `Unexpected token ${JSON.stringify(text[at])}`;
  const fail = (message?: string): never => {
    throw new SyntaxAt(pos, message ?? describe(pos));
  };
  const skipSpace = () => {
    while (pos < text.length && " \t\n\r".includes(text[pos])) pos += 1;
  };
  const expect = (char: string, what: string) => {
    skipSpace();
    if (text[pos] !== char) fail(`${describe(pos)}, expected ${what}`);
    pos += 1;
  };

  const parseString = () => {
    pos += 1; // opening quote
    for (;;) {
      if (pos >= text.length) fail("Unterminated string");
      const char = text[pos];
      if (char === '"') {
        pos += 1;
        return;
      }
      if (char === "\\") {
        pos += 1;
        const escape = text[pos];
        if (escape === "u") {
          if (!/^[0-9a-fA-F]{4}$/.test(text.slice(pos + 1, pos + 5))) fail("Bad unicode escape in string");
          pos += 5;
        } else if (escape !== undefined && '"\\/bfnrt'.includes(escape)) {
          pos += 1;
        } else {
          fail("Bad escape in string");
        }
      } else if (char.charCodeAt(0) < 0x20) {
        fail("Bad control character in string (line breaks must be written as \\n)");
      } else {
        pos += 1;
      }
    }
  };

  const parseNumber = () => {
    const match = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/.exec(text.slice(pos));
    if (!match || match[0] === "-") fail();
    pos += match![0].length;
  };

  const parseValue = (): void => {
    skipSpace();
    const char = text[pos];
    if (char === "{") {
      pos += 1;
      skipSpace();
      if (text[pos] === "}") {
        pos += 1;
        return;
      }
      for (;;) {
        skipSpace();
        if (text[pos] !== '"') fail(`${describe(pos)}, expected a property name in double quotes`);
        parseString();
        expect(":", '":"');
        parseValue();
        skipSpace();
        if (text[pos] === ",") {
          pos += 1;
          continue;
        }
        if (text[pos] === "}") {
          pos += 1;
          return;
        }
        fail(`${describe(pos)}, expected "," or "}"`);
      }
    }
    if (char === "[") {
      pos += 1;
      skipSpace();
      if (text[pos] === "]") {
        pos += 1;
        return;
      }
      for (;;) {
        parseValue();
        skipSpace();
        if (text[pos] === ",") {
          pos += 1;
          continue;
        }
        if (text[pos] === "]") {
          pos += 1;
          return;
        }
        fail(`${describe(pos)}, expected "," or "]"`);
      }
    }
    if (char === '"') return parseString();
    if (char === "-" || (char !== undefined && char >= "0" && char <= "9")) return parseNumber();
    for (const literal of ["true", "false", "null"]) {
      if (text.startsWith(literal, pos)) {
        pos += literal.length;
        return;
      }
    }
    fail();
  };

  try {
    // A byte-order mark is not JSON; editors add it silently, so name it.
    if (text.charCodeAt(0) === 0xfeff) fail("Byte-order mark at start of file (save as UTF-8 without BOM)");
    parseValue();
    skipSpace();
    if (pos < text.length) fail(`${describe(pos)} after the end of the JSON value`);
    return null;
  } catch (error) {
    if (error instanceof SyntaxAt) return { offset: error.offset, message: error.message };
    throw error;
  }
}
