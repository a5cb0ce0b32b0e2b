// The net price engine: what a year (and a whole program) of full-time study at BCU costs, what
// grants, scholarships and federal loans cover within their limits, and what is left to find.
// Every figure comes from the content's rules (content/financialAid.json) and the program's record
// (content/programs.json "cost", "studentLevel", "duration"): no amount is written here, so next
// year's limits, grants and costs are an edit of the content. Pure and small: the build uses it
// for each program page's Cost and Aid, and the browser may run it for the calculator.
// Assumptions (the content's notes say so too): full-time study at this year's rates in every
// year, the 48 contiguous states' poverty guideline, no large family assets.
// One file on purpose: the engine is one chain (cost, Pell, scholarships, loans within
// their limits, what is left) read top to bottom, and the build and the browser import it whole.

export type StudentLevel = "undergraduate" | "graduate" | "professional";
export type Dependency = "dependent" | "independent";

/** A federal Direct Loan limit (content/financialAid.json federalLoans.limits). */
export interface LoanLimit {
  readonly id: string;
  readonly level: StudentLevel;
  readonly dependency?: Dependency | null;
  readonly name: string;
  /** The annual limit by year in school (1, 2, 3...); the last figure holds for every later year. */
  readonly annualByYear: readonly number[];
  readonly aggregate: number;
}

/** A maximum- or minimum-Pell income limit, in percent of the poverty guideline. */
export interface PellThreshold {
  readonly dependency: Dependency;
  readonly singleParent: boolean;
  readonly maximumPell: { readonly percent: number; readonly inclusive: boolean };
  readonly minimumPell: { readonly percent: number };
}

/** The part of content/financialAid.json the engine reads. */
export interface AidRules {
  readonly federalLoans: {
    readonly limits: readonly LoanLimit[];
    readonly lifetime: { readonly amount: number };
    readonly parentPlus: { readonly annual: number; readonly aggregate: number };
  };
  readonly pell: {
    readonly awardYears: readonly { readonly awardYear: string; readonly maximum?: number | null }[];
    readonly minimumPercentOfMaximum: number;
    readonly thresholds: readonly PellThreshold[];
  };
  readonly povertyGuidelines: readonly { readonly year: number; readonly firstPerson: number; readonly eachAdditionalPerson: number }[];
  readonly incomeBands: readonly { readonly id: string; readonly max?: number | null }[];
  readonly costOfAttendance: {
    readonly arrangements: readonly { readonly id: string; readonly label: string; readonly monthly: number }[];
    readonly shown: string;
  };
  readonly aid: readonly AidRecord[];
}

/** An aid record, as far as the engine computes it. */
export interface AidRecord {
  readonly id: string;
  readonly name: string;
  readonly kind: string;
  readonly amount?: {
    readonly min?: number | null;
    readonly max?: number | null;
    readonly covers?: string | null;
    readonly rule?: string | null;
    readonly byGpa?: readonly { readonly minGpa: number; readonly amount: number }[] | null;
  } | null;
  readonly floridaResidents?: boolean | null;
}

/** A program record, as far as the engine reads it (content/programs.json). */
export interface PricedProgram {
  readonly slug: string;
  readonly studentLevel: StudentLevel;
  readonly duration: { readonly minYears: number; readonly maxYears: number; readonly fullTimeYears?: number | null };
  readonly cost: {
    readonly academicYear: string;
    readonly tuitionAndFees: number;
    readonly booksAndSupplies: number;
    readonly months: number;
    /** The undergraduate year in school of a full-time student's first year in the program (3 for degree completion). */
    readonly firstUndergraduateYear?: number | null;
    readonly aid: readonly string[];
  };
}

/** A student's answers: the calculator's form, the URL's query, the program page's assumptions. */
export interface Answers {
  readonly program: string;
  /** A living arrangement's id (costOfAttendance.arrangements). */
  readonly living: string;
  // The bachelor's: the federal net price template's questions that matter here.
  readonly dependency: Dependency;
  readonly household: number;
  /** An income band's id (incomeBands): the parents' income for a dependent student, the student's own otherwise. */
  readonly income: string;
  readonly singleParent: boolean;
  readonly florida: boolean;
  /** College GPA for GPA-based scholarships; null when not given. */
  readonly gpa: number | null;
  // Graduate and professional programs.
  /** A scholarship the student expects each year, in dollars. */
  readonly scholarship: number;
  /** The student expects an award paying tuition and fees (a service scholarship, an assistantship). */
  readonly tuitionAward: boolean;
  // Every program.
  /** Savings, family help or earnings the student will put toward each year, in dollars. */
  readonly resources: number;
  /** Federal student loans already borrowed as an undergraduate. */
  readonly priorUndergradLoans: number;
  /** Federal student loans already borrowed for graduate or professional study. */
  readonly priorGradLoans: number;
}

/** Years a full-time student takes: `fullTimeYears` where part-time study stretches the range, else the longest. */
export function fullTimeYears(duration: PricedProgram["duration"]): number {
  return duration.fullTimeYears ?? duration.maxYears;
}

function arrangement(rules: AidRules, id: string) {
  const found = rules.costOfAttendance.arrangements.find((a) => a.id === id);
  if (!found) throw new Error(`netPrice: no living arrangement "${id}" in costOfAttendance.arrangements`);
  return found;
}

export interface YearCost {
  readonly tuitionAndFees: number;
  readonly booksAndSupplies: number;
  readonly living: number;
  readonly total: number;
}

/** One year's cost of attendance: tuition and fees, books and supplies, and the arrangement's living costs for the program's months. */
export function costOfAttendance(program: PricedProgram, rules: AidRules, living: string): YearCost {
  const { tuitionAndFees, booksAndSupplies, months } = program.cost;
  const livingCost = arrangement(rules, living).monthly * months;
  return { tuitionAndFees, booksAndSupplies, living: livingCost, total: tuitionAndFees + booksAndSupplies + livingCost };
}

/** The Direct Loan limit of a level (and, for undergraduates, a dependency status). */
export function loanLimit(rules: AidRules, level: StudentLevel, dependency: Dependency): LoanLimit {
  const found = rules.federalLoans.limits.find((l) => l.level === level && (level !== "undergraduate" || l.dependency === dependency));
  if (!found) throw new Error(`netPrice: no federal loan limit for ${level}${level === "undergraduate" ? ` (${dependency})` : ""}`);
  return found;
}

/** The annual limit in a year in school (1-based); the last figure holds for every later year. */
export function annualLimit(limit: LoanLimit, yearInSchool: number): number {
  const byYear = limit.annualByYear;
  return byYear[Math.min(Math.max(yearInSchool, 1), byYear.length) - 1];
}

/** The poverty guideline for a household in a calendar year: the first person, then each additional one. */
export function povertyGuideline(rules: AidRules, year: number, household: number): number {
  const guideline = rules.povertyGuidelines.find((g) => g.year === year);
  if (!guideline) throw new Error(`netPrice: no poverty guideline for ${year} in povertyGuidelines`);
  return guideline.firstPerson + guideline.eachAdditionalPerson * (Math.max(household, 1) - 1);
}

/** The minimum Pell Grant: a percentage of the maximum, rounded to the nearest $5 (HEA section 401). */
export function minimumPell(maximum: number, percent: number): number {
  return Math.round((maximum * percent) / 100 / 5) * 5;
}

/** The first calendar year of an academic or award year: "2026-27" -> 2026. */
export function startYear(academicYear: string): number {
  return Number(academicYear.slice(0, 4));
}

export type PellBasis = "maximum" | "minimum" | "fafsa" | "notEligible" | "unpublished";

export interface PellEstimate {
  readonly amount: number;
  /** maximum or minimum by the income limits; "fafsa" above them (the FAFSA's aid index decides); not eligible; or no maximum published yet. */
  readonly basis: PellBasis;
  readonly maximum: number | null;
  readonly minimum: number | null;
}

/**
 * The Pell Grant a full-time undergraduate can count on in an award year, from the household's
 * income band, size, dependency and single-parent status: the maximum when the band's top lies
 * within the maximum-Pell limit, the minimum within the minimum-Pell limit, else none estimated
 * (the FAFSA's Student Aid Index decides). The limits compare income with the poverty guideline of
 * the second year before the award year (20 U.S.C. 1070a). The top of the band, so the grant holds
 * for every income in it.
 */
export function pellEstimate(
  rules: AidRules,
  awardYear: string,
  answers: Pick<Answers, "dependency" | "household" | "income" | "singleParent">,
): PellEstimate {
  const year = rules.pell.awardYears.find((y) => y.awardYear === awardYear);
  if (!year?.maximum) return { amount: 0, basis: "unpublished", maximum: null, minimum: null };
  const maximum = year.maximum;
  const minimum = minimumPell(maximum, rules.pell.minimumPercentOfMaximum);
  const threshold = rules.pell.thresholds.find((t) => t.dependency === answers.dependency && t.singleParent === answers.singleParent);
  if (!threshold)
    throw new Error(`netPrice: no Pell income limits for a ${answers.dependency} student (single parent: ${answers.singleParent})`);
  const band = rules.incomeBands.find((b) => b.id === answers.income);
  if (!band) throw new Error(`netPrice: no income band "${answers.income}"`);
  const guideline = povertyGuideline(rules, startYear(awardYear) - 2, answers.household);
  const top = band.max ?? Infinity;
  const maxLimit = (guideline * threshold.maximumPell.percent) / 100;
  if (threshold.maximumPell.inclusive ? top <= maxLimit : top < maxLimit) return { amount: maximum, basis: "maximum", maximum, minimum };
  if (top <= (guideline * threshold.minimumPell.percent) / 100) return { amount: minimum, basis: "minimum", maximum, minimum };
  return { amount: 0, basis: "fafsa", maximum, minimum };
}

/** A grant or scholarship counted in an estimate. */
export interface CountedAid {
  readonly id: string;
  readonly name: string;
  readonly amount: number;
}

/** The program's aid records, by its cost.aid ids, in that order. */
export function programAid(program: PricedProgram, rules: AidRules): AidRecord[] {
  return program.cost.aid.map((id) => {
    const record = rules.aid.find((a) => a.id === id);
    if (!record) throw new Error(`netPrice: ${program.slug}'s cost.aid names "${id}", which is not in financialAid.json aid`);
    return record;
  });
}

/** The BCU scholarships the answers earn: a GPA-tiered award by its tier; none without a GPA. */
function gpaScholarships(aid: readonly AidRecord[], gpa: number | null): CountedAid[] {
  if (gpa === null) return [];
  return aid.flatMap((record) => {
    const tier = record.amount?.byGpa?.find((t) => gpa >= t.minGpa);
    return tier ? [{ id: record.id, name: record.name, amount: tier.amount }] : [];
  });
}

export interface YearEstimate {
  /** The year of the program, 1-based. */
  readonly year: number;
  /** The federal year in school (undergraduates), which sets their annual loan limit. */
  readonly yearInSchool: number;
  readonly cost: YearCost;
  readonly pell: number;
  /** Scholarships the answers earn by the content's rules (a GPA tier). */
  readonly scholarships: readonly CountedAid[];
  /** The scholarship the student expects (graduate and professional programs). */
  readonly expectedScholarship: number;
  /** An award paying tuition and fees the student expects (a service scholarship, an assistantship). */
  readonly tuitionAward: number;
  /** All grants and scholarships together, at most the cost. */
  readonly grants: number;
  /** The annual Direct Loan limit of this year in school. */
  readonly loanLimit: number;
  /** What the student may borrow this year: the annual limit within the aggregate, the lifetime limit and the cost less grants. */
  readonly loanEligible: number;
  /** What the student needs to borrow: the eligible amount less what their resources cover. */
  readonly loans: number;
  readonly resources: number;
  /** What parents of a dependent undergraduate may borrow toward what is left (Parent PLUS), 0 otherwise. */
  readonly parentPlus: number;
  readonly leftToFind: number;
}

/** The sums over the program's years. */
export type TotalEstimate = Omit<YearEstimate, "year" | "yearInSchool" | "scholarships">;

export interface NetPriceEstimate {
  readonly program: string;
  readonly level: StudentLevel;
  readonly academicYear: string;
  readonly years: number;
  readonly living: string;
  readonly loanLimitId: string;
  readonly pell: PellEstimate;
  readonly perYear: readonly YearEstimate[];
  readonly total: TotalEstimate;
  /** The program's aid the estimate did not count (no amount to count, or not asked for), by id: shown by name. */
  readonly alsoAvailable: readonly string[];
}

/** The answers the program page assumes and the calculator starts from. */
export function defaultAnswers(rules: AidRules, program: string): Answers {
  const bands = rules.incomeBands;
  return {
    program,
    living: rules.costOfAttendance.shown,
    dependency: "dependent",
    household: 4,
    income: bands[Math.floor(bands.length / 2)].id,
    singleParent: false,
    florida: false,
    gpa: null,
    scholarship: 0,
    tuitionAward: false,
    resources: 0,
    priorUndergradLoans: 0,
    priorGradLoans: 0,
  };
}

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

/**
 * The estimate, year by year over the program's full-time length and in total. Each year: the cost
 * of attendance; grants (Pell for undergraduates; GPA scholarships; the expected scholarship and a
 * tuition-and-fees award for graduate and professional students), at most the cost; federal Direct
 * Loans within the annual limit of the student's level (and year in school), the aggregate and
 * lifetime limits counting loans already borrowed, and the cost less grants; the student's own
 * resources; and what is left to find, with the Parent PLUS a dependent undergraduate's parents
 * may borrow toward it.
 */
export function estimateNetPrice(program: PricedProgram, rules: AidRules, answers: Answers): NetPriceEstimate {
  const level = program.studentLevel;
  const undergraduate = level === "undergraduate";
  const dependency: Dependency = undergraduate ? answers.dependency : "independent";
  const limit = loanLimit(rules, level, dependency);
  const years = fullTimeYears(program.duration);
  const aid = programAid(program, rules);
  const pell: PellEstimate = undergraduate
    ? pellEstimate(rules, program.cost.academicYear, answers)
    : { amount: 0, basis: "notEligible", maximum: null, minimum: null };
  const lifetime = rules.federalLoans.lifetime.amount;
  // Loans already owed: an undergraduate program's aggregate counts undergraduate loans, a graduate
  // or professional program's its graduate loans; the lifetime limit counts both.
  let levelBorrowed = undergraduate ? answers.priorUndergradLoans : answers.priorGradLoans;
  let everBorrowed = answers.priorUndergradLoans + answers.priorGradLoans;
  let parentBorrowed = 0;
  const tuitionAwards = aid.filter((a) => a.amount?.covers === "tuitionAndFees");
  const perYear: YearEstimate[] = [];
  for (let year = 1; year <= years; year += 1) {
    const yearInSchool = undergraduate ? (program.cost.firstUndergraduateYear ?? 1) + year - 1 : year;
    const cost = costOfAttendance(program, rules, answers.living);
    const scholarships = gpaScholarships(aid, answers.gpa);
    const expectedScholarship = undergraduate ? 0 : answers.scholarship;
    const tuitionAward = !undergraduate && answers.tuitionAward && tuitionAwards.length > 0 ? cost.tuitionAndFees : 0;
    const grants = Math.min(cost.total, pell.amount + sum(scholarships.map((s) => s.amount)) + expectedScholarship + tuitionAward);
    const annual = annualLimit(limit, yearInSchool);
    const loanEligible = Math.max(0, Math.min(annual, cost.total - grants, limit.aggregate - levelBorrowed, lifetime - everBorrowed));
    const resources = Math.min(answers.resources, cost.total - grants);
    const loans = Math.min(loanEligible, cost.total - grants - resources);
    const leftToFind = cost.total - grants - resources - loans;
    const parentPlus =
      undergraduate && dependency === "dependent"
        ? Math.min(rules.federalLoans.parentPlus.annual, rules.federalLoans.parentPlus.aggregate - parentBorrowed, leftToFind)
        : 0;
    levelBorrowed += loans;
    everBorrowed += loans;
    parentBorrowed += parentPlus;
    perYear.push({
      year,
      yearInSchool,
      cost,
      pell: Math.min(pell.amount, cost.total),
      scholarships,
      expectedScholarship,
      tuitionAward,
      grants,
      loanLimit: annual,
      loanEligible,
      loans,
      resources,
      parentPlus,
      leftToFind,
    });
  }
  const total = (pick: (y: YearEstimate) => number) => sum(perYear.map(pick));
  const counted = new Set([
    ...(pell.amount > 0 ? aid.filter((a) => a.amount?.rule === "pell").map((a) => a.id) : []),
    ...perYear[0].scholarships.map((s) => s.id),
    ...(perYear[0].tuitionAward > 0 ? tuitionAwards.map((a) => a.id) : []),
  ]);
  return {
    program: program.slug,
    level,
    academicYear: program.cost.academicYear,
    years,
    living: answers.living,
    loanLimitId: limit.id,
    pell,
    perYear,
    total: {
      cost: {
        tuitionAndFees: total((y) => y.cost.tuitionAndFees),
        booksAndSupplies: total((y) => y.cost.booksAndSupplies),
        living: total((y) => y.cost.living),
        total: total((y) => y.cost.total),
      },
      pell: total((y) => y.pell),
      expectedScholarship: total((y) => y.expectedScholarship),
      tuitionAward: total((y) => y.tuitionAward),
      grants: total((y) => y.grants),
      loanLimit: total((y) => y.loanLimit),
      loanEligible: total((y) => y.loanEligible),
      loans: total((y) => y.loans),
      resources: total((y) => y.resources),
      parentPlus: total((y) => y.parentPlus),
      leftToFind: total((y) => y.leftToFind),
    },
    alsoAvailable: aid.filter((a) => !counted.has(a.id) && (!a.floridaResidents || answers.florida)).map((a) => a.id),
  };
}

/** A federal loan limit beside the cost on a program page: the limit a year and over the program, and the gap left. */
export interface LoanGap {
  readonly limitId: string;
  readonly dependency: Dependency | null;
  /** The first year's annual limit, and the program's total within the aggregate and lifetime limits. */
  readonly perYear: number;
  readonly total: number;
  /** The cost of attendance less the federal loans: a year (the first) and over the program. */
  readonly gapPerYear: number;
  readonly gapTotal: number;
}

export interface CostSummary {
  readonly years: number;
  /** The living arrangement the figures assume (costOfAttendance.shown). */
  readonly living: string;
  readonly perYear: YearCost;
  readonly total: YearCost;
  /** One per borrower the program's level has: graduate or professional; dependent and independent undergraduates. */
  readonly loans: readonly LoanGap[];
  /** True when a yearly figure differs between the program's years (the page then says "first year"). */
  readonly varies: boolean;
}

/**
 * A program page's Cost and Aid figures: the cost of attendance a year and over the program's
 * full-time length (living as costOfAttendance.shown), the federal Direct Loan limit that applies
 * and the gap between them, computed as the calculator computes a student with no grants, no
 * resources and no loans yet.
 */
export function programCostSummary(program: PricedProgram, rules: AidRules): CostSummary {
  const dependencies: Dependency[] = program.studentLevel === "undergraduate" ? ["dependent", "independent"] : ["independent"];
  const estimates = dependencies.map((dependency) =>
    estimateNetPrice(program, rules, {
      ...defaultAnswers(rules, program.slug),
      dependency,
      income: rules.incomeBands[rules.incomeBands.length - 1].id,
    }),
  );
  const [first] = estimates;
  const varies = estimates.some((e) =>
    e.perYear.some((y) => y.loanEligible !== e.perYear[0].loanEligible || y.cost.total !== e.perYear[0].cost.total),
  );
  return {
    years: first.years,
    living: first.living,
    perYear: first.perYear[0].cost,
    total: first.total.cost,
    loans: estimates.map((e, i) => ({
      limitId: e.loanLimitId,
      dependency: program.studentLevel === "undergraduate" ? dependencies[i] : null,
      perYear: e.perYear[0].loanEligible,
      total: e.total.loanEligible,
      gapPerYear: e.perYear[0].cost.total - e.perYear[0].loanEligible,
      gapTotal: e.total.cost.total - e.total.loanEligible,
    })),
    varies,
  };
}

// Answers in a URL's query string, so an estimate can be shared: "?program=dental-medicine&living=off-campus&scholarship=10000".
// Only the keys the program's level asks, in a fixed order; yes/no as 1/0; dollars as whole numbers.

/** The query keys of each level, in the order they are written. */
export const QUERY_KEYS: Readonly<Record<StudentLevel, readonly (keyof Answers)[]>> = {
  undergraduate: [
    "program",
    "living",
    "dependency",
    "household",
    "income",
    "singleParent",
    "florida",
    "gpa",
    "resources",
    "priorUndergradLoans",
  ],
  graduate: ["program", "living", "scholarship", "tuitionAward", "resources", "priorUndergradLoans", "priorGradLoans"],
  professional: ["program", "living", "scholarship", "tuitionAward", "resources", "priorUndergradLoans", "priorGradLoans"],
};

/** The answers as a query string (without "?"), for the program's level. */
export function encodeAnswers(answers: Answers, level: StudentLevel): string {
  const params = new URLSearchParams();
  for (const key of QUERY_KEYS[level]) {
    const value = answers[key];
    if (value === null) continue;
    params.set(key, typeof value === "boolean" ? (value ? "1" : "0") : String(value));
  }
  return params.toString();
}

/** Why a value of the query was not taken: the calculator words each in the visitor's language (content). */
export type AnswerProblemReason = "unknownProgram" | "unknownChoice" | "notANumber" | "outOfRange" | "notYesNo";

export interface AnswerProblem {
  readonly key: string;
  readonly value: string;
  readonly reason: AnswerProblemReason;
}

export interface DecodedAnswers {
  /** null when the query names no known program (nothing to estimate). */
  readonly answers: Answers | null;
  /** Values present but unusable: each replaced by its default. */
  readonly problems: readonly AnswerProblem[];
  /** Keys of the program's level the query leaves out: each took its default. */
  readonly missing: readonly string[];
}

/** The largest household the calculator takes, and the largest dollar figure a student may enter. */
export const MAX_HOUSEHOLD = 15;
export const MAX_DOLLARS = 1_000_000;

/**
 * The answers a query string holds for one of `programs`, each value checked: an unknown program
 * gives no answers; a value that is not a known choice, a number in range or a yes/no is reported
 * and replaced by its default, as is a missing one (listed apart).
 */
export function decodeAnswers(
  query: string,
  rules: AidRules,
  programs: readonly Pick<PricedProgram, "slug" | "studentLevel">[],
): DecodedAnswers {
  const params = new URLSearchParams(query);
  const problems: AnswerProblem[] = [];
  const slug = params.get("program");
  const program = programs.find((p) => p.slug === slug);
  if (!program)
    return {
      answers: null,
      problems: slug === null ? [] : [{ key: "program", value: slug, reason: "unknownProgram" }],
      missing: slug === null ? ["program"] : [],
    };
  const defaults: Record<string, unknown> = { ...defaultAnswers(rules, program.slug) };
  const keys = QUERY_KEYS[program.studentLevel];
  const choices: Partial<Record<keyof Answers, readonly string[]>> = {
    living: rules.costOfAttendance.arrangements.map((a) => a.id),
    dependency: ["dependent", "independent"],
    income: rules.incomeBands.map((b) => b.id),
  };
  const numbers: Partial<Record<keyof Answers, { min: number; max: number; integer: boolean }>> = {
    household: { min: 1, max: MAX_HOUSEHOLD, integer: true },
    gpa: { min: 0, max: 4, integer: false },
    scholarship: { min: 0, max: MAX_DOLLARS, integer: true },
    resources: { min: 0, max: MAX_DOLLARS, integer: true },
    priorUndergradLoans: { min: 0, max: MAX_DOLLARS, integer: true },
    priorGradLoans: { min: 0, max: MAX_DOLLARS, integer: true },
  };
  const values: Record<string, unknown> = { ...defaults };
  const missing: string[] = [];
  for (const key of keys) {
    if (key === "program") continue;
    const raw = params.get(key);
    if (raw === null) {
      missing.push(key);
      continue;
    }
    const value = raw.trim();
    const choice = choices[key];
    const range = numbers[key];
    if (choice) {
      if (choice.includes(value)) values[key] = value;
      else problems.push({ key, value: raw, reason: "unknownChoice" });
    } else if (range) {
      const n = /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : NaN;
      if (Number.isNaN(n) || (range.integer && !Number.isInteger(n))) problems.push({ key, value: raw, reason: "notANumber" });
      else if (n < range.min || n > range.max) problems.push({ key, value: raw, reason: "outOfRange" });
      else values[key] = n;
    } else if (value === "1" || value === "0") values[key] = value === "1";
    else problems.push({ key, value: raw, reason: "notYesNo" });
  }
  // A dependent student's household has the student and a parent at least.
  if (values.dependency === "dependent" && (values.household as number) < 2) {
    problems.push({ key: "household", value: String(values.household), reason: "outOfRange" });
    values.household = defaults.household;
  }
  return { answers: values as unknown as Answers, problems, missing };
}
