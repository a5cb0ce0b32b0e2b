import { daysInMonth } from "../content-schema";
/**
 * Plain wording for the schema rules a maintainer can break by typing: what the value should
 * look like, with an example, instead of the regular expression that checks it.
 */

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
};

/** The message for a failed `pattern`, following `field "x"`. */
export function patternMessage(pattern: string, description: string | undefined, got: string): string {
  if (pattern === "\\S") return "must not be blank";
  const wording = PATTERN_WORDING[pattern];
  if (wording) return `${wording} ${got}`;
  return description ? `does not have the expected form: ${description} ${got}` : `does not have the expected form ${got}`;
}

/** The message for a failed `format`, following `field "x"`. */
export function formatMessage(format: string, value: unknown, got: string): string {
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
