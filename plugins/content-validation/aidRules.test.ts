/**
 * @jest-environment node
 *
 * The money rules (aidRules.ts): each test breaks one thing in a throw-away copy of content/ and
 * checks the problem line names the file, the record and the field.
 */
import { contentCopy, type Json } from "../../__tests__/support/contentCopy";

const { problems, problemsAfter } = contentCopy();
const AID = "financialAid.json";
const findIndex = (list: { id?: string }[], id: string) => list.findIndex((item) => item.id === id);

test("the untouched copy is clean", () => {
  expect(problems()).toEqual([]);
});

describe("Grad PLUS is offered nowhere", () => {
  test("a program's text naming it (as every doctoral program's aid did) is refused, with the day it closed", () => {
    expect(
      problemsAfter(
        "programs.json",
        (d) => (d.programs[0].overview = `${d.programs[0].overview} Federal Direct Unsubsidized and Grad PLUS loans, through the FAFSA.`),
      ),
    ).toEqual([
      'content/programs.json: programs[0] "Dental Medicine": field "overview" names "Grad PLUS", which closed to new borrowers on July 1, 2026 (financialAid.json federalLoans.gradPlus): graduate and professional students borrow Direct Unsubsidized Loans within their limits',
    ]);
  });

  test("any file, any spelling", () => {
    expect(problemsAfter("pages/admissions.json", (d) => (d.seo.description = "Apply, then borrow Graduate PLUS loans."))).toEqual([
      'content/pages/admissions.json: field "seo.description" names "Graduate PLUS", which closed to new borrowers on July 1, 2026 (financialAid.json federalLoans.gradPlus): graduate and professional students borrow Direct Unsubsidized Loans within their limits',
    ]);
  });
});

describe("programs: references, level, year", () => {
  test("an aid id that is not a record, with a suggestion", () => {
    expect(problemsAfter("programs.json", (d) => (d.programs[0].cost.aid[0] = "dental-merit-scholarshp"))).toEqual([
      'content/programs.json: programs[0] "Dental Medicine": field "cost.aid[0]" names "dental-merit-scholarshp", which is not an id in financialAid.json aid: did you mean "dental-merit-scholarship"?',
      'content/financialAid.json: aid[0] "BCU Dental Merit Scholarship": field "id" "dental-merit-scholarship" is named by no program\'s cost.aid (programs.json): list it where it applies, or remove it',
    ]);
  });

  test("a program marked professional whose degree is not on the law's list", () => {
    expect(problemsAfter("programs.json", (d) => (d.programs[1].studentLevel = "professional"))).toEqual([
      'content/programs.json: programs[1] "Graduate Studies": field "studentLevel" is "professional", but the degree "Master of Science (MS) or Master of Public Health (MPH)" is not on the professional list (financialAid.json federalLoans.professionalDegrees): mark it "graduate"',
    ]);
  });

  test("a program on the list marked graduate", () => {
    expect(problemsAfter("programs.json", (d) => (d.programs[0].studentLevel = "graduate"))).toEqual([
      'content/programs.json: programs[0] "Dental Medicine": field "studentLevel" is "graduate", but the degree "Doctor of Dental Medicine (DMD)" is on the professional list (financialAid.json federalLoans.professionalDegrees): mark it "professional"',
    ]);
  });

  test("an undergraduate program without its first year in school", () => {
    const hs = (d: Json) => d.programs.findIndex((p: Json) => p.studentLevel === "undergraduate");
    expect(problemsAfter("programs.json", (d) => delete d.programs[hs(d)].cost.firstUndergraduateYear)).toEqual([
      'content/programs.json: programs[2] "Health Sciences": field "cost.firstUndergraduateYear" is required for an undergraduate program: the year in school of a full-time student\'s first year here (it sets the loan limit)',
    ]);
  });

  test("a graduate or professional program with a first year in school", () => {
    expect(problemsAfter("programs.json", (d) => (d.programs[0].cost.firstUndergraduateYear = 1))).toEqual([
      'content/programs.json: programs[0] "Dental Medicine": field "cost.firstUndergraduateYear" is for undergraduate programs only (this one is professional)',
    ]);
  });

  test("costs of another year than the rules", () => {
    expect(problemsAfter("programs.json", (d) => (d.programs[3].cost.academicYear = "2027-28"))).toEqual([
      'content/programs.json: programs[3] "Optometry": field "cost.academicYear" is "2027-28", but financialAid.json\'s rules are for "2026-27": roll costs and rules together',
    ]);
  });
});

describe("federal rules: sensible, in force, sourced", () => {
  test("a level without its limit", () => {
    expect(
      problemsAfter(AID, (d) => (d.federalLoans.limits = d.federalLoans.limits.filter((l: Json) => l.level !== "professional"))),
    ).toEqual([
      'content/financialAid.json: field "federalLoans.limits" must have exactly one limit for professional students, found 0: the programs of that level are held to it',
    ]);
  });

  test("an annual limit above the aggregate", () => {
    expect(problemsAfter(AID, (d) => (d.federalLoans.limits[2].annualByYear = [120000]))).toEqual([
      'content/financialAid.json: federalLoans.limits[2] "Direct Unsubsidized Loans, graduate student": field "annualByYear[0]" is $120,000, more than the aggregate $100,000',
    ]);
  });

  test("an annual limit that falls in a later year", () => {
    expect(problemsAfter(AID, (d) => (d.federalLoans.limits[0].annualByYear = [5500, 7500, 6500]))).toEqual([
      'content/financialAid.json: federalLoans.limits[0] "Direct Subsidized and Unsubsidized Loans, dependent undergraduate": field "annualByYear[2]" is $6,500, less than year 2\'s $7,500: a limit never falls in a later year',
    ]);
  });

  test("an aggregate above the lifetime limit", () => {
    expect(problemsAfter(AID, (d) => (d.federalLoans.lifetime.amount = 150000))).toEqual([
      'content/financialAid.json: federalLoans.limits[3] "Direct Unsubsidized Loans, professional student": field "aggregate" is $200,000, more than the lifetime limit $150,000 (federalLoans.lifetime)',
    ]);
  });

  test("a rule not yet in force on the year's first day", () => {
    expect(problemsAfter(AID, (d) => (d.federalLoans.parentPlus.appliesFrom = "2026-07-02"))).toEqual([
      'content/financialAid.json: field "federalLoans.parentPlus.appliesFrom" 2026-07-02 is after the 2026-27 year starts (2026-07-01): the rule is not yet in force for the figures it is used for',
    ]);
  });

  test("a government rule without the address of its source", () => {
    expect(problemsAfter(AID, (d) => delete d.federalLoans.limits[3].source.url)).toEqual([
      'content/financialAid.json: federalLoans.limits[3] "Direct Unsubsidized Loans, professional student": field "source.url" is required: the address of the rule\'s publication, so the figure can be checked',
    ]);
  });

  test("a rule without its source", () => {
    expect(problemsAfter(AID, (d) => delete d.povertyGuidelines[0].source)).toContainEqual(
      'content/financialAid.json: povertyGuidelines[0] "2024": field "source" is required',
    );
  });

  test("Pell: the programs' year without its award year", () => {
    expect(problemsAfter(AID, (d) => (d.pell.awardYears = d.pell.awardYears.filter((y: Json) => y.awardYear !== "2026-27")))).toEqual([
      'content/financialAid.json: field "pell.awardYears" has no entry for 2026-27, the year the programs\' costs are for: add its maximum Pell Grant and source',
    ]);
  });

  test("Pell: an award year without its poverty guideline", () => {
    expect(problemsAfter(AID, (d) => (d.povertyGuidelines = d.povertyGuidelines.filter((g: Json) => g.year !== 2025)))).toEqual([
      "content/financialAid.json: pell.awardYears[1]: the 2027-28 award year needs the 2025 poverty guideline (the second year before the award year, 20 U.S.C. 1070a): add it to povertyGuidelines",
    ]);
  });

  test("Pell: a minimum-Pell limit not above the maximum's", () => {
    expect(problemsAfter(AID, (d) => (d.pell.thresholds[1].minimumPell.percent = 150))).toEqual([
      'content/financialAid.json: pell.thresholds[1]: field "minimumPell.percent" is 150%, not above the maximum-Pell limit 175%: the minimum Pell Grant reaches higher incomes than the maximum',
    ]);
  });

  test("Pell: a kind of household without its limits", () => {
    expect(problemsAfter(AID, (d) => d.pell.thresholds.pop())).toEqual([
      'content/financialAid.json: field "pell.thresholds" must have exactly one entry for independent students with singleParent false, found 0',
    ]);
  });

  test("income bands out of order", () => {
    expect(problemsAfter(AID, (d) => (d.incomeBands[2].max = 40000))).toEqual([
      'content/financialAid.json: incomeBands[2] "up-to-75000": field "max" is $40,000, not above the band before ($48,000): list the bands lowest first',
    ]);
  });

  test("a top on the last band", () => {
    expect(problemsAfter(AID, (d) => (d.incomeBands[d.incomeBands.length - 1].max = 500000))).toEqual([
      'content/financialAid.json: incomeBands[4] "over-110000": field "max" must be left out on the last band, which has no top ("or more")',
    ]);
  });

  test("the arrangement program pages show must be one", () => {
    expect(problemsAfter(AID, (d) => (d.costOfAttendance.shown = "off-campas"))).toEqual([
      'content/financialAid.json: field "costOfAttendance.shown" names "off-campas", which is not an arrangement: did you mean "off-campus"? (arrangements: on-campus, off-campus, with-family)',
    ]);
  });
});

describe("aid records", () => {
  const at = (d: Json, id: string) => d.aid[findIndex(d.aid, id)];

  test("an amount in two forms", () => {
    expect(problemsAfter(AID, (d) => (at(d, "optometry-scholarship").amount.covers = "tuitionAndFees"))).toEqual([
      'content/financialAid.json: aid[1] "BCU Optometry Scholarship": field "amount" must be one form: a range ("min" and "max"), "covers", "rule" or "byGpa" (got min, max, covers)',
    ]);
  });

  test("a range upside down", () => {
    expect(problemsAfter(AID, (d) => (at(d, "optometry-scholarship").amount.min = 50000))).toEqual([
      'content/financialAid.json: aid[1] "BCU Optometry Scholarship": field "amount.min" is $50,000, more than "max" $15,000',
    ]);
  });

  test("GPA tiers must run from the highest", () => {
    expect(problemsAfter(AID, (d) => at(d, "transfer-scholarship").amount.byGpa.reverse())).toEqual([
      'content/financialAid.json: aid[6] "BCU Transfer Scholarship": field "amount.byGpa[1]" must come after a tier with a higher minGpa and no smaller amount: list the tiers highest first',
      'content/financialAid.json: aid[6] "BCU Transfer Scholarship": field "amount.byGpa[2]" must come after a tier with a higher minGpa and no smaller amount: list the tiers highest first',
    ]);
  });

  test("a BCU scholarship without a deadline", () => {
    expect(problemsAfter(AID, (d) => delete at(d, "primary-care-scholarship").deadline)).toEqual([
      'content/financialAid.json: aid[2] "BCU Primary Care Scholarship": field "deadline" is required: a date, "rolling", "withApplication" or "fafsa", so students know when to apply',
    ]);
  });

  test("a government program without a source", () => {
    expect(problemsAfter(AID, (d) => delete at(d, "nhsc-scholarship").source)).toEqual([
      'content/financialAid.json: aid[15] "National Health Service Corps Scholarship": field "source.url" is required: the address of the rule\'s publication, so the figure can be checked',
    ]);
  });

  test("a deadline that is no real day", () => {
    expect(problemsAfter(AID, (d) => (at(d, "primary-care-scholarship").deadline = "2027-02-30"))).toEqual([
      'content/financialAid.json: aid[2] "BCU Primary Care Scholarship": field "deadline" "2027-02-30" is not a real calendar date (write YYYY-MM-DD)',
    ]);
  });

  test("a deadline outside the scholarship year", () => {
    expect(problemsAfter(AID, (d) => (at(d, "primary-care-scholarship").deadline = "2027-11-01"))).toEqual([
      'content/financialAid.json: aid[2] "BCU Primary Care Scholarship": field "deadline" 2027-11-01 is outside the scholarship year "2027-28 scholarship year" (2026-10-01 to the day before 2027-10-01): roll the date or the year',
    ]);
  });

  test("a repeated id", () => {
    expect(problemsAfter(AID, (d) => (at(d, "optometry-scholarship").id = "dental-merit-scholarship"))).toEqual([
      'content/financialAid.json: aid[1] "BCU Optometry Scholarship": field "id" repeats "dental-merit-scholarship", already used by aid[0]',
      'content/programs.json: programs[3] "Optometry": field "cost.aid[0]" names "optometry-scholarship", which is not an id in financialAid.json aid: did you mean "pharmacy-scholarship"?',
    ]);
  });
});

describe("the FAFSA and the office", () => {
  test("the FAFSA's dates out of order", () => {
    expect(problemsAfter(AID, (d) => (d.fafsa.priorityDate = "2026-09-01"))).toEqual([
      'content/financialAid.json: field "fafsa.priorityDate" 2026-09-01 is not after the FAFSA opens (2026-10-01): dates out of order',
    ]);
  });

  test("a federal deadline that is not the award year's last day", () => {
    expect(problemsAfter(AID, (d) => (d.fafsa.federalDeadline = "2028-06-15"))).toEqual([
      'content/financialAid.json: field "fafsa.federalDeadline" 2028-06-15 is not 2028-06-30, the last day of the 2027-28 award year',
    ]);
  });

  test("a FAFSA that opens in its own award year", () => {
    expect(problemsAfter(AID, (d) => (d.fafsa.opens = "2027-10-01"))).toContainEqual(
      'content/financialAid.json: field "fafsa.opens" 2027-10-01 is not in 2026: the 2027-28 FAFSA opens the year before its award year',
    );
  });

  test("an e-mail key site.json lacks", () => {
    expect(problemsAfter(AID, (d) => (d.office.email = "financialAde"))).toEqual([
      'content/financialAid.json: field "office.email" names the e-mail "financialAde", which is not a key of site.json "emails": did you mean "financialAid"? (info, admissions, research, visits, library, registrar, careers, safety, privacy, compliance, financialAid, titleix)',
    ]);
  });

  test("a phone whose display dials another number", () => {
    expect(problemsAfter(AID, (d) => (d.office.phone.display = "(727) 555-0149"))).toEqual([
      'content/financialAid.json: field "office.phone.display" shows the digits 7275550149 but "office.phone.e164" is "+17275550148", the number the call links dial: change both together',
    ]);
  });
});
