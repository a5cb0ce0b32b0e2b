import { fillTemplate } from "../../src/lib/fillTemplate";

// Pure rules of the program pages: where a program's page lives, which programs it suggests next,
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
 * The programs a program's page suggests: the ones after it in content order, wrapping round to
 * the start, so every program is suggested by as many pages as any other and the suggestions
 * follow the order the maintainer chose. Never the program itself; fewer when there are fewer others.
 */
export function relatedPrograms<T>(programs: readonly T[], index: number, count: number = RELATED_COUNT): T[] {
  const others = programs.length - 1;
  return Array.from({ length: Math.max(0, Math.min(count, others)) }, (_, k) => programs[(index + 1 + k) % programs.length]);
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

/** A program's outcomes as figures: "96%" and what was measured, with its year ("Class of 2025": `yearLabel` filled). */
export function outcomeFigures(
  outcomes: readonly { measure: string; percent: number; year: number }[],
  yearLabel: string,
): { value: string; label: string }[] {
  return outcomes.map((o) => ({ value: `${o.percent}%`, label: `${o.measure} (${fillTemplate(yearLabel, { year: o.year })})` }));
}

/** A program page's trail before the page: Home, then the main navigation's link to /academics (when it has one). */
export function breadcrumbTrail(homeLabel: string, nav: readonly { label: string; to: string }[]): { label: string; to: string }[] {
  const academics = nav.find((item) => item.to.replace(/\/$/, "") === "/academics");
  return [{ label: homeLabel, to: "/" }, ...(academics ? [{ label: academics.label, to: "/academics/" }] : [])];
}
