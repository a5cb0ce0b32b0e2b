/**
 * Rules a JSON Schema cannot say: unique names, sensible ranges, values that must agree with
 * each other, readable colours, plain text, counts written as tokens. Each returns problems
 * located like the schema's (file, record, field); none throws for bad content.
 */
import { formatDeadlineDate } from "../format";
import { COUNTED_RECORDS, COUNTED_RECORD_NAMES, type CountedRecord } from "../tokens";
import { MIN_TEXT_CONTRAST, contrastWithWhite } from "./contrast";
import { isCalendarDate } from "./friendlyMessages";
import { joinPath, locate } from "./paths";
import { describeValue, type Problem } from "./problems";

export interface LoadedFile {
  name: string;
  display: string;
  data: unknown;
}

type Rec = Record<string, unknown>;

function records(file: LoadedFile | undefined, list: string): Rec[] {
  const items = file && typeof file.data === "object" && file.data !== null ? (file.data as Rec)[list] : undefined;
  return Array.isArray(items) ? items.filter((item): item is Rec => item !== null && typeof item === "object") : [];
}

function at(file: LoadedFile, pointer: string): { file: string; record?: string } {
  const { record } = locate(file.data, pointer);
  return { file: file.display, ...(record === undefined ? {} : { record }) };
}

export function checkRecordRules(loaded: readonly LoadedFile[], problems: Problem[]): void {
  const byName = new Map(loaded.map((file) => [file.name, file]));
  const unique = (fileName: string, list: string, field: string) => {
    const file = byName.get(fileName);
    if (!file) return;
    const first = new Map<unknown, number>();
    records(file, list).forEach((item, i) => {
      const value = item[field];
      if (typeof value !== "string") return;
      const earlier = first.get(value);
      if (earlier === undefined) {
        first.set(value, i);
        return;
      }
      problems.push({
        ...at(file, `/${list}/${i}`),
        field,
        message: `repeats ${describeValue(value)}, already used by ${list}[${earlier}]`,
      });
    });
  };
  unique("programs.json", "programs", "slug");
  unique("programs.json", "programs", "name");
  unique("site.json", "callsToAction", "id");
  unique("photos.json", "photos", "key");
  unique("deadlines.json", "deadlines", "program");

  // A page's contact block names one of site.json's e-mail addresses by its key.
  const emails = (byName.get("site.json")?.data as Rec | undefined)?.emails;
  if (emails && typeof emails === "object") {
    for (const file of loaded.filter((f) => f.name.startsWith("pages/"))) {
      records(file, "blocks").forEach((block, i) => {
        if (block.type !== "contact" || typeof block.email !== "string" || block.email in emails) return;
        problems.push({
          ...at(file, `/blocks/${i}`),
          field: "email",
          message: `names the e-mail "${block.email}", which is not a key of site.json "emails" (${Object.keys(emails).join(", ")})`,
        });
      });
    }
  }

  const programs = byName.get("programs.json");
  records(programs, "programs").forEach((program, i) => {
    const duration = program.duration as Rec | undefined;
    if (
      duration &&
      typeof duration.minYears === "number" &&
      typeof duration.maxYears === "number" &&
      duration.minYears > duration.maxYears
    ) {
      problems.push({
        ...at(programs!, `/programs/${i}`),
        field: "duration.minYears",
        message: `must not exceed "duration.maxYears" (got ${duration.minYears} > ${duration.maxYears})`,
      });
    }
    if (
      duration &&
      typeof duration.fullTimeYears === "number" &&
      typeof duration.minYears === "number" &&
      typeof duration.maxYears === "number"
    ) {
      if (duration.fullTimeYears < duration.minYears || duration.fullTimeYears > duration.maxYears) {
        problems.push({
          ...at(programs!, `/programs/${i}`),
          field: "duration.fullTimeYears",
          message: `must be between "duration.minYears" and "duration.maxYears" (got ${duration.fullTimeYears}, range ${duration.minYears}-${duration.maxYears})`,
        });
      }
    }
    // Program cards and badges put white text on this colour.
    if (typeof program.color === "string" && /^#[0-9a-f]{6}$/i.test(program.color)) {
      const ratio = contrastWithWhite(program.color);
      if (ratio < MIN_TEXT_CONTRAST) {
        problems.push({
          ...at(programs!, `/programs/${i}`),
          field: "color",
          message: `"${program.color}" is too light for the white text on it: contrast ${ratio.toFixed(2)}:1, needs at least ${MIN_TEXT_CONTRAST}:1 (choose one of the brand's program accents listed in programs.schema.json, e.g. "#0e6e6d")`,
        });
      }
    }
  });

  checkDeadlines(byName.get("deadlines.json"), problems);
  checkPhone(byName.get("site.json"), problems);
}

/** A dated deadline's text is the date as the site writes it; a rolling one has no date-like text. */
function checkDeadlines(file: LoadedFile | undefined, problems: Problem[]): void {
  records(file, "deadlines").forEach((deadline, i) => {
    const text = deadline.deadline;
    if (typeof text !== "string") return;
    if (typeof deadline.date === "string") {
      if (!isCalendarDate(deadline.date)) return; // reported by the schema's format
      const expected = formatDeadlineDate(deadline.date);
      if (text !== expected) {
        problems.push({
          ...at(file!, `/deadlines/${i}`),
          field: "deadline",
          message: `says "${text}" but "date" is ${deadline.date}, which the site writes "${expected}": change both together (the calendar file uses "date")`,
        });
      }
    } else if (
      /\b(January|February|March|April|May|June|July|August|September|October|November|December)\b/.test(text) ||
      /\d{4}/.test(text)
    ) {
      problems.push({
        ...at(file!, `/deadlines/${i}`),
        field: "date",
        message: `is required when "deadline" names a day ("${text}"): add "date": "YYYY-MM-DD" (it makes the calendar file), or write a rolling text such as "Rolling admissions"`,
      });
    }
  });
}

/** The phone number shown must be the number the tel: link dials. */
function checkPhone(file: LoadedFile | undefined, problems: Problem[]): void {
  const phone = file && typeof file.data === "object" && file.data !== null ? ((file.data as Rec).phone as Rec | undefined) : undefined;
  if (!phone || typeof phone.display !== "string" || typeof phone.e164 !== "string") return;
  const shown = phone.display.replace(/\D/g, "");
  const dialled = phone.e164.replace(/\D/g, "");
  // The display may leave out the country code ("(727) 555-0142" for "+17275550142").
  const agrees = shown.length >= 7 && dialled.endsWith(shown) && dialled.length - shown.length <= 3;
  if (!agrees) {
    problems.push({
      file: file!.display,
      field: "phone.display",
      message: `shows the digits ${shown || "(none)"} but "phone.e164" is "${phone.e164}", the number the call links dial: change both together`,
    });
  }
}

/** `<b>`, `</p>`, `<br/>`, `&amp;`: markup the site would print literally (it renders plain text). */
const MARKUP = /<\/?[A-Za-z][A-Za-z0-9-]*(\s[^<>]*)?\/?>|&(#[0-9]+|#x[0-9a-fA-F]+|[A-Za-z]+);/;

/** Words the copy uses for each counted record set, to catch a count written by hand. */
const COUNTED_NOUNS: Readonly<Record<CountedRecord, string>> = {
  program: "programs?",
  story: "stor(y|ies)",
  step: "steps?",
  deadline: "deadlines?",
  requirement: "requirements?",
  researchArea: "(research )?areas?",
  publication: "publications?",
  value: "(core )?values?|commitments?",
};
const NUMBER_WORD =
  "\\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty";

/**
 * Calls `check` for every string of a content file (the root "$schema" is not content) with its
 * JSON pointer and a `problem` function that reports at that string: file, record and field.
 */
export function forEachString(
  file: LoadedFile,
  problems: Problem[],
  check: (value: string, pointer: string, problem: (message: string) => void) => void,
): void {
  const visit = (value: unknown, pointer: string) => {
    if (typeof value === "string") {
      check(value, pointer, (message) => {
        const { record, fieldSegments } = locate(file.data, pointer);
        problems.push({
          file: file.display,
          ...(record === undefined ? {} : { record }),
          ...(fieldSegments.length === 0 ? {} : { field: joinPath(fieldSegments) }),
          message,
        });
      });
    } else if (Array.isArray(value)) {
      value.forEach((item, i) => visit(item, `${pointer}/${i}`));
    } else if (value !== null && typeof value === "object") {
      for (const [key, item] of Object.entries(value)) {
        if (pointer === "" && key === "$schema") continue;
        visit(item, `${pointer}/${key.replace(/~/g, "~0").replace(/\//g, "~1")}`);
      }
    }
  };
  visit(file.data, "");
}

/**
 * Every string of every file: no markup, and no count of a counted record set written by hand
 * ("Four steps", "the four-step process"): those must be {tokens} so they follow the records.
 */
export function checkStrings(file: LoadedFile, problems: Problem[]): void {
  forEachString(file, problems, (value, _pointer, problem) => {
    const markup = MARKUP.exec(value);
    if (markup) {
      problem(
        `contains markup "${markup[0]}": write plain text (the site shows text exactly as written, so "${markup[0]}" would appear on the page)`,
      );
    }
    for (const stem of COUNTED_RECORD_NAMES) {
      if (file.name === COUNTED_RECORDS[stem].file) continue; // a record may speak of itself
      const cited = new RegExp(`\\b(${NUMBER_WORD})[ -](${COUNTED_NOUNS[stem]})\\b`, "i").exec(value);
      if (!cited) continue;
      const capital = /^[A-Z]/.test(cited[1]);
      const token = /^\d+$/.test(cited[1])
        ? `{${stem}Count}`
        : capital
          ? `{${stem[0].toUpperCase()}${stem.slice(1)}CountInWords}`
          : `{${stem}CountInWords}`;
      problem(`cites a count by hand ("${cited[0]}"): write ${token} instead of "${cited[1]}" so it follows ${COUNTED_RECORDS[stem].file}`);
    }
  });
}

/**
 * Warnings, not errors: dated deadlines before `today` (YYYY-MM-DD, UTC). The site still shows
 * them as Open with a calendar link, so the maintainer should move them to the next cycle.
 */
export function passedDeadlines(file: LoadedFile | undefined, today: string): Problem[] {
  const out: Problem[] = [];
  records(file, "deadlines").forEach((deadline, i) => {
    if (typeof deadline.date !== "string" || !isCalendarDate(deadline.date) || deadline.date >= today) return;
    out.push({
      ...at(file!, `/deadlines/${i}`),
      field: "date",
      message: `${deadline.date} has passed (today is ${today}), but the admissions page still shows it as Open with "Add to calendar": set the next cycle's "date" and "deadline", or remove the record`,
    });
  });
  return out;
}
