/** @jest-environment node */
import aidJson from "../../content/financialAid.json";
import programsJson from "../../content/programs.json";
import programPage from "../../content/programPage.json";
import { minimumPell, programCostSummary, type PricedProgram } from "../../src/lib/netPrice";
import { formatUsd } from "../pages";
import { aidAmountText, aidItems, aidList, costRow, costTable, sourceHost, type MoneyRules } from "./programCost";

const rules = aidJson as unknown as MoneyRules;
const programs = programsJson.programs as unknown as PricedProgram[];
const dental = programs.find((p) => p.slug === "dental-medicine")!;
const bachelors = programs.find((p) => p.studentLevel === "undergraduate")!;
const copy = programPage.cost;
const limit = (id: string) => rules.federalLoans.limits.find((l) => l.id === id)!;
const shown = rules.costOfAttendance.arrangements.find((a) => a.id === rules.costOfAttendance.shown)!;

test("sourceHost: the site a source was read at, without www.", () => {
  expect(sourceHost("https://www.govinfo.gov/content/pkg/x.htm")).toBe("govinfo.gov");
  expect(sourceHost("http://170.55.11.11/financial_aid/")).toBe("170.55.11.11");
});

describe("costTable", () => {
  test("a professional program: its costs, the cost of attendance, its level's limit and the gap, a year and over its years", () => {
    const table = costTable(dental, rules, copy);
    const years = dental.duration.fullTimeYears ?? dental.duration.maxYears;
    const living = shown.monthly * dental.cost.months;
    const coa = dental.cost.tuitionAndFees + dental.cost.booksAndSupplies + living;
    const annual = limit("professional").annualByYear[0];
    const total = Math.min(years * annual, limit("professional").aggregate);
    const row = (label: string, perYear: number, all: number, kind: string) => ({
      label,
      perYear: formatUsd(perYear),
      total: formatUsd(all),
      kind,
    });
    expect(table.rows).toEqual([
      row(copy.tuitionLabel, dental.cost.tuitionAndFees, years * dental.cost.tuitionAndFees, "cost"),
      row(copy.booksLabel, dental.cost.booksAndSupplies, years * dental.cost.booksAndSupplies, "cost"),
      row(
        copy.livingLabel.replace("{arrangement}", shown.label).replace("{months}", String(dental.cost.months)),
        living,
        years * living,
        "cost",
      ),
      row(copy.totalLabel, coa, years * coa, "total"),
      row(copy.loanLabel.replace("{loan}", limit("professional").name), annual, total, "loan"),
      row(copy.gapLabel, coa - annual, years * coa - total, "gap"),
    ]);
    expect(table.perYearLabel).toBe(copy.perYearLabel);
    expect(table.totalLabel).toBe(copy.overYearsLabel.replace("{years}", String(years)));
    expect(table.intro).toBe(copy.intro.replace("{academicYear}", dental.cost.academicYear).replace("{years}", String(years)));
  });

  test("the notes: Grad PLUS's end with its date for a graduate or professional program, then the lifetime limit and proration, each with its source", () => {
    const { notes } = costTable(dental, rules, copy);
    expect(notes.map((n) => n.sourceUrl)).toEqual([
      rules.federalLoans.gradPlus.source.url,
      rules.federalLoans.lifetime.source.url,
      rules.federalLoans.proration.source.url,
    ]);
    expect(notes[0].text).toContain("July 1, 2026");
    expect(notes[0].text).not.toContain("{");
    expect(notes[1].text).toContain(formatUsd(rules.federalLoans.lifetime.amount));
    expect(notes[0].sourceLabel).toBe(copy.sourceLabel.replace("{source}", sourceHost(rules.federalLoans.gradPlus.source.url!)));
  });

  test("the bachelor's: a limit and a gap for dependent and for independent students, and Parent PLUS instead of Grad PLUS", () => {
    const table = costTable(bachelors, rules, copy);
    const loans = table.rows.filter((r) => r.kind === "loan" || r.kind === "gap").map((r) => r.label);
    expect(loans).toEqual([
      copy.loanLabel.replace("{loan}", limit("undergraduate-dependent").name),
      copy.gapLabelFor.replace("{dependency}", "dependent"),
      copy.loanLabel.replace("{loan}", limit("undergraduate-independent").name),
      copy.gapLabelFor.replace("{dependency}", "independent"),
    ]);
    expect(table.notes[0].text).toContain(formatUsd(rules.federalLoans.parentPlus.annual));
    expect(table.notes.map((n) => n.text).join(" ")).not.toMatch(/grad plus/i);
  });
});

describe("aid", () => {
  const record = (id: string) => rules.aid.find((a) => a.id === id)!;

  test("amounts in words: a range, tuition and fees with its note, the Pell rule's range, GPA tiers, a note alone", () => {
    const year = dental.cost.academicYear;
    expect(aidAmountText(record("dental-merit-scholarship"), rules, year)).toBe("$5,000 to $20,000 a year");
    expect(aidAmountText(record("nhsc-scholarship"), rules, year)).toBe(
      `${rules.labels.coversTuition} ${record("nhsc-scholarship").amountNote}`,
    );
    const max = rules.pell.awardYears.find((y) => y.awardYear === year)!.maximum!;
    expect(aidAmountText(record("federal-pell-grant"), rules, year)).toBe(
      `${formatUsd(minimumPell(max, rules.pell.minimumPercentOfMaximum))} to ${formatUsd(max)} a year in ${year}`,
    );
    const tiers = record("transfer-scholarship").amount!.byGpa!.map((t) => t.amount);
    expect(aidAmountText(record("transfer-scholarship"), rules, year)).toBe(
      `${formatUsd(Math.min(...tiers))} to ${formatUsd(Math.max(...tiers))} a year`,
    );
    expect(aidAmountText(record("florida-ease"), rules, year)).toBe(record("florida-ease").amountNote);
    const fixed = { ...record("dental-merit-scholarship"), amount: { min: 3000, max: 3000 } };
    expect(aidAmountText(fixed, rules, year)).toBe("$3,000 a year");
    const upTo = { ...record("dental-merit-scholarship"), amount: { max: 3000 } };
    expect(aidAmountText(upTo, rules, year)).toBe("Up to $3,000 a year");
  });

  test("the program's aid in its order, each deadline by its kind", () => {
    const items = aidItems(dental, rules, "2026-12-01");
    expect(items.map((i) => i.id)).toEqual(dental.cost.aid);
    const by = (id: string) => items.find((i) => i.id === id)!.deadline;
    expect(by("dental-merit-scholarship")).toEqual({ date: "2026-12-01", prefix: rules.labels.withApplication, rules: "application" });
    expect(by("health-professions-student-loan")).toEqual({
      date: rules.fafsa.priorityDate,
      prefix: rules.labels.fafsaDeadline,
      rules: "aid",
    });
    expect(by("private-loans")).toEqual({ date: null, prefix: "", rules: "aid" });
    expect(by("hpsp-army-navy")).toEqual({ date: null, prefix: rules.labels.noDeadline, rules: "none" });
    const osteopathic = programs.find((p) => p.slug === "osteopathic-medicine")!;
    expect(aidItems(osteopathic, rules, null).find((i) => i.id === "primary-care-scholarship")!.deadline).toEqual({
      date: (rules.aid.find((a) => a.id === "primary-care-scholarship") as { deadline: string }).deadline,
      prefix: "",
      rules: "aid",
    });
  });

  test("an unknown id stops the build, naming the program", () => {
    expect(() => aidItems({ ...dental, cost: { ...dental.cost, aid: ["nope"] } }, rules, null)).toThrow(
      /dental-medicine's cost.aid names "nope"/,
    );
  });
});

describe("the tuition and aid page", () => {
  test("a program's row: the figures of its own page's Cost and Aid table (tuition with books, living, a year and in all, each limit and gap)", () => {
    for (const program of [dental, bachelors]) {
      const row = costRow(program, rules);
      const table = costTable(program, rules, copy);
      const of = (kind: string) => table.rows.filter((r) => r.kind === kind);
      const [total] = of("total");
      expect(row.years).toBe(programCostSummary(program, rules).years);
      expect(row.tuitionAndFees).toBe(formatUsd(program.cost.tuitionAndFees + program.cost.booksAndSupplies));
      expect(row.living).toBe(of("cost")[2].perYear);
      expect([row.perYear, row.total]).toEqual([total.perYear, total.total]);
      expect(row.loans.map((l) => [l.perYear, l.total])).toEqual(of("loan").map((r) => [r.perYear, r.total]));
      expect(row.loans.map((l) => [l.gapPerYear, l.gapTotal])).toEqual(of("gap").map((r) => [r.perYear, r.total]));
    }
    expect(costRow(bachelors, rules).loans.map((l) => l.dependency)).toEqual(["dependent", "independent"]);
    expect(costRow(dental, rules).loans.map((l) => l.dependency)).toEqual([null]);
  });

  test("a limit changed in the content changes the row's loans and gap, with no code edit", () => {
    const professional = limit("professional");
    const lower = {
      ...rules,
      federalLoans: {
        ...rules.federalLoans,
        limits: rules.federalLoans.limits.map((l) =>
          l.id === "professional" ? { ...l, annualByYear: [professional.annualByYear[0] - 10000] } : l,
        ),
      },
    };
    const before = programCostSummary(dental, rules);
    const after = costRow(dental, lower);
    expect(after.loans[0].total).toBe(formatUsd(Math.min(before.years * (professional.annualByYear[0] - 10000), professional.aggregate)));
    expect(after.loans[0].gapTotal).toBe(
      formatUsd(before.total.total - Math.min(before.years * (professional.annualByYear[0] - 10000), professional.aggregate)),
    );
  });

  const withPaths = programs.map((p) => ({ ...p, name: (p as unknown as { name: string }).name, path: `/academics/${p.slug}/` }));

  test("the aid list: the records of the kinds asked, in the content's order, each with the programs that name it", () => {
    const kinds = ["scholarship", "grant"];
    const list = aidList(rules, withPaths, new Map(), kinds);
    expect(list.map((i) => i.id)).toEqual(rules.aid.filter((a) => kinds.includes(a.kind)).map((a) => a.id));
    for (const item of list)
      expect(item.programs.map((p) => p.path)).toEqual(withPaths.filter((p) => p.cost.aid.includes(item.id)).map((p) => p.path));
    expect(list.find((i) => i.id === "dental-merit-scholarship")!.programs.map((p) => p.name)).toEqual(["Dental Medicine"]);
  });

  test("a record considered with the application takes the earliest application deadline of the programs that name it", () => {
    const naming = withPaths.filter((p) => p.cost.aid.includes("federal-pell-grant") || p.cost.aid.includes("dental-merit-scholarship"));
    const dates = new Map(naming.map((p, i) => [p.name, `2027-0${i + 2}-01`] as const));
    const dentalDate = dates.get("Dental Medicine")!;
    const list = aidList(rules, withPaths, dates, ["scholarship", "grant"]);
    expect(list.find((i) => i.id === "dental-merit-scholarship")!.deadline).toEqual({
      date: dentalDate,
      prefix: rules.labels.withApplication,
      rules: "application",
    });
    const twoPrograms = aidList(
      rules,
      withPaths.map((p) =>
        p.slug === bachelors.slug ? { ...p, cost: { ...p.cost, aid: [...p.cost.aid, "dental-merit-scholarship"] } } : p,
      ),
      new Map([...dates, [(bachelors as unknown as { name: string }).name, "2027-01-15"]]),
      ["scholarship"],
    );
    expect(twoPrograms.find((i) => i.id === "dental-merit-scholarship")!.deadline.date).toBe("2027-01-15");
    expect(list.find((i) => i.id === "federal-pell-grant")!.deadline.date).toBe(rules.fafsa.priorityDate);
  });
});
