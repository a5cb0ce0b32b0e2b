import type { ErrorObject } from "ajv";
import { daysInMonth } from "../content-schema";
import { problemAt } from "./paths";
import { describeValue, type Problem } from "./problems";
import type { LoadedFile } from "./rules";
import { didYouMean } from "./suggest";

/**
 * Ajv's errors in a maintainer's words, for a content file that failed its schema: one problem per
 * mistake, at its file, record and field, saying what the value should look like (with an example)
 * instead of the rule that checks it.
 */
export function ajvProblems(file: LoadedFile, errors: readonly ErrorObject[]): Problem[] {
  return tidyErrors(errors).map((error) => problemFromError(file, error));
}

/**
 * Ajv reports a failed oneOf together with why every branch failed; only the summary helps a
 * maintainer. An empty display string also fails both minLength and the non-space pattern:
 * one line is enough.
 */
function tidyErrors(errors: readonly ErrorObject[]): ErrorObject[] {
  const combinators = errors.filter((e) => e.keyword === "oneOf" || e.keyword === "anyOf");
  const emptyAt = new Set(errors.filter((e) => e.keyword === "minLength").map((e) => e.instancePath));
  const patternAt = new Set(errors.filter((e) => e.keyword === "pattern").map((e) => e.instancePath));
  const seen = new Set<string>();
  return errors.filter((error) => {
    if (combinators.some((c) => c !== error && error.schemaPath.startsWith(`${c.schemaPath}/`))) return false;
    if (error.keyword === "pattern" && emptyAt.has(error.instancePath)) return false;
    // A failed "then" names its own missing field; the "if" around it adds nothing.
    if (error.keyword === "if") return false;
    // A value that is not even YYYY-MM-DD fails the pattern too: its message says enough.
    if (error.keyword === "format" && patternAt.has(error.instancePath)) return false;
    // The file's "$schema" is checked (with a better message) before the schema runs.
    if (error.keyword === "required" && error.instancePath === "" && error.params.missingProperty === "$schema") {
      return false;
    }
    const key = `${error.instancePath}|${error.keyword}|${JSON.stringify(error.params)}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

const ARTICLE: Record<string, string> = {
  integer: "an integer",
  number: "a number",
  string: "a string",
  boolean: "true or false",
  object: "an object",
  array: "a list (array)",
  null: "null",
};

function problemFromError(file: LoadedFile, error: ErrorObject): Problem {
  const params = error.params as Record<string, unknown>;
  if (error.keyword === "additionalProperties") {
    const { field, ...where } = problemAt(file, error.instancePath, [String(params.additionalProperty)]);
    return { ...where, message: `unknown field "${field}"` };
  }
  const extra = error.keyword === "required" ? [String(params.missingProperty)] : [];
  return { ...problemAt(file, error.instancePath, extra), message: errorMessage(error, params) };
}

/** What an Ajv error says of its field, in a maintainer's words. */
function errorMessage(error: ErrorObject, params: Record<string, unknown>): string {
  const got = `(got ${describeValue(error.data)})`;
  const description = (error.parentSchema as { description?: string } | undefined)?.description;
  switch (error.keyword) {
    case "required":
      return "is required";
    case "type": {
      const types = String(params.type)
        .split(",")
        .map((type) => ARTICLE[type] ?? type);
      return `must be ${types.join(" or ")} ${got}`;
    }
    case "minLength":
      return params.limit === 1 ? "must not be empty" : `must be at least ${String(params.limit)} characters long ${got}`;
    case "pattern":
      return patternMessage(String(params.pattern), description, got);
    case "format":
      return formatMessage(String(params.format), error.data, got);
    case "const":
      return `must be ${describeValue(params.allowedValue)} ${got}`;
    case "enum": {
      // Icon names are an enum too (defs.schema.json iconName): a near miss gets a suggestion first.
      const allowed = params.allowedValues as unknown[];
      const names = allowed.filter((value): value is string => typeof value === "string");
      const hint = typeof error.data === "string" ? didYouMean(error.data, names) : "";
      if (error.schemaPath.endsWith("/$defs/iconName/enum")) {
        return `refers to unknown icon ${describeValue(error.data)}${hint || "."} Allowed icons: ${names.join(", ")}`;
      }
      const list = allowed.map(describeValue).join(", ");
      return hint ? `has the unknown value ${describeValue(error.data)}${hint} Allowed: ${list}` : `must be one of ${list} ${got}`;
    }
    case "x-ref":
      return error.message ?? "is not a known reference";
    case "oneOf":
    case "anyOf":
      return alternativesMessage(error) ?? `does not match any allowed form${description ? `: ${description}` : ""}`;
    default:
      return `${error.message ?? "is invalid"}${typeof error.data === "object" ? "" : ` ${got}`}`;
  }
}

/**
 * A choice of fields ("oneOf": [{ "required": ["items"] }, { "required": ["records"] }]: one or the
 * other, not both): which fields, in words; undefined for other alternatives.
 */
function alternativesMessage(error: ErrorObject): string | undefined {
  const branches = (error.schema ?? []) as Array<Record<string, unknown>>;
  const fields = branches.map((branch) => (Object.keys(branch).join() === "required" ? (branch.required as string[]) : []));
  if (branches.length === 0 || fields.some((names) => names.length !== 1)) return undefined;
  return `needs exactly one of the fields ${fields.map(([name]) => `"${name}"`).join(" or ")}`;
}

/** Schema pattern => what to write instead. Patterns not listed fall back to the field's description. */
const PATTERN_WORDING: Readonly<Record<string, string>> = {
  "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$": "must be a date: write dates as YYYY-MM-DD, e.g. 2026-03-01",
  "^#[0-9a-fA-F]{6}$": 'must be a colour written as "#" and six hexadecimal digits, e.g. "#0b5c8a"',
  "^#[0-9a-f]{6}$": 'must be a colour written as "#" and six lowercase hexadecimal digits, e.g. "#3a4b5c"',
  "^[a-z0-9]+(-[a-z0-9]+)*$": 'must be lowercase words and digits joined by single hyphens, e.g. "physician-assistant"',
  "^[a-z][a-z0-9]*(-[a-z0-9]+)*$": 'must be lowercase words joined by single hyphens, starting with a letter, e.g. "our-programs"',
  "^[a-z][a-zA-Z0-9]*$": 'must be one word in camelCase, starting with a lowercase letter, e.g. "applyNow"',
  "^[A-Z]{2}$": 'must be a two-letter code in capitals, e.g. "FL" or "US"',
  "^[a-z0-9-]+(\\.[a-z0-9-]+)+$": 'must be a domain name in lowercase, without "https://" or "www.", e.g. "bcu.edu"',
  "^https://[^/]+$": 'must be "https://" and the host name only, without a path or final "/", e.g. "https://www.bcu.edu"',
  "^[a-z]{2}-[A-Z]{2}$": 'must be a language and region code, e.g. "en-US"',
  "^\\+[1-9][0-9]{6,14}$":
    'must be the number in international (E.164) form: "+", the country code and the digits, no spaces, e.g. "+17275550142"',
  "^[a-z0-9._-]+$": 'must be the part of the address before the "@" in lowercase, e.g. "admissions"',
  "^\\S+$": "must be one word, without spaces",
  "^https://": 'must be a web address starting with "https://"',
  "^https://images\\.unsplash\\.com/photo-[0-9a-f]+-[0-9a-f]+$":
    'must be an Unsplash photo address without "?" and what follows, e.g. "https://images.unsplash.com/photo-1576091160550-2173dba999ef"',
  "^https://images\\.pexels\\.com/photos/([0-9]+)/pexels-photo-\\1\\.jpeg$":
    'must be a Pexels photo address without "?" and what follows, e.g. "https://images.pexels.com/photos/3825529/pexels-photo-3825529.jpeg"',
  "^https://images\\.unsplash\\.com/": 'must start with "https://images.unsplash.com/" for an Unsplash photo',
  "^https://images\\.pexels\\.com/": 'must start with "https://images.pexels.com/" for a Pexels photo',
  "\\{name\\}": "must contain the placeholder {name} (where the student's first name goes)",
  "^([01][0-9]|2[0-3]):[0-5][0-9]$": 'must be a time of day written HH:MM on the 24-hour clock, e.g. "09:30" or "14:00"',
  "\\{event\\}": "must contain the placeholder {event} (where the event's title goes), so the mail names the event",
  "\\{start\\}[\\s\\S]*\\{end\\}": "must contain the placeholders {start} and then {end} (where the times go)",
  "^https://[^\\s/]+\\.[^\\s/]+(/\\S*)?$":
    'must be a web address starting with "https://", e.g. "https://meet.bcu.example.edu/pharmacy-info"',
};

/** The message for a failed `pattern`, following `field "x"`. */
function patternMessage(pattern: string, description: string | undefined, got: string): string {
  if (pattern === "\\S") return "must not be blank";
  const wording = PATTERN_WORDING[pattern];
  if (wording) return `${wording} ${got}`;
  return description ? `does not have the expected form: ${description} ${got}` : `does not have the expected form ${got}`;
}

/** The message for a failed `format`, following `field "x"`. */
function formatMessage(format: string, value: unknown, got: string): string {
  if (format === "date" && typeof value === "string") {
    const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
    if (match) {
      const [year, month] = match.slice(1).map(Number);
      if (month >= 1 && month <= 12) {
        const monthName = new Date(Date.UTC(year, month - 1)).toLocaleString("en-US", { month: "long", timeZone: "UTC" });
        return `is not a real calendar date: ${monthName} ${year} has ${daysInMonth(year, month)} days ${got}`;
      }
    }
    return `must be a date: write dates as YYYY-MM-DD, e.g. 2026-03-01 ${got}`;
  }
  return `must be a valid ${format} ${got}`;
}
