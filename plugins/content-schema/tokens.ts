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
  // The programs whose degree is a doctorate ("Doctor of Dental Medicine (DMD)"): COUNT_FILTERS.
  doctorate: { file: "programs.json", list: "programs", nodeType: "ProgramsJson" },
} as const;

export type CountedRecord = keyof typeof COUNTED_RECORDS;
export const COUNTED_RECORD_NAMES = Object.keys(COUNTED_RECORDS) as CountedRecord[];

/** Sets that count only some records of their list: a record counts when its filter says so. */
const COUNT_FILTERS: Partial<Record<CountedRecord, (record: Record<string, unknown>) => boolean>> = {
  doctorate: (program) => typeof program.degree === "string" && /^Doctor of\b/.test(program.degree),
};

/** How many records of a counted set's list count (all, or those its COUNT_FILTERS entry keeps). */
export function countOf(stem: CountedRecord, items: readonly unknown[]): number {
  const keep = COUNT_FILTERS[stem];
  if (!keep) return items.length;
  return items.filter((item) => item !== null && typeof item === "object" && keep(item as Record<string, unknown>)).length;
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

/** "{stepCount}", "{stepCountInWords}", "{StepCountInWords}" for every counted record set. */
export const TOKEN_NAMES: readonly string[] = COUNTED_RECORD_NAMES.flatMap((stem) => tokensOf(stem, 0).map(([name]) => name));

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
  const values = new Map(COUNTED_RECORD_NAMES.flatMap((stem) => tokensOf(stem, counts[stem])));
  return text.replace(TOKEN_PATTERN, (whole, name: string) => values.get(name) ?? whole);
}

/** The counts from parsed content files (file name => document), for the validator and tests. */
export function countsFromDocs(docs: ReadonlyMap<string, unknown>): TokenCounts {
  const counts = {} as TokenCounts;
  for (const stem of COUNTED_RECORD_NAMES) {
    const { file, list } = COUNTED_RECORDS[stem];
    const items = (docs.get(file) as Record<string, unknown> | null | undefined)?.[list];
    counts[stem] = Array.isArray(items) ? countOf(stem, items) : 0;
  }
  return counts;
}
