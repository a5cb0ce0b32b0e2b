/**
 * Placeholders that content strings may contain, e.g. "Choose from {programCount} programs" or
 * "{StepCountInWords} steps take you from application to enrollment". Every count the copy
 * cites is computed from the records, so it stays true when a record is added or removed; the
 * content validator rejects any other {token} so a typo never reaches a page.
 */

/**
 * The record sets the copy may count: token stem => the content file, the list in it, and the
 * GraphQL node type the build reads it from. Each stem gives three tokens:
 * `{stepCount}` "4", `{stepCountInWords}` "four", `{StepCountInWords}` "Four" (sentence start).
 */
export const COUNTED_RECORDS = {
  program: { file: "programs.json", list: "programs", nodeType: "ProgramsJson" },
  story: { file: "stories.json", list: "stories", nodeType: "StoriesJson" },
  step: { file: "applicationSteps.json", list: "steps", nodeType: "ApplicationStepsJson" },
  deadline: { file: "deadlines.json", list: "deadlines", nodeType: "DeadlinesJson" },
  requirement: { file: "requirements.json", list: "requirements", nodeType: "RequirementsJson" },
  researchArea: { file: "researchAreas.json", list: "areas", nodeType: "ResearchAreasJson" },
  publication: { file: "publications.json", list: "publications", nodeType: "PublicationsJson" },
  value: { file: "coreValues.json", list: "values", nodeType: "CoreValuesJson" },
  // The programs whose degree is a doctorate ("Doctor of Dental Medicine (DMD)"): COUNT_MEASURES.
  doctorate: { file: "programs.json", list: "programs", nodeType: "ProgramsJson" },
  // Sums over the programs (COUNT_MEASURES): the seats of one entering class, and the students
  // enrolled, each program's seats times its full-time years.
  seat: { file: "programs.json", list: "programs", nodeType: "ProgramsJson" },
  student: { file: "programs.json", list: "programs", nodeType: "ProgramsJson" },
  // A number the file states rather than a list: the full-time faculty (stats.json "faculty").
  faculty: { file: "stats.json", list: "faculty", nodeType: "StatsJson" },
} as const;

export type CountedRecord = keyof typeof COUNTED_RECORDS;
export const COUNTED_RECORD_NAMES = Object.keys(COUNTED_RECORDS) as CountedRecord[];

type Rec = Record<string, unknown>;

/** A program's seats per entering class (classProfile.seats); 0 when missing, which the schema reports. */
const seatsOf = (program: Rec) => {
  const seats = (program.classProfile as Rec | undefined)?.seats;
  return typeof seats === "number" ? seats : 0;
};

/** The years a full-time student takes: duration.fullTimeYears where part-time study stretches the range, else its longest. */
export function fullTimeYears(duration: { maxYears: number; fullTimeYears?: number | null }): number {
  return duration.fullTimeYears ?? duration.maxYears;
}

const yearsOf = (program: Rec) => {
  const duration = program.duration as { maxYears?: unknown; fullTimeYears?: number | null } | undefined;
  return typeof duration?.maxYears === "number" ? fullTimeYears({ ...duration, maxYears: duration.maxYears }) : 0;
};

const sum = (records: readonly Rec[], of: (record: Rec) => number) => records.reduce((total, record) => total + of(record), 0);

/** Sets whose size is not simply how many records the list has: a filter, or a sum over the records. */
const COUNT_MEASURES: Partial<Record<CountedRecord, (records: readonly Rec[]) => number>> = {
  doctorate: (programs) => programs.filter((program) => typeof program.degree === "string" && /^Doctor of\b/.test(program.degree)).length,
  seat: (programs) => sum(programs, seatsOf),
  student: (programs) => sum(programs, (program) => seatsOf(program) * yearsOf(program)),
};

/**
 * The size of a counted set from its list: how many records (or what its COUNT_MEASURES entry
 * says of them); a number the file states as it is; 0 for anything else (the schema reports it).
 */
export function countOf(stem: CountedRecord, value: unknown): number {
  if (typeof value === "number") return value;
  if (!Array.isArray(value)) return 0;
  const records = value.filter((item): item is Rec => item !== null && typeof item === "object");
  const measure = COUNT_MEASURES[stem];
  return measure ? measure(records) : value.length;
}

/** How many records each set has, e.g. { program: 8, step: 4, ... }. */
export type TokenCounts = Record<CountedRecord, number>;

const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** The numbers copy spells out, by value: "zero" to "twenty". */
export const NUMBER_WORDS: readonly string[] = [
  ..."zero one two three four five six seven eight nine ten".split(" "),
  ..."eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty".split(" "),
];

/** A count as copy spells it: "four" up to twenty (as style guides do), digits above. */
export function countInWords(count: number): string {
  return NUMBER_WORDS[count] ?? String(count);
}

/** A set's three tokens and what each says of `count`: stepCount "4", stepCountInWords "four", StepCountInWords "Four". */
function tokensOf(stem: CountedRecord, count: number): [string, string][] {
  const words = countInWords(count);
  return [
    [`${stem}Count`, String(count)],
    [`${stem}CountInWords`, words],
    [`${capitalize(stem)}CountInWords`, capitalize(words)],
  ];
}

/**
 * A count rounded down to its leading digit, as a figure cites it before a "+": 656 -> "600",
 * 2,350 -> "2,000", 48 -> "40", 8 -> "8".
 */
export function roundedDown(count: number): string {
  const unit = count < 10 ? 1 : 10 ** Math.floor(Math.log10(count));
  return (Math.floor(count / unit) * unit).toLocaleString("en-US");
}

/** Figures computed from several counts: token name => its text for the counts. */
const FIGURE_TOKENS: Readonly<Record<string, (counts: TokenCounts) => string>> = {
  // "600" of 656 students: the campus figure "{studentCountRounded}+" ("600+").
  studentCountRounded: (counts) => roundedDown(counts.student),
  // Students per full-time faculty member, to the nearest whole number: "12:1".
  studentFacultyRatio: (counts) => (counts.faculty > 0 ? `${Math.round(counts.student / counts.faculty)}:1` : "-"),
};

/** "{stepCount}", "{stepCountInWords}", "{StepCountInWords}" for every counted record set, and the figures of FIGURE_TOKENS. */
export const TOKEN_NAMES: readonly string[] = [
  ...COUNTED_RECORD_NAMES.flatMap((stem) => tokensOf(stem, 0).map(([name]) => name)),
  ...Object.keys(FIGURE_TOKENS),
];

/** Matches "{name}" placeholders; shared with the validator so both agree on the syntax. */
const TOKEN_PATTERN = /\{([A-Za-z][A-Za-z0-9]*)\}/g;

/** Names of all {tokens} found in a string, in order of appearance (duplicates kept). */
export function findTokens(text: string): string[] {
  return Array.from(text.matchAll(TOKEN_PATTERN), (match) => match[1]);
}

/**
 * Replaces every known {token} with its count. Unknown tokens are left as they are: the
 * build-time validator already refuses them, and showing "{typo}" beats silently dropping text.
 */
export function fillTokens(text: string, counts: TokenCounts): string {
  const values = new Map([
    ...COUNTED_RECORD_NAMES.flatMap((stem) => tokensOf(stem, counts[stem])),
    ...Object.entries(FIGURE_TOKENS).map(([name, figure]): [string, string] => [name, figure(counts)]),
  ]);
  return text.replace(TOKEN_PATTERN, (whole, name: string) => values.get(name) ?? whole);
}

/** The counts from parsed content files (file name => document), for the validator and tests. */
export function countsFromDocs(docs: ReadonlyMap<string, unknown>): TokenCounts {
  const counts = {} as TokenCounts;
  for (const stem of COUNTED_RECORD_NAMES) {
    const { file, list } = COUNTED_RECORDS[stem];
    counts[stem] = countOf(stem, (docs.get(file) as Record<string, unknown> | null | undefined)?.[list]);
  }
  return counts;
}
