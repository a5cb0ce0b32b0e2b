/** @jest-environment node */
// The net price engine against the content's own rules: every expected figure is computed here
// from content/financialAid.json and content/programs.json (never typed), so the tests hold when
// next year's limits or costs are edited, and a modified copy of the rules shows that a limit in
// content changes the result with no code edit.
import aidJson from "../../content/financialAid.json";
import programsJson from "../../content/programs.json";
import {
  annualLimit,
  costOfAttendance,
  decodeAnswers,
  defaultAnswers,
  encodeAnswers,
  estimateNetPrice,
  fullTimeYears,
  loanLimit,
  minimumPell,
  pellEstimate,
  povertyGuideline,
  programCostSummary,
  startYear,
  type AidRules,
  type Answers,
  type PricedProgram,
} from "../../src/lib/netPrice";

const rules = aidJson as unknown as AidRules;
const programs = programsJson.programs as unknown as PricedProgram[];
const program = (slug: string) => programs.find((p) => p.slug === slug)!;
const bachelors = programs.find((p) => p.studentLevel === "undergraduate")!;
const graduate = programs.find((p) => p.studentLevel === "graduate")!;
const professional = program("dental-medicine");
const limitOf = (id: string) => rules.federalLoans.limits.find((l) => l.id === id)!;
const arrangementOf = (id: string) => rules.costOfAttendance.arrangements.find((a) => a.id === id)!;
const pellYear = rules.pell.awardYears.find((y) => y.awardYear === bachelors.cost.academicYear)!;
const guidelineOf = (household: number) => {
  const g = rules.povertyGuidelines.find((p) => p.year === startYear(bachelors.cost.academicYear) - 2)!;
  return g.firstPerson + g.eachAdditionalPerson * (household - 1);
};
const thresholdOf = (dependency: string, singleParent: boolean) =>
  rules.pell.thresholds.find((t) => t.dependency === dependency && t.singleParent === singleParent)!;
const answersFor = (p: PricedProgram, change: Partial<Answers> = {}): Answers => ({ ...defaultAnswers(rules, p.slug), ...change });
const coaOf = (p: PricedProgram, living = rules.costOfAttendance.shown) =>
  p.cost.tuitionAndFees + p.cost.booksAndSupplies + arrangementOf(living).monthly * p.cost.months;
const yearsOf = (p: PricedProgram) => p.duration.fullTimeYears ?? p.duration.maxYears;
/** A deep copy of the rules to edit. */
const copyRules = (): AidRules => JSON.parse(JSON.stringify(aidJson));

describe("the pieces", () => {
  test("a program's full-time length: fullTimeYears where part-time stretches it, else the longest", () => {
    expect(fullTimeYears({ minYears: 2, maxYears: 4, fullTimeYears: 2 })).toBe(2);
    expect(fullTimeYears({ minYears: 2, maxYears: 3 })).toBe(3);
  });

  test("cost of attendance: tuition and fees, books, and the arrangement's monthly allowance for the program's months", () => {
    for (const arrangement of rules.costOfAttendance.arrangements) {
      const cost = costOfAttendance(professional, rules, arrangement.id);
      expect(cost.living).toBe(arrangement.monthly * professional.cost.months);
      expect(cost.total).toBe(coaOf(professional, arrangement.id));
    }
  });

  test("the loan limit of a level, and of an undergraduate's dependency status; the last annual figure holds later", () => {
    expect(loanLimit(rules, "professional", "independent").id).toBe("professional");
    expect(loanLimit(rules, "graduate", "dependent").id).toBe("graduate");
    expect(loanLimit(rules, "undergraduate", "dependent").id).toBe("undergraduate-dependent");
    const dependent = limitOf("undergraduate-dependent");
    expect(annualLimit(dependent, 1)).toBe(dependent.annualByYear[0]);
    expect(annualLimit(dependent, 7)).toBe(dependent.annualByYear[dependent.annualByYear.length - 1]);
  });

  test("the poverty guideline: the first person, then each additional person", () => {
    const g = rules.povertyGuidelines[0];
    expect(povertyGuideline(rules, g.year, 1)).toBe(g.firstPerson);
    expect(povertyGuideline(rules, g.year, 4)).toBe(g.firstPerson + 3 * g.eachAdditionalPerson);
    expect(() => povertyGuideline(rules, 1999, 2)).toThrow(/no poverty guideline for 1999/);
  });

  test("the minimum Pell Grant is the content's share of the maximum, rounded to the nearest $5", () => {
    const expected = Math.round((pellYear.maximum! * rules.pell.minimumPercentOfMaximum) / 100 / 5) * 5;
    expect(minimumPell(pellYear.maximum!, rules.pell.minimumPercentOfMaximum)).toBe(expected);
    expect(expected % 5).toBe(0);
    expect(minimumPell(7399, 10)).toBe(740);
  });
});

describe("Pell: the income limits compare the band's top with a percent of the poverty guideline", () => {
  const year = bachelors.cost.academicYear;
  // The band whose top is the highest still within `limit` (none when the lowest is above it).
  const bandUnder = (limit: number) => [...rules.incomeBands].reverse().find((b) => b.max != null && b.max < limit);

  test("at or under the maximum-Pell limit: the maximum", () => {
    const household = 4;
    const limit = (guidelineOf(household) * thresholdOf("dependent", false).maximumPell.percent) / 100;
    const band = bandUnder(limit)!;
    expect(band).toBeDefined();
    expect(pellEstimate(rules, year, { dependency: "dependent", household, income: band.id, singleParent: false })).toEqual({
      amount: pellYear.maximum,
      basis: "maximum",
      maximum: pellYear.maximum,
      minimum: minimumPell(pellYear.maximum!, rules.pell.minimumPercentOfMaximum),
    });
  });

  test("above the maximum-Pell limit but within the minimum's: the minimum", () => {
    const household = 3;
    const threshold = thresholdOf("dependent", false);
    const maxLimit = (guidelineOf(household) * threshold.maximumPell.percent) / 100;
    const minLimit = (guidelineOf(household) * threshold.minimumPell.percent) / 100;
    const band = rules.incomeBands.find((b) => b.max != null && b.max >= maxLimit && b.max <= minLimit)!;
    expect(band).toBeDefined();
    const estimate = pellEstimate(rules, year, { dependency: "dependent", household, income: band.id, singleParent: false });
    expect(estimate.basis).toBe("minimum");
    expect(estimate.amount).toBe(minimumPell(pellYear.maximum!, rules.pell.minimumPercentOfMaximum));
  });

  test("above both limits: none estimated (the FAFSA's aid index decides)", () => {
    const top = rules.incomeBands[rules.incomeBands.length - 1];
    const estimate = pellEstimate(rules, year, { dependency: "dependent", household: 2, income: top.id, singleParent: false });
    expect(estimate).toMatchObject({ amount: 0, basis: "fafsa" });
  });

  test("a single parent's higher limit: the same band gives the maximum where two parents' does not", () => {
    const household = 3;
    const two = (guidelineOf(household) * thresholdOf("dependent", false).maximumPell.percent) / 100;
    const one = (guidelineOf(household) * thresholdOf("dependent", true).maximumPell.percent) / 100;
    const band = rules.incomeBands.find((b) => b.max != null && b.max >= two && b.max <= one)!;
    expect(band).toBeDefined();
    expect(pellEstimate(rules, year, { dependency: "dependent", household, income: band.id, singleParent: true }).basis).toBe("maximum");
    expect(pellEstimate(rules, year, { dependency: "dependent", household, income: band.id, singleParent: false }).basis).not.toBe(
      "maximum",
    );
  });

  test('inclusive and exclusive limits: income equal to a "less than" limit misses it', () => {
    const edited = copyRules();
    const threshold = edited.pell.thresholds.find((t) => t.dependency === "independent" && !t.singleParent)!;
    const limit = (guidelineOf(1) * threshold.maximumPell.percent) / 100;
    (edited.incomeBands[0] as { max?: number }).max = limit;
    const answers = { dependency: "independent" as const, household: 1, income: edited.incomeBands[0].id, singleParent: false };
    expect(threshold.maximumPell.inclusive).toBe(false);
    expect(pellEstimate(edited, year, answers).basis).not.toBe("maximum");
    (threshold.maximumPell as { inclusive: boolean }).inclusive = true;
    expect(pellEstimate(edited, year, answers).basis).toBe("maximum");
  });

  test("an award year whose maximum is not published yet: none, said so", () => {
    const unpublished = rules.pell.awardYears.find((y) => y.maximum == null);
    const edited = copyRules();
    const awardYear = unpublished?.awardYear ?? "2099-00";
    expect(
      pellEstimate(edited, awardYear, { dependency: "dependent", household: 4, income: rules.incomeBands[0].id, singleParent: false }),
    ).toEqual({
      amount: 0,
      basis: "unpublished",
      maximum: null,
      minimum: null,
    });
  });
});

describe("the estimate", () => {
  test("a bachelor's student at maximum Pell: cost less Pell, then the year's Direct Loan limit, then what is left", () => {
    const household = 4;
    const limit = (guidelineOf(household) * thresholdOf("dependent", false).maximumPell.percent) / 100;
    const band = [...rules.incomeBands].reverse().find((b) => b.max != null && b.max < limit)!;
    const estimate = estimateNetPrice(bachelors, rules, answersFor(bachelors, { household, income: band.id }));
    const coa = coaOf(bachelors);
    const dependent = limitOf("undergraduate-dependent");
    expect(estimate.pell.basis).toBe("maximum");
    expect(estimate.years).toBe(yearsOf(bachelors));
    estimate.perYear.forEach((year, i) => {
      const yearInSchool = bachelors.cost.firstUndergraduateYear! + i;
      const loan = Math.min(annualLimit(dependent, yearInSchool), coa - pellYear.maximum!);
      expect(year).toMatchObject({
        yearInSchool,
        pell: pellYear.maximum,
        grants: pellYear.maximum,
        loanLimit: annualLimit(dependent, yearInSchool),
        loans: loan,
      });
      expect(year.leftToFind).toBe(coa - pellYear.maximum! - loan);
      // Parents may borrow Parent PLUS toward what is left, within its annual limit.
      expect(year.parentPlus).toBe(Math.min(rules.federalLoans.parentPlus.annual, year.leftToFind));
    });
    expect(estimate.total.leftToFind).toBe(estimate.perYear.reduce((sum, y) => sum + y.leftToFind, 0));
    expect(estimate.total.cost.total).toBe(coa * yearsOf(bachelors));
  });

  test("a bachelor's student above the income limits: no Pell counted, the independent limits for an independent student", () => {
    const top = rules.incomeBands[rules.incomeBands.length - 1];
    const estimate = estimateNetPrice(bachelors, rules, answersFor(bachelors, { income: top.id, dependency: "independent", household: 1 }));
    const independent = limitOf("undergraduate-independent");
    expect(estimate.pell).toMatchObject({ amount: 0, basis: "fafsa" });
    expect(estimate.loanLimitId).toBe(independent.id);
    const first = estimate.perYear[0];
    expect(first.grants).toBe(0);
    expect(first.loans).toBe(annualLimit(independent, bachelors.cost.firstUndergraduateYear!));
    expect(first.leftToFind).toBe(coaOf(bachelors) - first.loans);
    expect(first.parentPlus).toBe(0);
  });

  test("a bachelor's student's GPA earns the content's scholarship tier", () => {
    const gpaAid = rules.aid.find((a) => bachelors.cost.aid.includes(a.id) && a.amount?.byGpa)!;
    const tiers = gpaAid.amount!.byGpa!;
    for (const tier of tiers) {
      const estimate = estimateNetPrice(
        bachelors,
        rules,
        answersFor(bachelors, { gpa: tier.minGpa, income: rules.incomeBands[rules.incomeBands.length - 1].id }),
      );
      expect(estimate.perYear[0].scholarships).toEqual([{ id: gpaAid.id, name: gpaAid.name, amount: tier.amount }]);
      expect(estimate.perYear[0].grants).toBe(tier.amount);
    }
    const below = tiers[tiers.length - 1].minGpa - 0.01;
    expect(estimateNetPrice(bachelors, rules, answersFor(bachelors, { gpa: below })).perYear[0].scholarships).toEqual([]);
  });

  test("a professional student whose cost exceeds the loan limit: borrows the limit each year, within the aggregate, and the gap is left", () => {
    const limit = limitOf("professional");
    const estimate = estimateNetPrice(professional, rules, answersFor(professional));
    const coa = coaOf(professional);
    expect(coa).toBeGreaterThan(limit.annualByYear[0]);
    for (const year of estimate.perYear) {
      expect(year.loans).toBe(limit.annualByYear[0]);
      expect(year.leftToFind).toBe(coa - limit.annualByYear[0]);
    }
    expect(estimate.total.loans).toBe(
      Math.min(yearsOf(professional) * limit.annualByYear[0], limit.aggregate, rules.federalLoans.lifetime.amount),
    );
    expect(estimate.total.leftToFind).toBe(yearsOf(professional) * coa - estimate.total.loans);
    expect(estimate.pell.basis).toBe("notEligible");
  });

  test("a graduate student whose cost after an award is under the loan limit: borrows only the cost left, nothing left to find", () => {
    const limit = limitOf("graduate");
    const living = rules.costOfAttendance.arrangements.reduce((a, b) => (a.monthly <= b.monthly ? a : b)).id;
    const estimate = estimateNetPrice(graduate, rules, answersFor(graduate, { living, tuitionAward: true }));
    const first = estimate.perYear[0];
    const left = coaOf(graduate, living) - graduate.cost.tuitionAndFees;
    expect(left).toBeLessThan(limit.annualByYear[0]);
    expect(first).toMatchObject({ tuitionAward: graduate.cost.tuitionAndFees, loanEligible: left, loans: left, leftToFind: 0 });
  });

  test("an expected scholarship and the student's own resources come before loans; what they cover is not borrowed", () => {
    const scholarship = 10000;
    const resources = 5000;
    const estimate = estimateNetPrice(professional, rules, answersFor(professional, { scholarship, resources }));
    const coa = coaOf(professional);
    const limit = limitOf("professional").annualByYear[0];
    const first = estimate.perYear[0];
    expect(first.grants).toBe(scholarship);
    expect(first.loans).toBe(Math.min(limit, coa - scholarship - resources));
    expect(first.leftToFind).toBe(coa - scholarship - resources - first.loans);
  });

  test("grants never count for more than the cost, and leave nothing to borrow", () => {
    const coa = coaOf(professional);
    const first = estimateNetPrice(professional, rules, answersFor(professional, { scholarship: coa + 1000 })).perYear[0];
    expect(first).toMatchObject({ grants: coa, loanEligible: 0, loans: 0, leftToFind: 0 });
  });

  test("the aggregate limit counts loans already borrowed for graduate study", () => {
    const limit = limitOf("professional");
    const prior = limit.aggregate - limit.annualByYear[0] - 1000;
    const estimate = estimateNetPrice(professional, rules, answersFor(professional, { priorGradLoans: prior }));
    expect(estimate.perYear.map((y) => y.loans)).toEqual([limit.annualByYear[0], 1000, ...Array(yearsOf(professional) - 2).fill(0)]);
  });

  test("the lifetime limit counts every federal loan, undergraduate ones too", () => {
    const edited = copyRules();
    const lifetime = edited.federalLoans.lifetime as { amount: number };
    const priorUndergradLoans = limitOf("undergraduate-independent").aggregate;
    lifetime.amount = priorUndergradLoans + limitOf("professional").annualByYear[0] + 2500;
    const estimate = estimateNetPrice(professional, edited, answersFor(professional, { priorUndergradLoans }));
    expect(estimate.perYear.map((y) => y.loans)).toEqual([
      limitOf("professional").annualByYear[0],
      2500,
      ...Array(yearsOf(professional) - 2).fill(0),
    ]);
  });

  test("Parent PLUS stops at its aggregate limit for the student", () => {
    const edited = copyRules();
    const plus = edited.federalLoans.parentPlus as { annual: number; aggregate: number };
    plus.aggregate = plus.annual + 1000;
    const estimate = estimateNetPrice(
      bachelors,
      edited,
      answersFor(bachelors, { income: rules.incomeBands[rules.incomeBands.length - 1].id }),
    );
    expect(estimate.perYear.map((y) => y.parentPlus)).toEqual([plus.annual, 1000]);
  });

  test("changing a limit in the content changes the result, with no code edit", () => {
    const edited = copyRules();
    const professionalLimit = edited.federalLoans.limits.find((l) => l.id === "professional") as unknown as {
      annualByYear: number[];
      aggregate: number;
    };
    const before = estimateNetPrice(professional, rules, answersFor(professional));
    professionalLimit.annualByYear = [professionalLimit.annualByYear[0] + 5000];
    professionalLimit.aggregate += 20000;
    const after = estimateNetPrice(professional, edited, answersFor(professional));
    expect(after.perYear[0].loans).toBe(before.perYear[0].loans + 5000);
    expect(after.perYear[0].leftToFind).toBe(before.perYear[0].leftToFind - 5000);
    const pellEdited = copyRules();
    const year = pellEdited.pell.awardYears.find((y) => y.awardYear === bachelors.cost.academicYear) as { maximum: number };
    year.maximum += 500;
    const low = { income: rules.incomeBands[0].id };
    expect(estimateNetPrice(bachelors, pellEdited, answersFor(bachelors, low)).perYear[0].pell).toBe(pellYear.maximum! + 500);
  });

  test("aid it does not count is listed by id: Florida's grants for Florida residents only", () => {
    const florida = rules.aid
      .filter((a) => (a as { floridaResidents?: boolean }).floridaResidents && bachelors.cost.aid.includes(a.id))
      .map((a) => a.id);
    expect(florida.length).toBeGreaterThan(0);
    const resident = estimateNetPrice(bachelors, rules, answersFor(bachelors, { florida: true }));
    const other = estimateNetPrice(bachelors, rules, answersFor(bachelors, { florida: false }));
    for (const id of florida) {
      expect(resident.alsoAvailable).toContain(id);
      expect(other.alsoAvailable).not.toContain(id);
    }
  });
});

describe("a program page's figures", () => {
  test("a professional program: cost a year and over its years, the limit and the gap (Dental: cost less $50,000 a year)", () => {
    const summary = programCostSummary(professional, rules);
    const coa = coaOf(professional);
    const limit = limitOf("professional");
    const total = Math.min(yearsOf(professional) * limit.annualByYear[0], limit.aggregate);
    expect(summary).toMatchObject({ years: yearsOf(professional), living: rules.costOfAttendance.shown, varies: false });
    expect(summary.perYear.total).toBe(coa);
    expect(summary.total.total).toBe(coa * yearsOf(professional));
    expect(summary.loans).toEqual([
      {
        limitId: limit.id,
        dependency: null,
        perYear: limit.annualByYear[0],
        total,
        gapPerYear: coa - limit.annualByYear[0],
        gapTotal: coa * yearsOf(professional) - total,
      },
    ]);
  });

  test("the bachelor's: one limit and gap per dependency status", () => {
    const summary = programCostSummary(bachelors, rules);
    expect(summary.loans.map((l) => [l.limitId, l.dependency])).toEqual([
      ["undergraduate-dependent", "dependent"],
      ["undergraduate-independent", "independent"],
    ]);
    for (const loan of summary.loans) expect(loan.gapPerYear).toBe(coaOf(bachelors) - loan.perYear);
  });

  test('a year\'s figure that differs between years makes the page say "first year"', () => {
    const firstYear = { ...bachelors, cost: { ...bachelors.cost, firstUndergraduateYear: 1 } };
    expect(programCostSummary(firstYear, rules).varies).toBe(true);
  });
});

describe("answers in a URL", () => {
  test("encode writes the level's keys in order, yes/no as 1/0; decode reads them back", () => {
    const answers = answersFor(bachelors, {
      dependency: "independent",
      household: 3,
      income: rules.incomeBands[1].id,
      singleParent: true,
      florida: true,
      gpa: 3.2,
      resources: 2000,
    });
    const query = encodeAnswers(answers, "undergraduate");
    expect(query).toBe(
      `program=${bachelors.slug}&living=${answers.living}&dependency=independent&household=3&income=${rules.incomeBands[1].id}&singleParent=1&florida=1&gpa=3.2&resources=2000&priorUndergradLoans=0`,
    );
    expect(decodeAnswers(query, rules, programs)).toEqual({ answers, problems: [], missing: [] });
    const pro = answersFor(professional, { scholarship: 12000, tuitionAward: true });
    expect(decodeAnswers(`?${encodeAnswers(pro, "professional")}`, rules, programs).answers).toEqual(pro);
  });

  test("a missing value takes its default and is listed", () => {
    const decoded = decodeAnswers(`program=${professional.slug}&scholarship=5000`, rules, programs);
    expect(decoded.answers).toEqual(answersFor(professional, { scholarship: 5000 }));
    expect(decoded.missing).toEqual(["living", "tuitionAward", "resources", "priorUndergradLoans", "priorGradLoans"]);
  });

  test("bad values are reported by key and reason, and replaced by their defaults", () => {
    const decoded = decodeAnswers(
      `program=${bachelors.slug}&living=castle&dependency=both&household=0&income=lots&singleParent=maybe&florida=1&gpa=5&resources=-3&priorUndergradLoans=12.5`,
      rules,
      programs,
    );
    expect(decoded.problems).toEqual([
      { key: "living", value: "castle", reason: "unknownChoice" },
      { key: "dependency", value: "both", reason: "unknownChoice" },
      { key: "household", value: "0", reason: "outOfRange" },
      { key: "income", value: "lots", reason: "unknownChoice" },
      { key: "singleParent", value: "maybe", reason: "notYesNo" },
      { key: "gpa", value: "5", reason: "outOfRange" },
      { key: "resources", value: "-3", reason: "outOfRange" },
      { key: "priorUndergradLoans", value: "12.5", reason: "notANumber" },
    ]);
    expect(decoded.answers).toEqual(answersFor(bachelors, { florida: true }));
  });

  test("a dependent student's household of one is refused: the student and a parent at least", () => {
    const decoded = decodeAnswers(`program=${bachelors.slug}&dependency=dependent&household=1`, rules, programs);
    expect(decoded.problems).toEqual([{ key: "household", value: "1", reason: "outOfRange" }]);
    expect(decoded.answers!.household).toBe(defaultAnswers(rules, bachelors.slug).household);
  });

  test("an unknown or missing program gives no answers", () => {
    expect(decodeAnswers("program=astrology", rules, programs)).toEqual({
      answers: null,
      problems: [{ key: "program", value: "astrology", reason: "unknownProgram" }],
      missing: [],
    });
    expect(decodeAnswers("", rules, programs)).toEqual({ answers: null, problems: [], missing: ["program"] });
  });
});
