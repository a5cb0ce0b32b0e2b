/**
 * Rules a JSON Schema cannot say: unique names, sensible ranges, values that must agree with
 * each other, readable colours, plain text, counts written as tokens. Each returns problems
 * located like the schema's (file, record, field); none throws for bad content.
 */
import { MIN_TEXT_CONTRAST, contrastWithWhite } from "./contrast";
import { problemAt } from "./paths";
import { describeValue, type Problem } from "./problems";
import { checkEvents } from "./eventRules";
import { COUNTED_RECORD_NAMES, COUNTED_RECORDS, NUMBER_WORDS, type CountedRecord, isCalendarDate } from "../content-schema";
import { forEachString, records, type LoadedFile } from "./loadedFile";
import { checkCountRules } from "./countRules";
import { checkOutcomeRules } from "./outcomeRules";
import { checkPhotoRules } from "./photoRules";
import { checkRelatedRules } from "./relatedRules";
import { checkServiceRules } from "./serviceRules";

export type { LoadedFile } from "./loadedFile";

type Rec = Record<string, unknown>;

/**
 * Block types that show the page's program (their schema's "x-program-page"): the whole type
 * (true), or these values of these fields. They read it by the slug only a program's page has.
 */
export type ProgramPageBlocks = ReadonlyMap<string, true | ReadonlyMap<string, readonly string[]>>;

/**
 * @param programPageBlocks what shows the page's program: content/programPage.json's blocks only.
 */
export function checkRecordRules(
  loaded: readonly LoadedFile[],
  problems: Problem[],
  programPageBlocks: ProgramPageBlocks = new Map(),
): void {
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
        ...problemAt(file, `/${list}/${i}`),
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
  unique("applicationServices.json", "services", "name");

  for (const file of loaded.filter((f) => f.name.startsWith("pages/"))) {
    records(file, "blocks").forEach((block, i) => {
      const uses = typeof block.type === "string" ? programPageBlocks.get(block.type) : undefined;
      const where = problemAt(file, `/blocks/${i}`);
      if (uses === true) {
        problems.push({
          ...where,
          field: "type",
          message: `names a block that shows the page's program, a section of every program's page: move it to content/programPage.json's "blocks"`,
        });
      }
      for (const [field, values] of uses === true || uses === undefined ? [] : uses) {
        if (typeof block[field] !== "string" || !values.includes(block[field])) continue;
        problems.push({
          ...where,
          field,
          message: `${describeValue(block[field])} shows the page's program, so only content/programPage.json's blocks may name it`,
        });
      }
    });
  }

  // Every Apply for a program leads to its page's How to Apply section (plugins/pages).
  const programPage = byName.get("programPage.json");
  const applyBlocks = records(programPage, "blocks").filter((block) => block.type === "programApply");
  if (programPage && Array.isArray((programPage.data as Rec | null)?.blocks) && applyBlocks.length !== 1) {
    problems.push({
      ...problemAt(programPage, ""),
      field: "blocks",
      message: `must hold one programApply block (got ${applyBlocks.length}): every Apply button of a program leads to its How to Apply section`,
    });
  }

  const programs = byName.get("programs.json");
  records(programs, "programs").forEach((program, i) => {
    const problem = (field: string, message: string) => problems.push({ ...problemAt(programs!, `/programs/${i}`), field, message });
    const { minYears: min, maxYears: max, fullTimeYears: fullTime } = (program.duration ?? {}) as Rec;
    const years = typeof min === "number" && typeof max === "number";
    if (years && min > max) problem("duration.minYears", `must not exceed "duration.maxYears" (got ${min} > ${max})`);
    if (years && typeof fullTime === "number" && (fullTime < min || fullTime > max)) {
      problem(
        "duration.fullTimeYears",
        `must be between "duration.minYears" and "duration.maxYears" (got ${fullTime}, range ${min}-${max})`,
      );
    }
    // The curriculum is year by year within the program's length: a year past duration.maxYears
    // would describe study the program does not have, and a repeated or missing year reads as a typo.
    const curriculum = Array.isArray(program.curriculum) ? (program.curriculum as unknown[]) : [];
    curriculum.forEach((entry, y) => {
      const year = entry && typeof entry === "object" ? (entry as Rec).year : undefined;
      if (typeof year !== "number" || typeof max !== "number") return;
      if (year > max) {
        problem(
          `curriculum[${y}].year`,
          `is ${year}, but the program lasts at most ${max} years ("duration.maxYears"): number the years from 1 to ${max}`,
        );
      } else if (year !== y + 1) {
        problem(
          `curriculum[${y}].year`,
          `is ${year}, but entry ${y + 1} of the curriculum must be year ${y + 1}: list the years in order, once each`,
        );
      }
    });
    // Program cards and badges put white text on this colour.
    if (typeof program.color === "string" && /^#[0-9a-f]{6}$/i.test(program.color)) {
      const ratio = contrastWithWhite(program.color);
      if (ratio < MIN_TEXT_CONTRAST) {
        problem(
          "color",
          `"${program.color}" is too light for the white text on it: contrast ${ratio.toFixed(2)}:1, needs at least ${MIN_TEXT_CONTRAST}:1 (choose one of the brand's program accents listed in programs.schema.json, e.g. "#0e6e6d")`,
        );
      }
    }
  });

  // Each photo on one page only: a program's hero among them (photoRules.ts).
  checkPhotoRules(loaded, problems);

  checkDeadlines(byName.get("deadlines.json"), problems);
  checkPhone(byName.get("site.json"), problems);
  checkEvents(byName.get("events.json"), byName.get("site.json"), problems);
  checkServiceRules(byName, problems);
  checkCountRules(byName, problems);
  checkOutcomeRules(byName.get("programs.json"), problems);
  checkRelatedRules(byName.get("programs.json"), problems);
}

/**
 * Dated deadlines belong to the file's cycle, and its dates run in order: the cycle opens, then
 * every deadline, then the next cycle opens. Statuses are computed from these dates, so a date
 * outside its cycle would show a program open or closed on the wrong days.
 */
function checkDeadlines(file: LoadedFile | undefined, problems: Problem[]): void {
  if (!file) return;
  const cycle = (file.data as Rec | null)?.cycle as Rec | undefined;
  const date = (value: unknown) => (typeof value === "string" && isCalendarDate(value) ? value : undefined);
  const opens = date(cycle?.opens);
  const nextOpens = date(cycle?.nextOpens);
  const cycleName = typeof cycle?.name === "string" ? ` of "${cycle.name}"` : "";
  if (opens && nextOpens && nextOpens <= opens) {
    problems.push({
      file: file.display,
      field: "cycle.nextOpens",
      message: `${nextOpens} is not after "opens" ${opens}: the next cycle opens after this one (dates out of order)`,
    });
  }
  records(file, "deadlines").forEach((deadline, i) => {
    const day = date(deadline.date);
    if (!day) return; // rolling, or a malformed date the schema reports
    const where = { ...problemAt(file, `/deadlines/${i}`), field: "date" };
    if (!cycle) {
      problems.push({
        ...where,
        message: `${day} has no application cycle: add "cycle" at the top of the file (its "name", "entering", "opens" and "nextOpens"), which the statuses are computed against`,
      });
    } else if (opens && day < opens) {
      problems.push({ ...where, message: `${day} is before the cycle${cycleName} opens (${opens}): dates out of order` });
    } else if (nextOpens && day >= nextOpens) {
      problems.push({ ...where, message: `${day} is not before the next cycle opens (${nextOpens}): dates out of order` });
    }
  });
}

/** The phone number shown must be the number the tel: link dials. */
function checkPhone(file: LoadedFile | undefined, problems: Problem[]): void {
  if (file) checkPhoneAt(file, "/phone", (file.data as Rec | null | undefined)?.phone, problems);
}

/** A phone object ({display, e164}) at `pointer` of `file`: its display shows the digits its e164 dials. */
export function checkPhoneAt(file: LoadedFile, pointer: string, value: unknown, problems: Problem[]): void {
  const phone = value as Rec | undefined;
  if (!phone || typeof phone.display !== "string" || typeof phone.e164 !== "string") return;
  const shown = phone.display.replace(/\D/g, "");
  const dialled = phone.e164.replace(/\D/g, "");
  // The display may leave out the country code ("(727) 555-0142" for "+17275550142").
  const agrees = shown.length >= 7 && dialled.endsWith(shown) && dialled.length - shown.length <= 3;
  if (!agrees) {
    const where = problemAt(file, pointer);
    const field = where.field ?? pointer.slice(1).replace(/\//g, ".");
    problems.push({
      ...where,
      field: `${field}.display`,
      message: `shows the digits ${shown || "(none)"} but "${field}.e164" is "${phone.e164}", the number the call links dial: change both together`,
    });
  }
}

/** `<b>`, `</p>`, `<br/>`, `&amp;`: markup the site would print literally (it renders plain text). */
const MARKUP = /<\/?[A-Za-z][A-Za-z0-9-]*(\s[^<>]*)?\/?>|&(#[0-9]+|#x[0-9a-fA-F]+|[A-Za-z]+);/;

/**
 * Words the copy uses for each counted record set, to catch a count written by hand. The figures
 * summed over records (seats, students) and the faculty are checked by countRules.ts instead.
 */
const COUNTED_NOUNS: Readonly<Record<CountedRecord, string | null>> = {
  program: "programs?",
  story: "stor(y|ies)",
  step: "steps?",
  deadline: "deadlines?",
  requirement: "requirements?",
  researchArea: "(research )?areas?",
  publication: "publications?",
  value: "(core )?values?|commitments?",
  doctorate: "doctorates?|doctoral programs?",
  seat: null,
  student: null,
  faculty: null,
};
/** A count in digits or in the words copy spells it with ("zero" is never a count of records). */
const NUMBER_WORD = ["\\d+", ...NUMBER_WORDS.slice(1)].join("|");

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
      const noun = COUNTED_NOUNS[stem];
      if (noun === null || file.name === COUNTED_RECORDS[stem].file) continue; // a record may speak of itself
      const cited = new RegExp(`\\b(${NUMBER_WORD})[ -](${noun})\\b`, "i").exec(value);
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
 * Warnings, not errors: dated deadlines before `today` (YYYY-MM-DD, the build's date). The site
 * shows them as closed, which is true, but the cycle needs rolling before the next applicants
 * look; once every dated deadline has passed, one more warning says so for the cycle.
 */
export function passedDeadlines(file: LoadedFile | undefined, today: string): Problem[] {
  const dated = records(file, "deadlines")
    .map((deadline, i) => ({ date: deadline.date, i }))
    .filter((d): d is { date: string; i: number } => typeof d.date === "string" && isCalendarDate(d.date));
  const out: Problem[] = dated
    .filter(({ date }) => date < today)
    .map(({ date, i }) => ({
      ...problemAt(file!, `/deadlines/${i}`),
      field: "date",
      message: `${date} has passed (today is ${today}): the site shows it as closed, with no calendar file; roll the cycle when its last deadline has passed (docs/content.md, "Roll the application cycle")`,
    }));
  if (dated.length > 0 && out.length === dated.length) {
    const cycle = (file!.data as Rec).cycle as Rec | undefined;
    const name = typeof cycle?.name === "string" ? `"${cycle.name}"` : "the cycle";
    out.push({
      file: file!.display,
      field: "cycle",
      message: `every dated deadline of ${name} has passed (today is ${today}): roll the cycle: the next cycle's name, "opens", "nextOpens" and each deadline's "date" (docs/content.md, "Roll the application cycle")`,
    });
  }
  return out;
}
