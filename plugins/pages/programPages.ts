import { fillTemplate } from "../../src/lib/fillTemplate";
import { formatYears, fullTimeYears } from "../content-schema";

// Pure rules of the program pages: where a program's page lives, which programs it suggests,
// and how it writes money. The GraphQL fields of gatsby-node.ts and the tests call these.

/** The page of a program: "/academics/" + its slug + "/" (trailingSlash "always"). */
export function programPagePath(slug: string): string {
  return `/academics/${slug}/`;
}

/** The block of a program's page whose section every Apply for the program leads to. */
export const APPLY_BLOCK = "programApply";

/** The id of a program page's How to Apply section: its programApply block's (programPage.json "blocks"). */
export function applySectionId(blocks: readonly { type: string; id?: string | null }[]): string {
  const id = blocks.find((block) => block.type === APPLY_BLOCK)?.id;
  if (!id) throw new Error(`Program.applyPath: content/programPage.json has no ${APPLY_BLOCK} block with an id`);
  return id;
}

/** Where a program's Apply buttons go: the How to Apply section (its id `applyId`) of its page. */
export function programApplyPath(slug: string, applyId: string): string {
  return `${programPagePath(slug)}#${applyId}`;
}

/** How many related programs a program page links to. */
export const RELATED_COUNT = 3;

/**
 * The programs a program's page suggests: the records its `related` slugs name (programs.json,
 * closest profession first), in that order. The content check makes each slug a program other
 * than itself, RELATED_COUNT of them.
 */
export function relatedPrograms<T extends { slug: string }>(programs: readonly T[], slugs: readonly string[]): T[] {
  return slugs.flatMap((slug) => programs.filter((program) => program.slug === slug));
}

/** Whole US dollars as the site writes them: 78400 -> "$78,400". */
export function formatUsd(amount: number): string {
  return `$${String(amount).replace(/\B(?=(\d{3})+$)/g, ",")}`;
}

/** The labels of programPage.json's class profile. */
export interface ClassProfileCopy {
  seatsLabel: string;
  gpaLabel: string;
  testLabel: string;
  noTestValue: string;
  noTest: string;
}

/** A class profile as three figures: seats, median GPA (two decimals), the test's median score or that none is required. */
export function classProfileFigures(
  profile: {
    seats: number;
    medianGpa: number;
    test?: { name: string; fullName: string; score: string; scoreLabel?: string | null } | null;
  },
  copy: ClassProfileCopy,
): { value: string; label: string }[] {
  const { test } = profile;
  return [
    { value: String(profile.seats), label: copy.seatsLabel },
    { value: profile.medianGpa.toFixed(2), label: copy.gpaLabel },
    test
      ? {
          value: test.score,
          label: `${fillTemplate(copy.testLabel, { test: test.name })}: ${test.fullName}${test.scoreLabel ? `, ${test.scoreLabel}` : ""}`,
        }
      : { value: copy.noTestValue, label: copy.noTest },
  ];
}

/** A program page's trail before the page: Home, then the main navigation's link to /academics (when it has one). */
export function breadcrumbTrail(homeLabel: string, nav: readonly { label: string; to: string }[]): { label: string; to: string }[] {
  const academics = nav.find((item) => item.to.replace(/\/$/, "") === "/academics");
  return [{ label: homeLabel, to: "/" }, ...(academics ? [{ label: academics.label, to: "/academics/" }] : [])];
}

/** The labels of programPage.json's outcomes section. */
export interface OutcomesCopy {
  yearLabel: string;
  onTimeLabel: string;
  attritionLabel: string;
}

type ClassResults = readonly { year: number; percent: number }[];

/**
 * A program's outcomes as one table: a column per graduating class ("Class of 2024", oldest
 * first, the classes of its first measure: the content check makes every measure cover the same),
 * a row per measure, then on-time graduation (within the program's full-time length) and attrition.
 */
export function outcomeTable(
  program: {
    duration: { maxYears: number; fullTimeYears?: number | null };
    outcomes: readonly { measure: string; results: ClassResults }[];
    completion: { onTime: ClassResults; attrition: ClassResults };
  },
  copy: OutcomesCopy,
): { columns: string[]; rows: { measure: string; values: string[] }[] } {
  const years = (program.outcomes[0]?.results ?? program.completion.onTime).map((r) => r.year);
  const row = (measure: string, results: ClassResults) => ({
    measure,
    values: years.map((year) => {
      const result = results.find((r) => r.year === year);
      return result ? `${result.percent}%` : "";
    }),
  });
  const length = fullTimeYears(program.duration);
  return {
    columns: years.map((year) => fillTemplate(copy.yearLabel, { year })),
    rows: [
      ...program.outcomes.map((outcome) => row(outcome.measure, outcome.results)),
      row(fillTemplate(copy.onTimeLabel, { years: formatYears(length, length) }), program.completion.onTime),
      row(copy.attritionLabel, program.completion.attrition),
    ],
  };
}

/**
 * A program's application cycle (days as YYYY-MM-DD): the university's (deadlines.json cycle),
 * whose next opening is its application service's own when the service keeps its own calendar
 * (`serviceNextOpens`, applicationServices.json nextCycleOpens); null without a cycle.
 */
export function programCycle(
  cycle: { opens: string; nextOpens?: string | null } | null | undefined,
  serviceNextOpens: string | null | undefined,
): { opens: string; nextOpens: string | null } | null {
  if (!cycle) return null;
  const day = (value: string | null | undefined) => (value ? String(value).slice(0, 10) : null);
  return { opens: day(cycle.opens) as string, nextOpens: day(serviceNextOpens) ?? day(cycle.nextOpens) };
}
