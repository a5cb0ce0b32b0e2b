import { fillTemplate } from "../../src/lib/fillTemplate";
import { formatIsoDate } from "../../src/lib/deadlines";
import { minimumPell, programCostSummary, type AidRecord, type AidRules, type PricedProgram } from "../../src/lib/netPrice";
import { formatUsd } from "../pages";

// What a program page's Cost and Aid shows, ready to print: the cost of attendance a year and over
// the program beside the federal loan limit of its level and the gap left (the figures of
// src/lib/netPrice.ts, never typed), the federal rules under it with their sources, and the aid the
// program names (programs.json cost.aid) with its amount and deadline written out.

/** A source of a rule, as content/financialAid.json writes it. */
interface Source {
  readonly title: string;
  readonly url?: string | null;
}

/** The rules the page quotes, beside those the engine computes with. */
export interface MoneyRules extends AidRules {
  readonly federalLoans: AidRules["federalLoans"] & {
    readonly gradPlus: { readonly closedToNewBorrowers: string; readonly statement: string; readonly source: Source };
    readonly lifetime: AidRules["federalLoans"]["lifetime"] & { readonly statement: string; readonly source: Source };
    readonly parentPlus: AidRules["federalLoans"]["parentPlus"] & { readonly statement: string; readonly source: Source };
    readonly proration: { readonly statement: string; readonly source: Source };
  };
  readonly pell: AidRules["pell"];
  readonly costOfAttendance: AidRules["costOfAttendance"];
  readonly aid: readonly (AidRecord & MoneyAidText)[];
  readonly academicYear: string;
  readonly fafsa: { readonly priorityDate: string };
  readonly labels: AidLabels;
}

/** The words of an aid record the page prints. */
interface MoneyAidText {
  readonly amountNote?: string | null;
  readonly eligibility: string;
  readonly howToApply: string;
  readonly deadline?: string | null;
}

/** content/financialAid.json labels. */
export interface AidLabels {
  readonly amountRange: string;
  readonly amountFixed: string;
  readonly amountUpTo: string;
  readonly coversTuition: string;
  readonly pellRange: string;
  readonly withApplication: string;
  readonly fafsaDeadline: string;
  readonly noDeadline: string;
}

/** programPage.json cost: the section's words. */
export interface CostCopy {
  readonly intro: string;
  readonly perYearLabel: string;
  readonly firstYearLabel: string;
  readonly overYearsLabel: string;
  readonly tuitionLabel: string;
  readonly booksLabel: string;
  readonly livingLabel: string;
  readonly totalLabel: string;
  readonly loanLabel: string;
  readonly gapLabel: string;
  readonly gapLabelFor: string;
  readonly sourceLabel: string;
}

export type CostRowKind = "cost" | "total" | "loan" | "gap";

export interface CostTable {
  readonly intro: string;
  readonly perYearLabel: string;
  readonly totalLabel: string;
  readonly rows: readonly { readonly label: string; readonly perYear: string; readonly total: string; readonly kind: CostRowKind }[];
  readonly notes: readonly { readonly text: string; readonly sourceUrl: string; readonly sourceLabel: string }[];
}

/** The host a source was read at, for a short link text: "https://www.govinfo.gov/..." -> "govinfo.gov". */
export function sourceHost(url: string): string {
  return new URL(url).hostname.replace(/^www\./, "");
}

/**
 * The Cost and Aid table of a program: tuition and fees, books and supplies, living costs (the
 * arrangement program pages show) and the cost of attendance, each a year and over the program's
 * full-time years; then each federal loan limit of its level with the gap left after it; and the
 * notes: Grad PLUS's end (graduate and professional) or Parent PLUS (undergraduate), the lifetime
 * limit and proration, each with its source.
 */
export function costTable(program: PricedProgram, rules: MoneyRules, copy: CostCopy): CostTable {
  const summary = programCostSummary(program, rules);
  const loans = rules.federalLoans;
  const arrangement = rules.costOfAttendance.arrangements.find((a) => a.id === summary.living)!;
  const row = (label: string, perYear: number, total: number, kind: CostRowKind) => ({
    label,
    perYear: formatUsd(perYear),
    total: formatUsd(total),
    kind,
  });
  const rows = [
    row(copy.tuitionLabel, summary.perYear.tuitionAndFees, summary.total.tuitionAndFees, "cost"),
    row(copy.booksLabel, summary.perYear.booksAndSupplies, summary.total.booksAndSupplies, "cost"),
    row(
      fillTemplate(copy.livingLabel, { arrangement: arrangement.label, months: program.cost.months }),
      summary.perYear.living,
      summary.total.living,
      "cost",
    ),
    row(copy.totalLabel, summary.perYear.total, summary.total.total, "total"),
    ...summary.loans.flatMap((loan) => {
      const limit = loans.limits.find((l) => l.id === loan.limitId)!;
      const gap = loan.dependency ? fillTemplate(copy.gapLabelFor, { dependency: loan.dependency }) : copy.gapLabel;
      return [
        row(fillTemplate(copy.loanLabel, { loan: limit.name }), loan.perYear, loan.total, "loan"),
        row(gap, loan.gapPerYear, loan.gapTotal, "gap"),
      ];
    }),
  ];
  const undergraduate = program.studentLevel === "undergraduate";
  const note = (text: string, source: Source) => ({
    text,
    sourceUrl: source.url ?? "",
    sourceLabel: fillTemplate(copy.sourceLabel, { source: source.url ? sourceHost(source.url) : source.title }),
  });
  const notes = [
    undergraduate
      ? note(
          fillTemplate(loans.parentPlus.statement, {
            annual: formatUsd(loans.parentPlus.annual),
            aggregate: formatUsd(loans.parentPlus.aggregate),
          }),
          loans.parentPlus.source,
        )
      : note(fillTemplate(loans.gradPlus.statement, { date: formatIsoDate(loans.gradPlus.closedToNewBorrowers) }), loans.gradPlus.source),
    note(fillTemplate(loans.lifetime.statement, { amount: formatUsd(loans.lifetime.amount) }), loans.lifetime.source),
    note(loans.proration.statement, loans.proration.source),
  ];
  return {
    intro: fillTemplate(copy.intro, { academicYear: program.cost.academicYear, years: summary.years }),
    perYearLabel: summary.varies ? copy.firstYearLabel : copy.perYearLabel,
    totalLabel: fillTemplate(copy.overYearsLabel, { years: summary.years }),
    rows,
    notes,
  };
}

/** When to apply for a piece of aid: a date (or none for "any time") whose status follows `rules`' cycle and words, after `prefix`. */
export interface AidDeadline {
  readonly date: string | null;
  readonly prefix: string;
  /** Whose cycle and words the status takes: the application deadlines', the aid's, or none (no status: the provider sets the date). */
  readonly rules: "application" | "aid" | "none";
}

export interface AidItem {
  readonly id: string;
  readonly name: string;
  readonly amount: string;
  readonly eligibility: string;
  readonly howToApply: string;
  readonly deadline: AidDeadline;
}

/** What a piece of aid is worth a year, in words: its amount (a range, tuition and fees, the Pell rule, GPA tiers) and its note. */
export function aidAmountText(record: AidRecord & MoneyAidText, rules: MoneyRules, academicYear: string): string {
  const { labels } = rules;
  const amount = record.amount;
  const range = (min: number, max: number) =>
    min === max
      ? fillTemplate(labels.amountFixed, { amount: formatUsd(max) })
      : min === 0
        ? fillTemplate(labels.amountUpTo, { max: formatUsd(max) })
        : fillTemplate(labels.amountRange, { min: formatUsd(min), max: formatUsd(max) });
  let text = "";
  if (amount?.covers === "tuitionAndFees") text = labels.coversTuition;
  else if (amount?.rule === "pell") {
    const maximum = rules.pell.awardYears.find((y) => y.awardYear === academicYear)?.maximum;
    if (maximum) {
      const minimum = minimumPell(maximum, rules.pell.minimumPercentOfMaximum);
      text = fillTemplate(labels.pellRange, { min: formatUsd(minimum), max: formatUsd(maximum), awardYear: academicYear });
    }
  } else if (amount?.byGpa?.length) {
    const amounts = amount.byGpa.map((tier) => tier.amount);
    text = range(Math.min(...amounts), Math.max(...amounts));
  } else if (typeof amount?.max === "number") text = range(amount.min ?? 0, amount.max);
  return [text, record.amountNote].filter(Boolean).join(" ");
}

/** When to apply for an aid record: `applicationDate` is the application deadline of a program it names (for "withApplication"). */
function aidDeadline(record: AidRecord & MoneyAidText, rules: MoneyRules, applicationDate: string | null): AidDeadline {
  const { labels } = rules;
  if (record.deadline === "withApplication") return { date: applicationDate, prefix: labels.withApplication, rules: "application" };
  if (record.deadline === "fafsa") return { date: rules.fafsa.priorityDate, prefix: labels.fafsaDeadline, rules: "aid" };
  if (record.deadline === "rolling") return { date: null, prefix: "", rules: "aid" };
  if (record.deadline) return { date: record.deadline, prefix: "", rules: "aid" };
  return { date: null, prefix: labels.noDeadline, rules: "none" };
}

/** An aid record written out: its amount in words and its deadline. */
function aidItem(record: AidRecord & MoneyAidText, rules: MoneyRules, academicYear: string, applicationDate: string | null): AidItem {
  return {
    id: record.id,
    name: record.name,
    amount: aidAmountText(record, rules, academicYear),
    eligibility: record.eligibility,
    howToApply: record.howToApply,
    deadline: aidDeadline(record, rules, applicationDate),
  };
}

/**
 * The aid a program's page names (its cost.aid, in order), each with its amount in words and its
 * deadline: a date, any time ("rolling"), the program's application deadline ("withApplication",
 * `applicationDate`), BCU's FAFSA priority date ("fafsa"), or none when the provider sets it.
 */
export function aidItems(program: PricedProgram, rules: MoneyRules, applicationDate: string | null): AidItem[] {
  return program.cost.aid.map((id) => {
    const record = rules.aid.find((a) => a.id === id);
    if (!record) throw new Error(`financial-aid: ${program.slug}'s cost.aid names "${id}", which is not in content/financialAid.json aid`);
    return aidItem(record, rules, program.cost.academicYear, applicationDate);
  });
}

/** An aid record on the tuition and aid page: written out as on a program page, and the programs that name it. */
export interface AidListItem extends AidItem {
  readonly programs: readonly { readonly name: string; readonly path: string }[];
}

/**
 * Every aid record of the given kinds (content order), each written out with the names and pages of
 * the programs whose cost.aid names it; a record considered with the application takes the
 * earliest application deadline of those programs (`applicationDates`, by program name).
 */
export function aidList(
  rules: MoneyRules,
  programs: readonly (PricedProgram & { name: string; path: string })[],
  applicationDates: ReadonlyMap<string, string | null>,
  kinds: readonly string[],
): AidListItem[] {
  return rules.aid
    .filter((record) => kinds.includes(record.kind))
    .map((record) => {
      const naming = programs.filter((p) => p.cost.aid.includes(record.id));
      const dates = naming.flatMap((p) => applicationDates.get(p.name) ?? []).sort();
      return {
        ...aidItem(record, rules, rules.academicYear, dates[0] ?? null),
        programs: naming.map((p) => ({ name: p.name, path: p.path })),
      };
    });
}

/** A program's row of the tuition and aid page's table: its cost a year and over its full-time years, each federal limit and the gap, written out. */
export interface CostRow {
  readonly years: number;
  readonly tuitionAndFees: string;
  readonly living: string;
  readonly perYear: string;
  readonly total: string;
  readonly loans: readonly {
    readonly dependency: string | null;
    readonly perYear: string;
    readonly total: string;
    readonly gapPerYear: string;
    readonly gapTotal: string;
  }[];
}

/** The figures of programCostSummary (the same as the program's own page), written out. */
export function costRow(program: PricedProgram, rules: AidRules): CostRow {
  const summary = programCostSummary(program, rules);
  return {
    years: summary.years,
    tuitionAndFees: formatUsd(summary.perYear.tuitionAndFees + summary.perYear.booksAndSupplies),
    living: formatUsd(summary.perYear.living),
    perYear: formatUsd(summary.perYear.total),
    total: formatUsd(summary.total.total),
    loans: summary.loans.map((loan) => ({
      dependency: loan.dependency,
      perYear: formatUsd(loan.perYear),
      total: formatUsd(loan.total),
      gapPerYear: formatUsd(loan.gapPerYear),
      gapTotal: formatUsd(loan.gapTotal),
    })),
  };
}
