/**
 * JSON.parse with a position for syntax errors. V8's messages only sometimes carry an offset
 * ("Unexpected token 'x', ... is not valid JSON" has none), so on failure a small scanner walks
 * the text again to find where it first goes wrong and reports it as line and column.
 */

export type ParseResult = { ok: true; value: unknown } | { ok: false; line: number; column: number; message: string };

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
  /** Offsets of the "{" and "[" still open, innermost last (to name a missing closer). */
  const open: number[] = [];

  const where = (offset: number) => {
    const { line, column } = lineAndColumn(text, offset);
    return `line ${line}, column ${column}`;
  };
  const describe = (at: number): string => (at >= text.length ? "Unexpected end of input" : `Unexpected token ${JSON.stringify(text[at])}`);
  const fail = (message?: string, at: number = pos): never => {
    throw new SyntaxAt(at, message ?? describe(at));
  };
  const skipSpace = () => {
    while (pos < text.length && " \t\n\r".includes(text[pos])) pos += 1;
  };
  /** The likely cause when the input ends (or a wrong closer comes) while a bracket is open. */
  const unclosed = (): string => {
    const opener = open[open.length - 1];
    const closer = text[opener] === "{" ? "}" : "]";
    return `missing closing "${closer}" for the "${text[opener]}" at ${where(opener)}`;
  };
  /** What a maintainer most likely did when a value or name was expected at `pos`. */
  const badStart = (what: string, quoted: string = what): never => {
    const char = text[pos];
    if (pos >= text.length) fail(`Unexpected end of input: ${unclosed()}`);
    if (char === "'") fail(`Unexpected token "'": use double quotes (") around ${quoted}, not single quotes`);
    if (what === "a property name" && /[A-Za-z_$]/.test(char)) {
      fail(`Unexpected token ${JSON.stringify(char)}: put the property name in double quotes, e.g. "name"`);
    }
    return fail(`${describe(pos)}, expected ${what}`);
  };
  /** After a value inside `{`/`[`: a comma, the closer, or a diagnosis of what is wrong. */
  const afterMember = (closer: "}" | "]"): "more" | "done" => {
    skipSpace();
    if (text[pos] === ",") {
      const comma = pos;
      pos += 1;
      skipSpace();
      if (text[pos] === closer) {
        const kind = closer === "}" ? "field" : "item";
        fail(`trailing comma: remove the "," after the last ${kind} (JSON allows no comma before "${closer}")`, comma);
      }
      return "more";
    }
    if (text[pos] === closer) {
      pos += 1;
      open.pop();
      return "done";
    }
    if (pos >= text.length) fail(`Unexpected end of input: ${unclosed()}`);
    const startsValue = /["{[\-0-9tfn]/.test(text[pos]);
    if (startsValue) {
      const kind = closer === "}" ? "field" : "item";
      fail(`${describe(pos)}: missing comma, put a "," after the previous ${kind}`);
    }
    if (text[pos] === "}" || text[pos] === "]") fail(`${describe(pos)}: ${unclosed()} (or this "${text[pos]}" is one too many)`);
    return fail(`${describe(pos)}, expected "," or "${closer}"`);
  };

  const parseString = () => {
    const start = pos;
    pos += 1; // opening quote
    for (;;) {
      if (pos >= text.length) fail('missing closing quote (") for the text that starts here', start);
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
          fail("Bad escape in string (write a backslash as \\\\)");
        }
      } else if (char === "\n" || char === "\r") {
        fail('line break inside a text: missing closing quote (") on the line above, or write the break as \\n');
      } else if (char.charCodeAt(0) < 0x20) {
        fail("Bad control character in string (a tab must be written as \\t)");
      } else {
        pos += 1;
      }
    }
  };

  const parseNumber = () => {
    const match = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/.exec(text.slice(pos));
    if (!match || match[0] === "-") fail();
    pos += match![0].length;
    if (/^-?0$/.test(match![0]) && /[0-9]/.test(text[pos] ?? "")) fail(`${describe(pos)}: a number must not start with 0`);
  };

  // An object or an array: the opening bracket, then members up to the closing one.
  const parseContainer = (closer: "}" | "]", parseMember: () => void) => {
    open.push(pos);
    pos += 1;
    skipSpace();
    if (text[pos] === closer) {
      pos += 1;
      open.pop();
      return;
    }
    for (;;) {
      parseMember();
      if (afterMember(closer) === "done") return;
    }
  };

  const parseField = () => {
    skipSpace();
    if (text[pos] !== '"') badStart("a property name");
    parseString();
    skipSpace();
    if (text[pos] !== ":") fail(`${describe(pos)}, expected ":" after the property name`);
    pos += 1;
    parseValue();
  };

  const parseValue = (): void => {
    skipSpace();
    const char = text[pos];
    if (char === "{") return parseContainer("}", parseField);
    if (char === "[") return parseContainer("]", parseValue);
    if (char === '"') return parseString();
    if (char === "-" || (char !== undefined && char >= "0" && char <= "9")) return parseNumber();
    for (const literal of ["true", "false", "null"]) {
      if (text.startsWith(literal, pos)) {
        pos += literal.length;
        return;
      }
    }
    badStart("a value (text in double quotes, a number, true, false, null, { or [)", "text");
  };

  try {
    // A byte-order mark is not JSON; editors add it silently, so name it.
    if (text.charCodeAt(0) === 0xfeff) fail("Byte-order mark at start of file (save as UTF-8 without BOM)");
    parseValue();
    skipSpace();
    if (pos < text.length) {
      const extra = text[pos] === "}" || text[pos] === "]" ? ` (one "${text[pos]}" too many)` : "";
      fail(`${describe(pos)} after the end of the JSON value${extra}`);
    }
    return null;
  } catch (error) {
    if (error instanceof SyntaxAt) return { offset: error.offset, message: error.message };
    throw error;
  }
}
