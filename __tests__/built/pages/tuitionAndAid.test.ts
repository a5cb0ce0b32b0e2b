/** @jest-environment jsdom */
// The Tuition and Financial Aid page as built (issue 47, items 1 and 2): every figure of the cost
// table equals the one the net price engine computes from the program's record and
// content/financialAid.json (and the program's own Cost and Aid shows the same); the aid records
// are those of the kinds the page names, each with its amount, who qualifies, how to apply, its
// programs and its deadline; the FAFSA's steps with their dates; the office's mail and phone; the
// calculator's form is there, disabled, with the note that the estimate needs JavaScript; and the
// page is linked from /admissions, every program's Cost and Aid, the footer and the disclosures.
import { within } from "@testing-library/react";
import { block, contentPage, pageAt } from "../../content/pages";
import site from "../../../content/site.json";
import aidJson from "../../../content/financialAid.json";
import programsFile from "../../../content/programs.json";
import programPage from "../../../content/programPage.json";
import { formatIsoDate } from "../../../src/lib/deadlines";
import { fillTemplate } from "../../../src/lib/fillTemplate";
import { programCostSummary, type AidRules, type PricedProgram } from "../../../src/lib/netPrice";
import { aidAmountText, type MoneyRules } from "../../../plugins/financial-aid";
import { formatUsd } from "../../../plugins/pages";
import { builtPage, byId, callToAction, expectOutline, internalHref } from "./builtPage";

const hub = contentPage("tuition-and-aid");
const route = hub.path;
const rules = aidJson as unknown as AidRules;
const programs = programsFile.programs as unknown as (PricedProgram & { name: string })[];
const text = (el: Element) => (el.textContent ?? "").replace(/\s+/g, " ").trim();
const page = {
  hero: block(hub, "hero"),
  costs: block(hub, "costOfAttendance"),
  calculator: block(hub, "netPriceCalculator"),
  aid: block(hub, "aidList"),
  fafsa: block(hub, "fafsaSteps"),
};
const programCostId = (programPage.blocks as { type: string; id?: string }[]).find((b) => b.type === "programCost")!.id!;
const hubHref = internalHref(route);

describe(`${route} (built)`, () => {
  const body = builtPage(route);

  it("has one h1 and the sections' headings in order", () => {
    expectOutline(body, page.hero.heading, [page.costs.heading, aidJson.calculator.heading, page.aid.heading, page.fafsa.heading]);
  });

  it("shows every program's cost a year and over its length, the federal loans that apply and the gap: the engine's figures", () => {
    const rows = within(byId(body, page.costs.id)).getAllByRole("row").slice(1);
    expect(rows).toHaveLength(programs.length);
    for (const program of programs) {
      const row = byId(body, `${page.costs.id}-${program.slug}`);
      const summary = programCostSummary(program, rules);
      const cells = within(row).getAllByRole("cell").map(text);
      const borrowers = (pick: (loan: (typeof summary.loans)[number]) => number) =>
        summary.loans
          .map((loan) => {
            const who = loan.dependency === "dependent" ? page.costs.dependentLabel : loan.dependency ? page.costs.independentLabel : "";
            return `${who} ${formatUsd(pick(loan))}`.trim();
          })
          .join(" ");
      expect(cells).toEqual([
        String(summary.years),
        formatUsd(program.cost.tuitionAndFees + program.cost.booksAndSupplies),
        formatUsd(summary.perYear.living),
        formatUsd(summary.perYear.total),
        formatUsd(summary.total.total),
        borrowers((loan) => loan.total),
        borrowers((loan) => loan.gapTotal),
      ]);
      expect(within(row).getByRole("link", { name: program.name })).toHaveAttribute(
        "href",
        internalHref(`/academics/${program.slug}/#${programCostId}`),
      );
    }
  });

  it("lists the aid of the kinds the page names, in the content's order, each with amount, who qualifies, how to apply and its deadline", () => {
    const expected = aidJson.aid.filter((a) => (page.aid.kinds as string[]).includes(a.kind));
    const items = within(byId(body, page.aid.id))
      .getAllByRole("listitem")
      .filter((li) => li.querySelector("h3"));
    expect(items.map((li) => text(li.querySelector("h3")!))).toEqual(expected.map((a) => a.name));
    items.forEach((li, i) => {
      const record = expected[i];
      const amount = aidAmountText(record, aidJson as unknown as MoneyRules, aidJson.academicYear);
      if (amount) expect(text(li)).toContain(amount);
      expect(text(li)).toContain(record.eligibility);
      expect(text(li)).toContain(record.howToApply);
      expect(text(li)).toContain(page.aid.deadlineLabel);
      const naming = programs.filter((p) => p.cost.aid.includes(record.id));
      for (const program of naming)
        expect(within(li).getByRole("link", { name: program.name })).toHaveAttribute("href", internalHref(`/academics/${program.slug}/`));
      // A dated deadline shows its date until it has passed, then a status that names it.
      if ("deadline" in record && /^\d{4}-\d\d-\d\d$/.test(record.deadline ?? ""))
        expect(text(li)).toContain(formatIsoDate(record.deadline!).split(",")[0]);
    });
  });

  it("gives the FAFSA's steps in order with their dates, and the financial aid office's e-mail and phone only", () => {
    const section = byId(body, page.fafsa.id);
    const { fafsa, office } = aidJson;
    const values = {
      awardYear: fafsa.awardYear,
      opens: formatIsoDate(fafsa.opens),
      priorityDate: formatIsoDate(fafsa.priorityDate),
      federalDeadline: formatIsoDate(fafsa.federalDeadline),
    };
    const steps = within(section.querySelector("ol")!).getAllByRole("listitem");
    expect(steps.map((li) => text(li.querySelector("h3")!))).toEqual(fafsa.steps.map((s) => fillTemplate(s.title, values)));
    steps.forEach((li, i) => expect(text(li)).toContain(fillTemplate(fafsa.steps[i].text, values)));
    for (const date of [fafsa.opens, fafsa.priorityDate, fafsa.federalDeadline])
      expect(section.querySelector(`time[datetime="${date}"]`)).toHaveTextContent(formatIsoDate(date));
    const address = `${(site.emails as Record<string, string>)[office.email]}@${site.domain}`;
    expect(within(section).getByRole("link", { name: address })).toHaveAttribute(
      "href",
      expect.stringMatching(new RegExp(`^mailto:${address}`)),
    );
    expect(within(section).getByRole("link", { name: office.phone.display })).toHaveAttribute("href", `tel:${office.phone.e164}`);
  });

  it("without JavaScript: the calculator's controls are disabled and the page says the estimate needs JavaScript; nothing is sent", () => {
    const section = byId(body, page.calculator.id);
    expect(section.querySelector("fieldset")).toBeDisabled();
    expect(text(section)).toContain(aidJson.calculator.needsJavaScript);
    expect(body.querySelectorAll("form")).toHaveLength(0);
    expect(section.querySelector('[aria-live="polite"]')).not.toBeNull();
  });
});

describe(`${route} is linked from /admissions, every program's Cost and Aid, the footer and the disclosures`, () => {
  const linksTo = (main: HTMLElement, href: string) =>
    Array.from(main.querySelectorAll("a"), (a) => a.getAttribute("href")).filter((h) => h === href);

  it("/admissions/'s hero", () => {
    const admissions = builtPage("/admissions/");
    expect(within(admissions).getByRole("link", { name: callToAction("tuitionAndAid").label })).toHaveAttribute("href", hubHref);
  });

  it.each(programs.map((p) => [p.slug]))("/academics/%s/'s Cost and Aid", (slug) => {
    const main = builtPage(`/academics/${slug}/`);
    expect(linksTo(byId(main, programCostId), hubHref)).toHaveLength(1);
  });

  it("the footer", () => {
    builtPage("/");
    const footer = document.querySelector("footer")!;
    expect(Array.from(footer.querySelectorAll("a"), (a) => a.getAttribute("href"))).toContain(hubHref);
  });

  it("/institutional-disclosures/ links the table, whose rows are anchors of every program", () => {
    const disclosures = builtPage(pageAt("/institutional-disclosures/").path);
    expect(linksTo(disclosures, `${hubHref}#${page.costs.id}`)).toHaveLength(1);
    const main = builtPage(route);
    for (const program of programs) expect(byId(main, `${page.costs.id}-${program.slug}`).tagName).toBe("TR");
  });
});
