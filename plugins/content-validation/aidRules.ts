/**
 * The money rules a JSON Schema cannot say (content/financialAid.json and each program's cost and
 * studentLevel): references exist, amounts are sensible, dates are real and inside their cycle,
 * every rule is in force for the year it is used in and names its source, every program marked
 * professional awards a degree on the law's list, and nothing offers Grad PLUS. Each problem names
 * the file, the record and the field; none throws for bad content. One file because
 * each rule reads the same parsed financialAid.json and the programs beside it, in one pass.
 */
import { problemAt } from "./paths";
import type { Problem } from "./problems";
import { checkPhoneAt } from "./rules";
import { forEachString, type LoadedFile } from "./loadedFile";
import { didYouMean } from "./suggest";
import { isCalendarDate } from "../content-schema";
import { formatUsd } from "../pages";
import { formatIsoDate } from "../../src/lib/deadlines";

type Rec = Record<string, unknown>;

const asRec = (value: unknown): Rec => (value !== null && typeof value === "object" && !Array.isArray(value) ? (value as Rec) : {});
const asList = (value: unknown): Rec[] => (Array.isArray(value) ? value.map(asRec) : []);
const num = (value: unknown): number | undefined => (typeof value === "number" ? value : undefined);
const str = (value: unknown): string | undefined => (typeof value === "string" ? value : undefined);
const day = (value: unknown): string | undefined => (typeof value === "string" && isCalendarDate(value) ? value : undefined);

/** "2026-27" -> 2026, when the second half is the next year; undefined otherwise. */
function academicYearStart(value: unknown): number | undefined {
  const match = typeof value === "string" ? /^(\d{4})-(\d{2})$/.exec(value) : null;
  if (!match) return undefined;
  const start = Number(match[1]);
  return (start + 1) % 100 === Number(match[2]) ? start : undefined;
}

/** Grad PLUS under any of its names: "Grad PLUS", "Graduate PLUS", "GradPLUS". */
const GRAD_PLUS = /\bgrad(uate)?\s*plus\b/i;

export function checkAidRules(loaded: readonly LoadedFile[], problems: Problem[]): void {
  const byName = new Map(loaded.map((file) => [file.name, file]));
  const aidFile = byName.get("financialAid.json");
  const programsFile = byName.get("programs.json");
  if (aidFile) checkAidFile(aidFile, byName, problems);
  if (programsFile) checkProgramsMoney(programsFile, aidFile, problems);
  const closed = day(asRec(asRec(asRec(aidFile?.data).federalLoans).gradPlus).closedToNewBorrowers);
  for (const file of byName.values()) checkNoGradPlus(file, closed, problems);
}

function checkAidFile(file: LoadedFile, byName: ReadonlyMap<string, LoadedFile>, problems: Problem[]): void {
  const doc = asRec(file.data);
  const at = (pointer: string, message: string) => problems.push({ ...problemAt(file, pointer), message });
  const yearStart = academicYearStart(doc.academicYear);
  if (yearStart === undefined && typeof doc.academicYear === "string") {
    at(
      "/academicYear",
      `"${doc.academicYear}" is not an academic year: write the first year and the next one's last two digits, e.g. "2026-27"`,
    );
  }
  // A rule applies to the year when it is in force on the year's first day (July 1).
  const yearOpens = yearStart === undefined ? undefined : `${yearStart}-07-01`;
  const inForce = (pointer: string, rule: Rec) => {
    const from = day(rule.appliesFrom);
    if (from && yearOpens && from > yearOpens) {
      at(
        `${pointer}/appliesFrom`,
        `${from} is after the ${String(doc.academicYear)} year starts (${yearOpens}): the rule is not yet in force for the figures it is used for`,
      );
    }
  };
  // Government rules are checked against their publisher: each source needs the address it was read at.
  const sourced = (pointer: string, source: unknown) => {
    if (!str(asRec(source).url)) at(`${pointer}/url`, "is required: the address of the rule's publication, so the figure can be checked");
  };

  // Federal loan limits: one per level (undergraduates: one per dependency), each sensible.
  const loans = asRec(doc.federalLoans);
  const limits = asList(loans.limits);
  const lifetime = num(asRec(loans.lifetime).amount);
  const wanted = [
    ["undergraduate", "dependent"],
    ["undergraduate", "independent"],
    ["graduate", undefined],
    ["professional", undefined],
  ] as const;
  for (const [level, dependency] of wanted) {
    const matches = limits.filter((l) => l.level === level && (dependency === undefined || l.dependency === dependency));
    if (matches.length !== 1) {
      at(
        "/federalLoans/limits",
        `must have exactly one limit for ${level} students${dependency ? ` (${dependency})` : ""}, found ${matches.length}: the programs of that level are held to it`,
      );
    }
  }
  unique(file, "/federalLoans/limits", limits, "id", problems);
  limits.forEach((limit, i) => {
    const pointer = `/federalLoans/limits/${i}`;
    const annual = Array.isArray(limit.annualByYear) ? limit.annualByYear.filter((n): n is number => typeof n === "number") : [];
    const aggregate = num(limit.aggregate);
    annual.forEach((amount, y) => {
      if (y > 0 && amount < annual[y - 1])
        at(
          `${pointer}/annualByYear/${y}`,
          `is ${formatUsd(amount)}, less than year ${y}'s ${formatUsd(annual[y - 1])}: a limit never falls in a later year`,
        );
      if (aggregate !== undefined && amount > aggregate)
        at(`${pointer}/annualByYear/${y}`, `is ${formatUsd(amount)}, more than the aggregate ${formatUsd(aggregate)}`);
    });
    if (limit.level !== "undergraduate" && limit.dependency !== undefined)
      at(`${pointer}/dependency`, `is for undergraduate limits only (this limit is ${String(limit.level)})`);
    if (limit.level === "undergraduate" && limit.dependency === undefined)
      at(`${pointer}/dependency`, "is required: an undergraduate limit is for dependent or independent students");
    if (aggregate !== undefined && lifetime !== undefined && aggregate > lifetime)
      at(`${pointer}/aggregate`, `is ${formatUsd(aggregate)}, more than the lifetime limit ${formatUsd(lifetime)} (federalLoans.lifetime)`);
    inForce(pointer, limit);
    sourced(`${pointer}/source`, limit.source);
  });
  for (const key of ["lifetime", "parentPlus", "proration", "costCap", "professionalDegrees"]) {
    inForce(`/federalLoans/${key}`, asRec(loans[key]));
    sourced(`/federalLoans/${key}/source`, asRec(loans[key]).source);
  }
  sourced("/federalLoans/gradPlus/source", asRec(loans.gradPlus).source);
  const parentPlus = asRec(loans.parentPlus);
  if ((num(parentPlus.annual) ?? 0) > (num(parentPlus.aggregate) ?? Infinity)) {
    at("/federalLoans/parentPlus/annual", `is more than the aggregate ${formatUsd(num(parentPlus.aggregate) ?? 0)}`);
  }

  // Pell: the academic year's award year listed, a poverty guideline for each award year, one
  // income limit per kind of household, the minimum's limit above the maximum's.
  const pell = asRec(doc.pell);
  const awardYears = asList(pell.awardYears);
  const guidelineYears = new Set(asList(doc.povertyGuidelines).map((g) => g.year));
  awardYears.forEach((year, i) => {
    const start = academicYearStart(year.awardYear);
    if (start === undefined) {
      at(`/pell/awardYears/${i}/awardYear`, `"${String(year.awardYear)}" is not an award year: write e.g. "2026-27"`);
      return;
    }
    if (!guidelineYears.has(start - 2)) {
      at(
        `/pell/awardYears/${i}`,
        `the ${String(year.awardYear)} award year needs the ${start - 2} poverty guideline (the second year before the award year, 20 U.S.C. 1070a): add it to povertyGuidelines`,
      );
    }
    if (year.maximum !== undefined) sourced(`/pell/awardYears/${i}/source`, year.source);
  });
  if (typeof doc.academicYear === "string" && !awardYears.some((y) => y.awardYear === doc.academicYear)) {
    at(
      "/pell/awardYears",
      `has no entry for ${doc.academicYear}, the year the programs' costs are for: add its maximum Pell Grant and source`,
    );
  }
  const thresholds = asList(pell.thresholds);
  for (const dependency of ["dependent", "independent"]) {
    for (const singleParent of [true, false]) {
      const found = thresholds.filter((t) => t.dependency === dependency && t.singleParent === singleParent).length;
      if (found !== 1)
        at("/pell/thresholds", `must have exactly one entry for ${dependency} students with singleParent ${singleParent}, found ${found}`);
    }
  }
  thresholds.forEach((t, i) => {
    const max = num(asRec(t.maximumPell).percent);
    const min = num(asRec(t.minimumPell).percent);
    if (max !== undefined && min !== undefined && min <= max)
      at(
        `/pell/thresholds/${i}/minimumPell/percent`,
        `is ${min}%, not above the maximum-Pell limit ${max}%: the minimum Pell Grant reaches higher incomes than the maximum`,
      );
  });
  sourced("/pell/thresholdsSource", pell.thresholdsSource);
  unique(file, "/povertyGuidelines", asList(doc.povertyGuidelines), "year", problems);
  asList(doc.povertyGuidelines).forEach((g, i) => sourced(`/povertyGuidelines/${i}/source`, g.source));

  // Income bands: rising, every one but the last with a top.
  const bands = asList(doc.incomeBands);
  unique(file, "/incomeBands", bands, "id", problems);
  bands.forEach((band, i) => {
    const max = num(band.max);
    const last = i === bands.length - 1;
    if (last && max !== undefined) at(`/incomeBands/${i}/max`, 'must be left out on the last band, which has no top ("or more")');
    if (!last && max === undefined) at(`/incomeBands/${i}/max`, "is required: only the last band has no top");
    const before = i > 0 ? num(bands[i - 1].max) : undefined;
    if (max !== undefined && before !== undefined && max <= before)
      at(`/incomeBands/${i}/max`, `is ${formatUsd(max)}, not above the band before (${formatUsd(before)}): list the bands lowest first`);
  });

  // Cost of attendance: the same year, the shown arrangement one of them.
  const coa = asRec(doc.costOfAttendance);
  if (typeof coa.academicYear === "string" && typeof doc.academicYear === "string" && coa.academicYear !== doc.academicYear) {
    at(
      "/costOfAttendance/academicYear",
      `is "${coa.academicYear}", but the file's academicYear is "${doc.academicYear}": roll them together`,
    );
  }
  const arrangements = asList(coa.arrangements);
  unique(file, "/costOfAttendance/arrangements", arrangements, "id", problems);
  const arrangementIds = arrangements.map((a) => str(a.id)).filter((id): id is string => Boolean(id));
  if (typeof coa.shown === "string" && !arrangementIds.includes(coa.shown)) {
    at(
      "/costOfAttendance/shown",
      `names "${coa.shown}", which is not an arrangement${didYouMean(coa.shown, arrangementIds)} (arrangements: ${arrangementIds.join(", ")})`,
    );
  }

  // Aid records: unique ids, one form of amount, government programs sourced, dates inside the scholarship year.
  const cycle = asRec(doc.statusCycle);
  const opens = day(cycle.opens);
  const nextOpens = day(cycle.nextOpens);
  if (opens && nextOpens && nextOpens <= opens)
    at("/statusCycle/nextOpens", `${nextOpens} is not after "opens" ${opens}: dates out of order`);
  const aid = asList(doc.aid);
  unique(file, "/aid", aid, "id", problems);
  aid.forEach((record, i) => {
    const pointer = `/aid/${i}`;
    const amount = asRec(record.amount);
    const forms = ["min", "max", "covers", "rule", "byGpa"].filter((key) => amount[key] !== undefined);
    const range = forms.length > 0 && forms.every((key) => key === "min" || key === "max");
    if (record.amount !== undefined && !range && forms.length !== 1) {
      at(
        `${pointer}/amount`,
        `must be one form: a range ("min" and "max"), "covers", "rule" or "byGpa" (got ${forms.join(", ") || "none"})`,
      );
    }
    if (range && num(amount.max) === undefined) at(`${pointer}/amount/max`, "is required: a range's top");
    const min = num(amount.min);
    const max = num(amount.max);
    if (min !== undefined && max !== undefined && min > max)
      at(`${pointer}/amount/min`, `is ${formatUsd(min)}, more than "max" ${formatUsd(max)}`);
    const tiers = asList(amount.byGpa);
    tiers.forEach((tier, t) => {
      if (t === 0) return;
      const before = tiers[t - 1];
      if ((num(tier.minGpa) ?? 0) >= (num(before.minGpa) ?? Infinity) || (num(tier.amount) ?? 0) > (num(before.amount) ?? Infinity)) {
        at(
          `${pointer}/amount/byGpa/${t}`,
          "must come after a tier with a higher minGpa and no smaller amount: list the tiers highest first",
        );
      }
    });
    if (record.amount === undefined && record.amountNote === undefined)
      at(`${pointer}/amount`, 'is required (or "amountNote"): what the aid is worth');
    const provider = str(record.provider) ?? "";
    if (!provider.startsWith("BCU")) sourced(`${pointer}/source`, record.source);
    if (provider.startsWith("BCU") && record.kind === "scholarship" && record.deadline === undefined) {
      at(`${pointer}/deadline`, 'is required: a date, "rolling", "withApplication" or "fafsa", so students know when to apply');
    }
    const deadline = str(record.deadline);
    if (deadline && /^\d/.test(deadline)) {
      if (!isCalendarDate(deadline)) at(`${pointer}/deadline`, `"${deadline}" is not a real calendar date (write YYYY-MM-DD)`);
      else if ((opens && deadline < opens) || (nextOpens && deadline >= nextOpens)) {
        at(
          `${pointer}/deadline`,
          `${deadline} is outside the scholarship year${str(cycle.name) ? ` "${str(cycle.name)}"` : ""} (${opens ?? "?"} to the day before ${nextOpens ?? "?"}): roll the date or the year`,
        );
      }
    }
  });

  // FAFSA: opens in the year before the award year, then the priority date, then the federal deadline on the award year's last day.
  const fafsa = asRec(doc.fafsa);
  const fafsaStart = academicYearStart(fafsa.awardYear);
  if (fafsaStart === undefined && fafsa.awardYear !== undefined)
    at("/fafsa/awardYear", `${JSON.stringify(fafsa.awardYear)} is not an award year: write e.g. "2027-28"`);
  const fOpens = day(fafsa.opens);
  const priority = day(fafsa.priorityDate);
  const deadline = day(fafsa.federalDeadline);
  if (fafsaStart !== undefined) {
    if (fOpens && !fOpens.startsWith(`${fafsaStart - 1}-`))
      at(
        "/fafsa/opens",
        `${fOpens} is not in ${fafsaStart - 1}: the ${String(fafsa.awardYear)} FAFSA opens the year before its award year`,
      );
    if (deadline && deadline !== `${fafsaStart + 1}-06-30`)
      at("/fafsa/federalDeadline", `${deadline} is not ${fafsaStart + 1}-06-30, the last day of the ${String(fafsa.awardYear)} award year`);
  }
  if (fOpens && priority && priority <= fOpens)
    at("/fafsa/priorityDate", `${priority} is not after the FAFSA opens (${fOpens}): dates out of order`);
  if (priority && deadline && priority >= deadline)
    at("/fafsa/priorityDate", `${priority} is not before the federal deadline (${deadline}): dates out of order`);
  sourced("/fafsa/source", fafsa.source);

  // The office: an e-mail key of site.json, a phone whose display dials its number.
  const office = asRec(doc.office);
  const emails = asRec(asRec(byName.get("site.json")?.data).emails);
  if (typeof office.email === "string" && byName.has("site.json") && !(office.email in emails)) {
    at(
      "/office/email",
      `names the e-mail "${office.email}", which is not a key of site.json "emails"${didYouMean(office.email, Object.keys(emails))} (${Object.keys(emails).join(", ")})`,
    );
  }
  checkPhoneAt(file, "/office/phone", office.phone, problems);
}

function checkProgramsMoney(programsFile: LoadedFile, aidFile: LoadedFile | undefined, problems: Problem[]): void {
  const aidDoc = asRec(aidFile?.data);
  const aidIds = asList(aidDoc.aid)
    .map((a) => str(a.id))
    .filter((id): id is string => Boolean(id));
  const professional = asList(asRec(asRec(aidDoc.federalLoans).professionalDegrees).degrees).flatMap((d) =>
    Array.isArray(d.abbreviations) ? d.abbreviations.filter((a): a is string => typeof a === "string") : [],
  );
  const named = new Set<string>();
  asList(asRec(programsFile.data).programs).forEach((program, i) => {
    const pointer = `/programs/${i}`;
    const at = (sub: string, message: string) => problems.push({ ...problemAt(programsFile, `${pointer}${sub}`), message });
    const cost = asRec(program.cost);
    if (
      aidFile &&
      typeof cost.academicYear === "string" &&
      typeof aidDoc.academicYear === "string" &&
      cost.academicYear !== aidDoc.academicYear
    ) {
      at(
        "/cost/academicYear",
        `is "${cost.academicYear}", but financialAid.json's rules are for "${aidDoc.academicYear}": roll costs and rules together`,
      );
    }
    if (aidFile && Array.isArray(cost.aid)) {
      cost.aid.forEach((id, a) => {
        if (typeof id !== "string") return;
        named.add(id);
        if (!aidIds.includes(id))
          at(`/cost/aid/${a}`, `names "${id}", which is not an id in financialAid.json aid${didYouMean(id, aidIds)}`);
      });
    }
    // The level is the law's classification: professional exactly for the degrees on its list.
    const degree = str(program.degree) ?? "";
    const abbreviations = [...degree.matchAll(/\(([^)]+)\)/g)]
      .flatMap((m) => m[1].split(/\s+or\s+|,\s*/))
      .map((a) => a.replace(/\./g, "").trim());
    const listed = abbreviations.some((a) => professional.includes(a));
    if (aidFile && program.studentLevel === "professional" && !listed) {
      at(
        "/studentLevel",
        `is "professional", but the degree "${degree}" is not on the professional list (financialAid.json federalLoans.professionalDegrees): mark it "graduate"`,
      );
    }
    if (aidFile && program.studentLevel === "graduate" && listed) {
      at(
        "/studentLevel",
        `is "graduate", but the degree "${degree}" is on the professional list (financialAid.json federalLoans.professionalDegrees): mark it "professional"`,
      );
    }
    const undergraduate = program.studentLevel === "undergraduate";
    if (undergraduate && cost.firstUndergraduateYear === undefined) {
      at(
        "/cost/firstUndergraduateYear",
        "is required for an undergraduate program: the year in school of a full-time student's first year here (it sets the loan limit)",
      );
    }
    if (!undergraduate && cost.firstUndergraduateYear !== undefined)
      at("/cost/firstUndergraduateYear", `is for undergraduate programs only (this one is ${String(program.studentLevel)})`);
  });
  asList(aidDoc.aid).forEach((record, i) => {
    if (typeof record.id === "string" && !named.has(record.id)) {
      problems.push({
        ...problemAt(aidFile!, `/aid/${i}`),
        field: "id",
        message: `"${record.id}" is named by no program's cost.aid (programs.json): list it where it applies, or remove it`,
      });
    }
  });
}

/** Grad PLUS is closed to new borrowers: only financialAid.json's record of its closing may name it. */
function checkNoGradPlus(file: LoadedFile, closed: string | undefined, problems: Problem[]): void {
  forEachString(file, problems, (value, pointer, problem) => {
    if (file.name === "financialAid.json" && pointer.startsWith("/federalLoans/gradPlus/")) return;
    const found = GRAD_PLUS.exec(value);
    if (found) {
      problem(
        `names "${found[0]}", which closed to new borrowers${closed ? ` on ${formatIsoDate(closed)}` : ""} (financialAid.json federalLoans.gradPlus): graduate and professional students borrow Direct Unsubsidized Loans within their limits`,
      );
    }
  });
}

/** A field whose value must be unique among the records of a list. */
function unique(file: LoadedFile, pointer: string, list: readonly Rec[], field: string, problems: Problem[]): void {
  const first = new Map<unknown, number>();
  list.forEach((item, i) => {
    const value = item[field];
    if (value === undefined) return;
    const earlier = first.get(value);
    if (earlier === undefined) first.set(value, i);
    else {
      const list = pointer.split("/").pop();
      problems.push({
        ...problemAt(file, `${pointer}/${i}`),
        field,
        message: `repeats ${JSON.stringify(value)}, already used by ${list}[${earlier}]`,
      });
    }
  });
}
