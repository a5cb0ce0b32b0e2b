/** @jest-environment jsdom */
// Every program's page, as rules over the built HTML (no browser, so every program page is checked
// at little cost; the browser checks walk one of them, the first, in ROUTES): each record of
// content/programs.json has its page at /academics/<slug>/ with every part (hero with its own
// photo, degree and length; overview; curriculum by year; class profile; cost and aid;
// accreditation; outcomes with their year; how to apply, where every Apply for it leads; the
// student's story where one exists; related programs; breadcrumbs) and valid JSON-LD (its HTML's
// size: size-budget.test.ts); and every link to a program page anywhere in the build resolves.
import fs from "fs";
import path from "path";
import { ALL_ROUTES, PROGRAM_ROUTES, requireBuild } from "../e2e/routes";
import { deadlineIcsPath, formatYears } from "../../plugins/content-schema";
import { deadlineStatus, formatIsoDate } from "../../src/lib/deadlines";
import { builtDate, jsonLdNodes } from "./builtPages";
import { applySectionId, formatUsd, programPagePath } from "../../plugins/pages";
import programsFile from "../../content/programs.json";
import programPage from "../../content/programPage.json";
import deadlinesFile from "../../content/deadlines.json";
import servicesFile from "../../content/applicationServices.json";
import storiesFile from "../../content/stories.json";
import site from "../../content/site.json";
import photosFile from "../../content/photos.json";
import aidFile from "../../content/financialAid.json";

const dir = requireBuild();
// Statuses and applicationDeadline hold for the day the build was made for, never the clock's.
const today = builtDate(dir);
const dateOf = (program: { name: string }): string | null => {
  const deadline = deadlinesFile.deadlines.find((d) => d.program === program.name);
  return (deadline && "date" in deadline ? deadline.date : null) ?? null;
};
const programs = programsFile.programs;
type Section = { type: string; id?: string } & Record<string, unknown>;
/** programPage.json's block of a type: a section of every program page, with its id and words. */
const sectionOf = (type: string, fields: Record<string, string> = {}): Section => {
  const found = (programPage.blocks as Section[]).find(
    (block) => block.type === type && Object.entries(fields).every(([field, value]) => block[field] === value),
  );
  if (!found) throw new Error(`content/programPage.json has no ${type} block ${JSON.stringify(fields)}`);
  return found;
};
const applyId = applySectionId(programPage.blocks);
const read = (html: string) => fs.readFileSync(path.join(dir, html), "utf8");
const parse = (html: string) => new DOMParser().parseFromString(html, "text/html");
const text = (el: Element | null | undefined) => (el?.textContent ?? "").replace(/\s+/g, " ").trim();

test("every program record has a page, and every program page a record", () => {
  expect(PROGRAM_ROUTES.map((r) => r.path)).toEqual(programs.map((p) => programPagePath(p.slug)));
  for (const route of PROGRAM_ROUTES) expect(fs.existsSync(path.join(dir, route.html))).toBe(true);
  // Besides the content pages that live under /academics/ too (the comparison, a list's later pages).
  const contentPages = new Set(ALL_ROUTES.filter((r) => !r.program && !r.notFound).map((r) => r.path));
  const built = fs
    .readdirSync(path.join(dir, "academics"), { withFileTypes: true })
    .filter((e) => e.isDirectory() && !contentPages.has(`/academics/${e.name}/`));
  expect(built.map((e) => e.name).sort()).toEqual(programs.map((p) => p.slug).sort());
});

describe.each(programs.map((p) => [p.name, p] as const))("%s's page", (_name, program) => {
  const pagePath = programPagePath(program.slug);
  const html = read(`${pagePath.slice(1)}index.html`);
  const doc = parse(html);
  const main = doc.querySelector("main")!;
  const section = (id: string) => {
    const found = doc.getElementById(id);
    if (!found) throw new Error(`${pagePath}: no #${id}`);
    return found;
  };

  test("hero: the program's name as the one h1, its summary, degree and own photo (its length is the band's, below)", () => {
    const h1s = main.querySelectorAll("h1");
    expect(Array.from(h1s, text)).toEqual([program.name]);
    const hero = h1s[0].closest("header")!;
    expect(text(hero)).toContain(program.summary);
    expect(text(hero)).toContain(program.degree);
    const photo = photosFile.photos.find((p) => p.key === program.photo)!;
    expect(hero.querySelector("img")!.getAttribute("src")!.split("?")[0]).toBe(photo.url);
  });

  test("breadcrumbs: Home and Academics link back, the page is the current step", () => {
    const nav = doc.querySelector(`nav[aria-label="${sectionOf("programHero").breadcrumbLabel as string}"]`)!;
    expect(Array.from(nav.querySelectorAll("a"), (a) => [text(a), a.getAttribute("href")])).toEqual([
      [programPage.homeLabel, "/"],
      [site.nav.find((n) => n.to === "/academics")!.label, "/academics/"],
    ]);
    expect(text(nav.querySelector('[aria-current="page"]'))).toBe(program.name);
  });

  test("overview, curriculum year by year, class profile, accreditation, outcomes with their year", () => {
    expect(text(section(sectionOf("programText", { show: "overview" }).id!))).toContain(program.overview);
    const years = section(sectionOf("programCurriculum").id!).querySelectorAll("ol > li");
    expect(years).toHaveLength(program.curriculum.length);
    program.curriculum.forEach((year, i) => {
      expect(text(years[i])).toContain(programPage.curriculum.yearLabel.replace("{n}", String(year.year)));
      expect(text(years[i].querySelector("h3"))).toBe(year.title);
      for (const course of year.courses) expect(text(years[i])).toContain(course);
    });
    const profile = text(section(sectionOf("figures", { figures: "classProfile" }).id!));
    expect(profile).toContain(String(program.classProfile.seats));
    expect(profile).toContain(program.classProfile.medianGpa.toFixed(2));
    const test = "test" in program.classProfile ? (program.classProfile.test as { name: string; score: string }) : null;
    if (test) expect(profile).toContain(test.score);
    else expect(profile).toContain(`${programPage.classProfile.noTestValue}${programPage.classProfile.noTest}`);
    const accreditation = section(sectionOf("programText", { show: "accreditation" }).id!);
    const body = accreditation.querySelector("a")!;
    expect(text(body)).toContain(program.accreditation.body);
    expect(body.getAttribute("href")).toBe(program.accreditation.url);
    expect(text(accreditation)).toContain(program.accreditation.status);
    // The outcomes table: a column per graduating class, a row per measure, then on-time
    // graduation and attrition, each cell the record's rate for that class.
    const outcomesBlock = sectionOf("programOutcomes") as Section & { measureLabel: string };
    const table = section(outcomesBlock.id!).querySelector("table")!;
    const classes = program.outcomes[0].results.map((r) => r.year);
    const cells = (row: Element) => Array.from(row.children, (cell) => text(cell));
    expect(cells(table.querySelector("thead tr")!)).toEqual([
      outcomesBlock.measureLabel,
      ...classes.map((year) => programPage.outcomes.yearLabel.replace("{year}", String(year))),
    ]);
    const rate = (results: { year: number; percent: number }[]) =>
      classes.map((year) => `${results.find((r) => r.year === year)?.percent}%`);
    const fullTime: number =
      ("fullTimeYears" in program.duration ? program.duration.fullTimeYears : undefined) ?? program.duration.maxYears;
    const length = formatYears(fullTime, fullTime);
    expect(Array.from(table.querySelectorAll("tbody tr"), cells)).toEqual([
      ...program.outcomes.map((outcome) => [outcome.measure, ...rate(outcome.results)]),
      [programPage.outcomes.onTimeLabel.replace("{years}", length), ...rate(program.completion.onTime)],
      [programPage.outcomes.attritionLabel, ...rate(program.completion.attrition)],
    ]);
  });

  test("cost and aid: the cost of attendance a year and over the program, its level's federal loan limits and the gaps, as the records add up", () => {
    const cost = section(sectionOf("programCost").id!);
    const copy = programPage.cost;
    const years = "fullTimeYears" in program.duration ? (program.duration.fullTimeYears as number) : program.duration.maxYears;
    const shown = aidFile.costOfAttendance.arrangements.find((a) => a.id === aidFile.costOfAttendance.shown)!;
    const { tuitionAndFees, booksAndSupplies, months } = program.cost;
    const living = shown.monthly * months;
    const coa = tuitionAndFees + booksAndSupplies + living;
    const level = (program as { studentLevel: string }).studentLevel;
    const firstYear = "firstUndergraduateYear" in program.cost ? (program.cost.firstUndergraduateYear as number) : 1;
    // Each limit of the program's level, year by year within its aggregate, the lifetime limit and the cost.
    const loanRows = aidFile.federalLoans.limits
      .filter((limit) => limit.level === level)
      .flatMap((limit) => {
        const annual = (y: number) => limit.annualByYear[Math.min(firstYear + y, limit.annualByYear.length) - 1];
        let borrowed = 0;
        for (let y = 0; y < years; y += 1)
          borrowed += Math.min(annual(y), coa, limit.aggregate - borrowed, aidFile.federalLoans.lifetime.amount - borrowed);
        const dependency = "dependency" in limit ? (limit.dependency as string) : null;
        return [
          [copy.loanLabel.replace("{loan}", limit.name), formatUsd(annual(0)), formatUsd(borrowed)],
          [
            dependency ? copy.gapLabelFor.replace("{dependency}", dependency) : copy.gapLabel,
            formatUsd(coa - annual(0)),
            formatUsd(years * coa - borrowed),
          ],
        ];
      });
    const table = cost.querySelector("table")!;
    expect(Array.from(table.querySelectorAll("thead th"), text)).toEqual([
      expect.stringMatching(new RegExp(`^(${copy.perYearLabel}|${copy.firstYearLabel})$`)),
      copy.overYearsLabel.replace("{years}", String(years)),
    ]);
    const rows = Array.from(table.querySelectorAll("tbody tr"), (tr) => [
      text(tr.querySelector("th")),
      ...Array.from(tr.querySelectorAll("td"), text),
    ]);
    const line = (label: string, amount: number) => [label, formatUsd(amount), formatUsd(years * amount)];
    expect(rows).toEqual([
      line(copy.tuitionLabel, tuitionAndFees),
      line(copy.booksLabel, booksAndSupplies),
      line(copy.livingLabel.replace("{arrangement}", shown.label).replace("{months}", String(months)), living),
      line(copy.totalLabel, coa),
      ...loanRows,
    ]);
    expect(text(cost)).toContain(program.cost.academicYear);
    // Grad PLUS only as closed, on a graduate or professional program's page, and never on the bachelor's.
    const gradPlus = text(cost).match(/grad(uate)? ?plus[^.]*/gi) ?? [];
    for (const mention of gradPlus) expect(mention).toMatch(/closed to new borrowers/);
    if (level === "undergraduate") expect(gradPlus).toEqual([]);
    // The aid the record names, in its order, each with a source link where the page cites one.
    const records = program.cost.aid.map((id) => aidFile.aid.find((a) => a.id === id)!);
    expect(Array.from(cost.querySelectorAll("h4"), text)).toEqual(records.map((r) => r.name));
    for (const record of records) {
      expect(text(cost)).toContain(record.eligibility);
      if ("deadline" in record && /^\d/.test(record.deadline as string)) {
        const date = record.deadline as string;
        expect(text(cost)).toContain(
          `${formatIsoDate(date)}${deadlineStatus(date, aidFile.statusCycle, today, aidFile.statusLabels).label}`,
        );
      }
    }
    const office = cost.querySelector(`a[href="tel:${aidFile.office.phone.e164}"]`);
    expect(text(office)).toBe(aidFile.office.phone.display.replace(/\s+/g, " "));
  });

  test("how to apply: where, the deadline, what it requires; Apply leads there, Request Information names the program", () => {
    const apply = section(applyId);
    const service = servicesFile.services.find((s) => s.name === program.application.service);
    expect(apply.querySelector(`a[href="${service?.url}"]`)).not.toBeNull();
    // The deadline's date (or rolling), its status as of the build's date, and its calendar file
    // only while it is ahead: what /admissions' deadlines table says for the program.
    const deadline = deadlinesFile.deadlines.find((d) => d.program === program.name);
    const date = dateOf(program);
    const anchor = `apply-${program.slug}`;
    const entry = apply.querySelector(`#${anchor}-heading`)?.closest("article");
    if (!entry) throw new Error(`${pagePath}: no application card (#${anchor}-heading)`);
    const dd = Array.from(entry.querySelectorAll("dt")).find((dt) => text(dt) === programPage.apply.deadlineLabel)?.nextElementSibling;
    if (!dd) throw new Error(`${pagePath}: no "${programPage.apply.deadlineLabel}" in the application card`);
    if (deadline) {
      const status = deadlineStatus(date, deadlinesFile.cycle, today, deadlinesFile.labels);
      expect(text(dd)).toContain(date ? formatIsoDate(date) : deadlinesFile.labels.rollingDate);
      expect(text(dd)).toContain(status.label);
      const calendar = dd.querySelector("a[download]")?.getAttribute("href") ?? null;
      expect([program.name, calendar]).toEqual([program.name, status.calendar ? deadlineIcsPath(program.name) : null]);
    } else {
      expect(text(dd)).toBe(programPage.apply.noDeadline);
    }
    // What this program requires, under its own label (the general list on /admissions says only what all share).
    const needs = Array.from(entry.querySelectorAll("dt")).find(
      (dt) => text(dt) === programPage.apply.requirementsLabel,
    )?.nextElementSibling;
    expect(Array.from(needs?.querySelectorAll("li") ?? [], (li) => text(li))).toEqual(program.application.requirements);
    const hero = main.querySelector("header")!;
    const links = Array.from(hero.querySelectorAll("a"));
    // Apply leads here while the deadline is ahead; once closed the hero offers none (compare-and-cards.test.ts).
    if (!deadline || deadlineStatus(date, deadlinesFile.cycle, today, deadlinesFile.labels).state !== "closed")
      expect(links.map((a) => a.getAttribute("href"))).toContain(`#${applyId}`);
    const ask = links.find((a) => a.getAttribute("href")?.startsWith("mailto:"))!;
    expect(new URL(ask.getAttribute("href")!).searchParams.get("subject")).toContain(program.name);
  });

  test("at a glance: the deadline and its status, cost a year and in total, length, seats, median GPA and the headline outcome, each as its record gives it; Compare for this program", () => {
    const glance = sectionOf("programGlance") as Section &
      Record<"deadlineLabel" | "costLabel" | "totalLabel" | "lengthLabel" | "compareLabel", string>;
    const band = section(glance.id!);
    const figures = Array.from(band.querySelectorAll("dl > div"), (div) => [text(div.querySelector("dt")), text(div.querySelector("dd"))]);
    const { labels, cycle } = deadlinesFile;
    const hasDeadline = deadlinesFile.deadlines.some((d) => d.program === program.name);
    const date = dateOf(program);
    // The status on the build's day, then (while ahead) the closed one CSS shows once the application card says closed.
    const status = deadlineStatus(date, cycle, today, labels);
    const closed = date && status.state !== "closed" ? labels.closed.replace("{date}", formatIsoDate(date)) : "";
    const deadline = hasDeadline ? `${date ? formatIsoDate(date) : labels.rollingDate} ${status.label}${closed}` : labels.askAdmissions;
    // The cost of attendance as the records add up (the cost table's total row, checked above).
    const years = "fullTimeYears" in program.duration ? (program.duration.fullTimeYears as number) : program.duration.maxYears;
    const shown = aidFile.costOfAttendance.arrangements.find((a) => a.id === aidFile.costOfAttendance.shown)!;
    const coa = program.cost.tuitionAndFees + program.cost.booksAndSupplies + shown.monthly * program.cost.months;
    const headline = program.outcomes[0];
    const newest = [...headline.results].sort((a, b) => b.year - a.year)[0];
    expect(figures).toEqual([
      [glance.deadlineLabel, deadline],
      [glance.costLabel.replace("{period}", programPage.cost.perYearLabel), formatUsd(coa)],
      [glance.totalLabel.replace("{period}", programPage.cost.overYearsLabel.replace("{years}", String(years))), formatUsd(years * coa)],
      [glance.lengthLabel, formatYears(program.duration.minYears, program.duration.maxYears)],
      [programPage.classProfile.seatsLabel, String(program.classProfile.seats)],
      [programPage.classProfile.gpaLabel, program.classProfile.medianGpa.toFixed(2)],
      [`${headline.measure}, ${programPage.outcomes.yearLabel.replace("{year}", String(newest.year))}`, `${newest.percent}%`],
    ]);
    const compare = Array.from(band.querySelectorAll("a")).find((a) => text(a) === glance.compareLabel);
    expect(compare?.getAttribute("href")).toBe(`/academics/compare/?programs=${program.slug}`);
  });

  test("the section menu: a link to each section it names, by the section's heading, each target on the page", () => {
    const glance = sectionOf("programGlance") as Section & { menuLabel: string; menu: string[] };
    const menu = doc.querySelector(`nav[aria-label="${glance.menuLabel}"]`)!;
    const links = Array.from(menu.querySelectorAll("a"), (a) => a.getAttribute("href")!);
    expect(links.map((href) => href.slice(1)).sort()).toEqual([...glance.menu].sort());
    for (const href of links) {
      const target = section(href.slice(1));
      const link = menu.querySelector(`a[href="${href}"]`);
      expect([href, text(link)]).toEqual([href, text(doc.getElementById(`${target.id}-heading`))]);
    }
    // How to Apply is one of them.
    expect(links).toContain(`#${applyId}`);
  });

  test("outcomes as pictures: each measure's classes as bars (hidden from screen readers, which read the cells), each as tall as its rate", () => {
    const table = section(sectionOf("programOutcomes").id!).querySelector("table")!;
    const rows = Array.from(table.querySelectorAll("tbody tr"));
    const rates = [...program.outcomes.map((outcome) => outcome.results), program.completion.onTime, program.completion.attrition].map(
      (results) => results.map((r) => r.percent),
    );
    expect(rows).toHaveLength(rates.length);
    rows.forEach((row, i) => {
      const svg = row.querySelector("th svg")!;
      expect(svg.getAttribute("aria-hidden")).toBe("true");
      const [, height] = svg.getAttribute("viewBox")!.split(" ").slice(2).map(Number);
      const bars = svg.querySelectorAll("path")[1].getAttribute("d")!;
      // Each bar's path rises from its foot ("v94": the chart is drawn turned over) by its share of the box.
      const heights = Array.from(bars.matchAll(/v([\d.]+)/g), (m) => Number(m[1]));
      expect([text(row.querySelector("th")), heights]).toEqual([
        text(row.querySelector("th")),
        rates[i].map((percent) => Math.round((percent * height) / 100)),
      ]);
    });
  });

  test("the sections are <main>'s children in the order programPage.json's blocks list them, the hero first", () => {
    // Each block but the hero is a section with its own id.
    const listed = (programPage.blocks as Section[]).map((block) => block.id).filter((id) => id && doc.getElementById(id));
    const children = Array.from(main.children);
    const shown = children.map((child) => listed.find((id) => child.id === id || child.querySelector(`#${id}`)));
    expect(shown.filter(Boolean)).toEqual(listed);
    expect(programPage.blocks[0].type).toBe("programHero");
    expect(children[0].querySelector("h1")).not.toBeNull();
  });

  test("the program's story where one exists; related programs, each a link to its page", () => {
    const story = storiesFile.stories.find((s) => s.program === program.name);
    const storyId = sectionOf("programText", { show: "story" }).id!;
    if (story) expect(text(section(storyId))).toContain(story.quote);
    else expect(doc.getElementById(storyId)).toBeNull();
    // The programs its record relates it to, closest profession first, each a link to its page.
    const related = Array.from(section(sectionOf("programTiles", { layout: "related" }).id!).querySelectorAll("a"), (a) =>
      a.getAttribute("href"),
    );
    expect(related).toEqual(program.related.map((slug) => programPagePath(slug)));
    expect(related).not.toContain(pagePath);
  });

  test("JSON-LD: the university, the program as EducationalOccupationalProgram, the breadcrumb trail", () => {
    const nodes = jsonLdNodes(doc);
    const org = nodes.find((n) => n["@type"] === "CollegeOrUniversity")!;
    const node = nodes.find((n) => n["@type"] === "EducationalOccupationalProgram")!;
    const url = `${site.siteUrl}${pagePath}`;
    expect(node).toMatchObject({
      name: program.name,
      url,
      educationalCredentialAwarded: program.degree,
      timeToComplete: `P${"fullTimeYears" in program.duration ? program.duration.fullTimeYears : program.duration.maxYears}Y`,
      provider: { "@id": org["@id"] },
      offers: { "@type": "Offer", priceSpecification: { price: program.cost.tuitionAndFees, priceCurrency: "USD" } },
    });
    // The deadline only while it is ahead on the build's date: never a passed or rolling one.
    const date = dateOf(program);
    if (date && date >= today) expect(node.applicationDeadline).toBe(date);
    else expect(node).not.toHaveProperty("applicationDeadline");
    const trail = nodes.find((n) => n["@type"] === "BreadcrumbList")!.itemListElement as Record<string, unknown>[];
    expect(trail.map((item) => item.position)).toEqual(trail.map((_, i) => i + 1));
    expect(trail[0].item).toBe(`${site.siteUrl}/`);
    expect(trail[trail.length - 1]).toMatchObject({ name: program.name, item: url });
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(url);
  });
});

test("every link to a program page, anywhere in the build, resolves to a built program page", () => {
  // A program page, or a content page under /academics/ (the comparison, with its ?programs=).
  const pages = new Set([...PROGRAM_ROUTES, ...ALL_ROUTES.filter((r) => !r.notFound)].map((r) => r.path));
  const broken = ALL_ROUTES.flatMap((route) =>
    Array.from(parse(read(route.html)).querySelectorAll('a[href^="/academics/"]'), (a) => a.getAttribute("href")!.split(/[#?]/)[0])
      .filter((href) => href !== "/academics/" && !pages.has(href))
      .map((href) => `${route.path}: ${href}`),
  );
  expect(broken).toEqual([]);
});
