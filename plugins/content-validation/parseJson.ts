/**
 * JSON.parse with a position for syntax errors. V8's messages only sometimes carry an offset
 * ("Unexpected token 'x', ... is not valid JSON" has none) and name the token, not the mistake.
 * On failure jsonc-parser (strict JSON: no comments, no trailing commas) finds where the text
 * first goes wrong and why (an error code); this file only words that as the likely mistake.
 */
import { printParseErrorCode, visit } from "jsonc-parser";

/** jsonc-parser's error codes by name ("CommaExpected"): its enum is a const enum, unusable with isolated modules. */
type ErrorName = ReturnType<typeof printParseErrorCode>;

type ParseResult = { ok: true; value: unknown } | { ok: false; line: number; column: number; message: string };

export function parseJsonWithPosition(text: string): ParseResult {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (error) {
    const found = findSyntaxError(text);
    // jsonc-parser and JSON.parse implement the same grammar; the fallback only guards against
    // a disagreement, reporting V8's own words at the start of the file.
    const offset = found?.offset ?? 0;
    const message = found?.message ?? (error as Error).message;
    return { ok: false, ...lineAndColumn(text, offset), message };
  }
}

/** 1-based line and column of a character offset; CRLF counts as one line break. */
export function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  return { line: before.split("\n").length, column: offset - before.lastIndexOf("\n") };
}

type Found = {
  code: ErrorName;
  offset: number;
  open: number[];
  wanted: ErrorName;
  next?: { code: ErrorName; offset: number };
};

/**
 * The first error jsonc-parser reports, with the brackets open then, what the parser wanted next
 * (as the error code it gives for anything else) and the error after it.
 */
function firstError(text: string): Found | undefined {
  const open: number[] = []; // offsets of the "{" and "[" still open, innermost last
  let closed = -1; // the bracket closed last
  let wanted: ErrorName = "ValueExpected";
  let first: Found | undefined;
  const begin = (wants: ErrorName) => (offset: number) => {
    open.push(offset);
    wanted = wants;
  };
  const afterValue = () => {
    wanted = open.length === 0 ? "EndOfFileExpected" : "CommaExpected";
  };
  const end = () => {
    closed = open.pop()!;
    afterValue();
  };
  visit(
    text,
    {
      onObjectBegin: begin("PropertyNameExpected"),
      onArrayBegin: begin("ValueExpected"),
      onObjectEnd: end,
      onArrayEnd: end,
      onObjectProperty: () => (wanted = "ColonExpected"),
      onSeparator: (separator) => {
        const inObject = text[open[open.length - 1]] === "{";
        wanted = separator === "," && inObject ? "PropertyNameExpected" : "ValueExpected";
      },
      onLiteralValue: afterValue,
      onError: (errorCode, offset) => {
        const code = printParseErrorCode(errorCode);
        // A missing closer is reported after the object or array was closed: it is still open.
        const unclosed = code === "CloseBraceExpected" || code === "CloseBracketExpected";
        if (!first) first = { code, offset, open: unclosed ? [...open, closed] : [...open], wanted };
        else first.next ??= { code, offset };
      },
    },
    { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false },
  );
  return first;
}

const SCAN_ERRORS = new Set([
  "InvalidSymbol",
  "InvalidNumberFormat",
  "UnexpectedEndOfNumber",
  "UnexpectedEndOfString",
  "InvalidCharacter",
  "InvalidEscapeCharacter",
  "InvalidUnicode",
  "InvalidCommentToken",
  "UnexpectedEndOfComment",
]);

/** Returns the first syntax error of `text` as an offset and the likely mistake, or null when it is valid JSON. */
export function findSyntaxError(text: string): { offset: number; message: string } | null {
  const error = firstError(text);
  if (!error) return null;
  const { offset, open } = error;
  // A token jsonc-parser cannot read (a scan error) is explained by what the parser wanted there
  // when it is misplaced, by the scan error when it is not: an unknown symbol is never in place,
  // a malformed text or number is when the parser reports nothing else at the same offset.
  const scanned = error.code;
  const misplaced = scanned === "InvalidSymbol" || (error.next?.offset === offset && !SCAN_ERRORS.has(error.next.code));
  const code = SCAN_ERRORS.has(scanned) && misplaced ? error.wanted : scanned;
  const char = text[offset];
  const where = (at: number) => {
    const { line, column } = lineAndColumn(text, at);
    return `line ${line}, column ${column}`;
  };
  const token = offset >= text.length ? "Unexpected end of input" : `Unexpected token ${JSON.stringify(char)}`;
  /** The likely cause when the input ends (or a wrong closer comes) while a bracket is open. */
  const unclosed = () => {
    const opener = open[open.length - 1];
    return `missing closing "${text[opener] === "{" ? "}" : "]"}" for the "${text[opener]}" at ${where(opener)}`;
  };
  const kind = text[open[open.length - 1]] === "{" ? "field" : "item";
  const at = (message: string, position = offset) => ({ offset: position, message });
  /** The first match of `pattern` in the text (string) that starts at the error. */
  const inText = (pattern: RegExp) => offset + 1 + Math.max(0, text.slice(offset + 1).search(pattern));

  // A byte-order mark is not JSON; editors add it silently, so name it.
  if (offset === 0 && char === "\ufeff") return at("Byte-order mark at start of file (save as UTF-8 without BOM)");
  if (code === "UnexpectedEndOfString") {
    // jsonc-parser ends a text at a line break or at the end of the file, and reports where it starts.
    if (/[\r\n]/.test(text.slice(offset + 1))) {
      return at('line break inside a text: missing closing quote (") on the line above, or write the break as \\n', inText(/[\r\n]/));
    }
    return at('missing closing quote (") for the text that starts here');
  }
  if (code === "InvalidCharacter") return at("Bad control character in string (a tab must be written as \\t)", inText(/[^ -\uffff]/));
  if (code === "InvalidEscapeCharacter") return at("Bad escape in string (write a backslash as \\\\)", inText(/(?<=\\)[^"\\/bfnrtu]/));
  if (code === "InvalidUnicode") return at("Bad unicode escape in string", inText(/(?<=\\)u(?![0-9a-fA-F]{4})/));
  if (code === "InvalidCommentToken") return at("a comment: JSON has none, remove it");
  if (offset >= text.length && open.length > 0) return at(`Unexpected end of input: ${unclosed()}`);
  if (code === "EndOfFileExpected") {
    return at(`${token} after the end of the JSON value${char === "}" || char === "]" ? ` (one "${char}" too many)` : ""}`);
  }
  if (code === "PropertyNameExpected" || code === "ValueExpected") {
    const nameExpected = error.wanted === "PropertyNameExpected";
    const comma = text.slice(0, offset).trimEnd();
    if (char === (kind === "field" ? "}" : "]") && comma.endsWith(",")) {
      const last = char === "}" ? "field" : "item";
      return at(`trailing comma: remove the "," after the last ${last} (JSON allows no comma before "${char}")`, comma.length - 1);
    }
    if (char === "'")
      return at(`Unexpected token "'": use double quotes (") around ${nameExpected ? "a property name" : "text"}, not single quotes`);
    if (nameExpected && /[A-Za-z_$]/.test(char)) {
      return at(`Unexpected token ${JSON.stringify(char)}: put the property name in double quotes, e.g. "name"`);
    }
    return at(
      `${token}, expected ${nameExpected ? "a property name" : "a value (text in double quotes, a number, true, false, null, { or [)"}`,
    );
  }
  if (code === "ColonExpected") return at(`${token}, expected ":" after the property name`);
  const closerExpected = code === "CloseBraceExpected" || code === "CloseBracketExpected";
  if (code === "CommaExpected" || closerExpected) {
    // jsonc-parser reads "01" as the number 0 followed by the number 1.
    if (/[0-9]/.test(char) && /(^|[^0-9.eE+-])-?0$/.test(text.slice(0, offset))) return at(`${token}: a number must not start with 0`);
    if (char === "}" || char === "]") return at(`${token}: ${unclosed()} (or this "${char}" is one too many)`);
    if (/["{[\-0-9tfn]/.test(char)) return at(`${token}: missing comma, put a "," after the previous ${kind}`);
    return at(`${token}, expected "," or "${kind === "field" ? "}" : "]"}"`);
  }
  if (scanned === "InvalidNumberFormat" || scanned === "UnexpectedEndOfNumber") {
    return at('a number cut short: digits must follow its "-", "." or "e"');
  }
  return at(token);
}
