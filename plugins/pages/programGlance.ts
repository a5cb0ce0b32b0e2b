import { fillTemplate } from "../../src/lib/fillTemplate";
import { formatYears } from "../content-schema";
import { classProfileFigures, type ClassProfileCopy } from "./programPages";

// A program page at a glance (src/blocks/ProgramGlance): its figures, each taken from the one place
// that computes it for the rest of the page (the cost table's totals, the class profile's figures,
// the outcomes' newest class), and the menu of the page's sections, named by their blocks' ids.

export type GlanceFact = { value: string; label: string };

/** The words the figures are labelled with: the band's own, and the class profile's. */
export interface GlanceCopy {
  costLabel: string;
  totalLabel: string;
  lengthLabel: string;
  classProfile: ClassProfileCopy;
  yearLabel: string;
}

type ClassResults = readonly { year: number; percent: number }[];

/** What the band reads of a program's cost table (plugins/financial-aid costTable): its periods and rows. */
export interface GlanceCost {
  perYearLabel: string;
  totalLabel: string;
  rows: readonly { kind: string; perYear: string; total: string }[];
}

/**
 * Cost of attendance a year and over the program's length (the cost table's total row), length,
 * seats, median GPA, then the headline outcome: the first measure's newest class ("95%",
 * "First-time pass rate, ..., Class of 2026").
 */
export function glanceFacts(
  program: {
    duration: { minYears: number; maxYears: number };
    classProfile: Parameters<typeof classProfileFigures>[0];
    outcomes: readonly { measure: string; results: ClassResults }[];
  },
  cost: GlanceCost,
  copy: GlanceCopy,
): GlanceFact[] {
  const total = cost.rows.find((row) => row.kind === "total");
  if (!total) throw new Error("program glance: the cost table has no total row");
  const [seats, gpa] = classProfileFigures(program.classProfile, copy.classProfile);
  const headline = program.outcomes[0];
  const newest = headline ? [...headline.results].sort((a, b) => b.year - a.year)[0] : undefined;
  return [
    { value: total.perYear, label: fillTemplate(copy.costLabel, { period: cost.perYearLabel }) },
    { value: total.total, label: fillTemplate(copy.totalLabel, { period: cost.totalLabel }) },
    { value: formatYears(program.duration.minYears, program.duration.maxYears), label: copy.lengthLabel },
    seats,
    gpa,
    ...(headline && newest
      ? [{ value: `${newest.percent}%`, label: `${headline.measure}, ${fillTemplate(copy.yearLabel, { year: newest.year })}` }]
      : []),
  ];
}

/**
 * The menu's links: each id `menu` names, as a link to the block of `blocks` with that id, labelled
 * with its heading, in the page's order. An id no block with a heading has stops the build.
 */
export function sectionMenu(
  blocks: readonly { type: string; id?: string | null; heading?: string | null }[],
  menu: readonly string[],
): { to: string; label: string }[] {
  const missing = menu.filter((id) => !blocks.some((block) => block.id === id && block.heading));
  if (missing.length)
    throw new Error(
      `content/programPage.json: programGlance "menu" names ${missing.map((id) => `"${id}"`).join(", ")}, which no block with an id and a heading has`,
    );
  return blocks.flatMap((block) =>
    block.id && block.heading && menu.includes(block.id) ? [{ to: `#${block.id}`, label: block.heading }] : [],
  );
}
