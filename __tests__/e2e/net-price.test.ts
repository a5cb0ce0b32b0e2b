// The net price calculator of /admissions/tuition-and-aid/ for real in Chromium (its page is one of
// the kinds every other browser check, the three engines and the accessibility engines visit):
// answered with the keyboard alone, the result for the answers is the engine's
// (src/lib/netPrice.ts over the content), announced in the polite live region and kept in the
// address; a shared address gives its estimate; no layout shift as the answers are made, whichever
// program's questions are asked (the estimate beside the form from 1024 px stays in place); the
// estimate's heads fit their columns; on a phone the page keeps its shape (each award a short row,
// the whole page within its height); and no answer leaves the browser. The form's script loads on
// first use: a change of the page's location before it (the skip link, the hero's link to the
// form) leaves the form working; answers typed while its script is held at the network are kept,
// with the focus, once it arrives, and its arrival moves nothing.
import type { BrowserContext, Page } from "playwright-core";
import { hold, hydrated, layOutEverySection, nextFrames, origin, withRoute, EVERY_FRAME, type Held } from "./browser";
import { assertNoProblems, requireBuild, routeByPath } from "./routes";
import { firstLoadScripts } from "../../scripts/lib/first-load";
import { block, contentPage } from "../content/pages";
import aidJson from "../../content/financialAid.json";
import programsFile from "../../content/programs.json";
import { fillTemplate } from "../../src/lib/fillTemplate";
import { decodeAnswers, defaultAnswers, encodeAnswers, estimateNetPrice, type AidRules, type PricedProgram } from "../../src/lib/netPrice";

const hub = contentPage("tuition-and-aid");
const route = routeByPath(hub.path);
const sectionId = block(hub, "netPriceCalculator").id as string;
const aidId = block(hub, "aidList").id as string;
const rules = aidJson as unknown as AidRules;
const words = aidJson.calculator;
const programs = programsFile.programs as unknown as (PricedProgram & { name: string })[];
const usd = (n: number) => `$${Math.round(n).toLocaleString("en-US")}`;
const professional = programs.find((p) => p.studentLevel === "professional")!;
const bachelors = programs.find((p) => p.studentLevel === "undergraduate")!;

/** The calculator's section, where its labels are looked up (the cost table above says "Program" too). */
const calculator = (page: Page) => page.locator(`#${sectionId}`);

/** The text the live region should say for an estimate. */
const summaryOf = (program: PricedProgram & { name: string }, answers: ReturnType<typeof defaultAnswers>) => {
  const e = estimateNetPrice(program, rules, answers);
  return fillTemplate(words.summary, {
    program: program.name,
    left: usd(e.perYear[0].leftToFind),
    total: usd(e.total.leftToFind),
    years: e.years,
  });
};

/** The result table's "left to find" row, and the live region's words. */
const shown = (page: Page) =>
  page.evaluate(
    ({ id, leftRow }) => {
      const section = document.getElementById(id)!;
      const row = [...section.querySelectorAll("tbody tr")].find((tr) => tr.querySelector("th")?.textContent === leftRow);
      return {
        left: [...(row?.querySelectorAll("td") ?? [])].map((td) => td.textContent),
        live: section.querySelector('[aria-live="polite"]')?.textContent ?? "",
        search: window.location.search,
      };
    },
    { id: sectionId, leftRow: words.leftRow },
  );

/**
 * Where the result table is laid out on the page: its offset from the document's top left
 * (offsetTop/offsetLeft up the offsetParent chain), which the scroll and the sections' reveal
 * transforms leave alone, so only a change of layout moves it (read at the page's top, where the
 * sticky result sits in its place).
 */
const resultBox = (page: Page) =>
  page.evaluate((id) => {
    window.scrollTo({ top: 0, left: 0, behavior: "instant" });
    const table = document.getElementById(id)!.querySelector("table")!;
    let [left, top] = [0, 0];
    for (let at: HTMLElement | null = table; at; at = at.offsetParent as HTMLElement | null)
      [left, top] = [left + at.offsetLeft, top + at.offsetTop];
    return [left, top, table.offsetWidth, table.offsetHeight].join(",");
  }, sectionId);

/** The layout shifts the page has had that no input of the visitor's explains (the probe's, as CLS counts them). */
const shiftCount = (page: Page) => page.evaluate(() => window.__probe.shifts.length);

/** Any script of the site's own that the size budget does not count for the page: the form's chunk. */
const notFirstLoad = () => {
  const counted = firstLoadScripts(requireBuild(), route.path).map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  return new RegExp(`^${origin()}/(?!(${counted.join("|")})$)[\\w-]+\\.js$`);
};

/** A setup that holds the form's chunk at the network, and the hold. */
function holdingTheForm() {
  const state: { held?: Held } = {};
  const setup = async (context: BrowserContext) => {
    state.held = await hold(context, notFirstLoad());
  };
  return { setup, held: () => state.held! };
}

/** Whether the estimate is busy: the server's HTML of the form, before its script has hydrated it. */
const busy = (page: Page) => page.evaluate((id) => document.getElementById(id)!.querySelector("[aria-busy='true']") !== null, sectionId);
const formArrived = (page: Page) =>
  page.waitForFunction((id) => !document.getElementById(id)!.querySelector("[aria-busy]"), sectionId, EVERY_FRAME);

/** The live region says `text`. */
const announced = (page: Page, text: string) =>
  page.waitForFunction(
    ({ id, text }) => document.getElementById(id)?.querySelector('[aria-live="polite"]')?.textContent === text,
    { id: sectionId, text },
    EVERY_FRAME,
  );

/** The page at 375 px, as a family reads it on a phone (the aim of the page's design: about 8,000 px). */
const PHONE_PAGE_HEIGHT = 8000;

/**
 * The page's layout promises: the estimate's column heads within their columns at every width; on
 * a phone, each award of the aid list closed (its name, amount and deadline at a glance, the rest
 * behind its disclosure) within a quarter of the screen's height, and the whole page within
 * PHONE_PAGE_HEIGHT.
 */
const layoutProblems = (page: Page, label: string, phone: boolean) =>
  page.evaluate(
    ({ id, aidId, phone, label, max }) => {
      const problems: string[] = [];
      for (const th of document.getElementById(id)!.querySelectorAll("thead th"))
        if (th.scrollWidth > th.clientWidth)
          problems.push(`${label}: the estimate's head "${th.textContent}" runs ${th.scrollWidth - th.clientWidth} px past its column`);
      if (!phone) return problems;
      for (const award of document.querySelectorAll(`#${aidId} > * > ul > li`)) {
        const height = award.getBoundingClientRect().height;
        if (height > window.innerHeight / 4)
          problems.push(`${label}: the award ${award.id} is ${Math.round(height)} px tall, over a quarter of the screen closed`);
      }
      const height = document.documentElement.scrollHeight;
      if (height > max) problems.push(`${label}: the page is ${height} px tall, over ${max} px`);
      return problems;
    },
    { id: sectionId, aidId, phone, label, max: PHONE_PAGE_HEIGHT },
  );

describe(`${route.path}: the net price calculator`, () => {
  test.each([375, 1280])("@%i: by keyboard, the result is the engine's, announced, in the address, and nothing moves", async (width) => {
    await withRoute(route, { width, height: 800 }, {}, async ({ page, problems, label }) => {
      const sent: string[] = [];
      page.on("request", (request) => {
        if (request.method() !== "GET" || /[?&](income|scholarship|resources)=/.test(request.url()))
          sent.push(`${request.method()} ${request.url()}`);
      });
      await hydrated(page, label);
      await layOutEverySection(page, "before the answers");
      problems.push(...(await layoutProblems(page, label, width === 375)));
      const before = { result: await resultBox(page), shifts: await shiftCount(page) };
      // Tab into the form from the section's heading; the program is the first control.
      await page.locator(`#${sectionId}-heading`).evaluate((h) => {
        h.setAttribute("tabindex", "-1");
        (h as HTMLElement).focus();
      });
      await page.keyboard.press("Tab");
      const focused = await page.evaluate(() => document.activeElement?.id ?? "");
      if (!/program$/.test(focused)) problems.push(`${label}: Tab from the heading reached #${focused}, not the program`);
      // Choose the bachelor's by keyboard: Home, then down to it.
      await page.keyboard.press("Home");
      for (let i = 0; i < programs.indexOf(bachelors); i += 1) await page.keyboard.press("ArrowDown");
      const answers = { ...defaultAnswers(rules, bachelors.slug) };
      const expected = summaryOf(bachelors, answers);
      await page.waitForFunction(
        ({ id, text }) => document.getElementById(id)?.querySelector('[aria-live="polite"]')?.textContent === text,
        { id: sectionId, text: expected },
        EVERY_FRAME,
      );
      const e = estimateNetPrice(bachelors, rules, answers);
      // The bachelor's questions asked in place of the professional ones: what moves, moves in
      // answer to the choice (no shift the browser counts); beside the form, the estimate stays.
      await nextFrames(page, "after the bachelor's");
      const asked = { result: await resultBox(page), shifts: await shiftCount(page) };
      if (asked.shifts !== before.shifts)
        problems.push(`${label}: ${asked.shifts - before.shifts} layout shift(s) as the bachelor's was chosen`);
      if (width >= 1024 && asked.result !== before.result)
        problems.push(`${label}: the result table beside the form moved: ${before.result} -> ${asked.result}`);
      const now = await shown(page);
      if (JSON.stringify(now.left) !== JSON.stringify([usd(e.perYear[0].leftToFind), usd(e.total.leftToFind)]))
        problems.push(
          `${label}: left to find ${now.left.join(" / ")}, expected the engine's ${usd(e.perYear[0].leftToFind)} / ${usd(e.total.leftToFind)}`,
        );
      if (now.search !== `?${encodeAnswers(answers, "undergraduate")}`) problems.push(`${label}: the address holds ${now.search}`);
      // A professional program, then a typed scholarship, announced when the field is left.
      await calculator(page).getByLabel(words.programLabel, { exact: true }).focus();
      await page.keyboard.press("Home");
      for (let i = 0; i < programs.indexOf(professional); i += 1) await page.keyboard.press("ArrowDown");
      await calculator(page).getByLabel(words.scholarshipLabel, { exact: true }).focus();
      await page.keyboard.type("12000");
      await page.keyboard.press("Tab");
      const withAward = { ...defaultAnswers(rules, professional.slug), scholarship: 12000 };
      await page.waitForFunction(
        ({ id, text }) => document.getElementById(id)?.querySelector('[aria-live="polite"]')?.textContent === text,
        { id: sectionId, text: summaryOf(professional, withAward) },
        EVERY_FRAME,
      );
      const after = await shown(page);
      if (after.search !== `?${encodeAnswers(withAward, professional.studentLevel)}`)
        problems.push(`${label}: the address holds ${after.search}`);
      await nextFrames(page, "after the answers");
      const moved = { result: await resultBox(page), shifts: await shiftCount(page) };
      if (moved.shifts !== before.shifts)
        problems.push(`${label}: ${moved.shifts - before.shifts} layout shift(s) as the answers were made`);
      if (moved.result !== before.result) problems.push(`${label}: the result table moved: ${before.result} -> ${moved.result}`);
      problems.push(...sent.map((s) => `${label}: an answer left the browser: ${s}`));
      assertNoProblems(problems, label);
    });
  });

  test("@1280: a shared address gives its estimate, and a value it cannot use is reset and said so", async () => {
    const query =
      "program=" +
      bachelors.slug +
      "&living=with-family&dependency=independent&household=3&income=up-to-30000&singleParent=0&florida=1&resources=2000&gpa=9";
    const shared = { ...route, path: `${route.path}?${query}` };
    await withRoute(shared, "desktop", {}, async ({ page, problems, label }) => {
      await hydrated(page, label);
      const { answers } = decodeAnswers(query, rules, programs);
      const e = estimateNetPrice(bachelors, rules, answers!);
      await page.waitForFunction(
        ({ id, leftRow, left }) => {
          const row = [...document.getElementById(id)!.querySelectorAll("tbody tr")].find(
            (tr) => tr.querySelector("th")?.textContent === leftRow,
          );
          return [...(row?.querySelectorAll("td") ?? [])].map((td) => td.textContent).join("|") === left;
        },
        { id: sectionId, leftRow: words.leftRow, left: `${usd(e.perYear[0].leftToFind)}|${usd(e.total.leftToFind)}` },
        EVERY_FRAME,
      );
      const program = await calculator(page).getByLabel(words.programLabel, { exact: true }).inputValue();
      if (program !== bachelors.slug) problems.push(`${label}: the program chosen is ${program}`);
      const said = await page.locator(`#${sectionId} [role="status"]`).textContent();
      if (!said?.includes(words.gpaLabel)) problems.push(`${label}: the unusable GPA is not said: ${said}`);
      assertNoProblems(problems, label);
    });
  });

  test("@1280: the skip link and the hero's link to the form change the location before its first use, and the form still works", async () => {
    await withRoute(route, "desktop", {}, async ({ page, problems, label }) => {
      await hydrated(page, label);
      // The skip link (the first Tab stop), then the hero's own link to the calculator: two
      // #hash navigations the router sees, neither inside the form.
      await page.keyboard.press("Tab");
      const skip = await page.evaluate(() => document.activeElement?.getAttribute("href") ?? "");
      if (skip !== "#main") problems.push(`${label}: the first Tab stop is ${skip}, not the skip link`);
      await page.keyboard.press("Enter");
      await page.waitForFunction(() => window.location.hash === "#main", null, EVERY_FRAME);
      await page.locator(`main a[href$="#${sectionId}"]`).first().click();
      await page.waitForFunction((hash) => window.location.hash === hash, `#${sectionId}`, EVERY_FRAME);
      await nextFrames(page, "after the links");
      // Then the form, by keyboard: the bachelor's chosen, its estimate shown and announced.
      await calculator(page).getByLabel(words.programLabel, { exact: true }).focus();
      await page.keyboard.press("Home");
      for (let i = 0; i < programs.indexOf(bachelors); i += 1) await page.keyboard.press("ArrowDown");
      const answers = defaultAnswers(rules, bachelors.slug);
      await announced(page, summaryOf(bachelors, answers));
      const e = estimateNetPrice(bachelors, rules, answers);
      const now = await shown(page);
      if (JSON.stringify(now.left) !== JSON.stringify([usd(e.perYear[0].leftToFind), usd(e.total.leftToFind)]))
        problems.push(`${label}: left to find ${now.left.join(" / ")}, expected the bachelor's`);
      if (now.search !== `?${encodeAnswers(answers, "undergraduate")}`) problems.push(`${label}: the address holds ${now.search}`);
      assertNoProblems(problems, label);
    });
  });

  test("@1280: answers made while the form's script is held are kept when it arrives, in the same elements, with the focus, and nothing moves", async () => {
    const holding = holdingTheForm();
    await withRoute(route, "desktop", { setup: holding.setup }, async ({ page, problems, label }) => {
      await hydrated(page, label);
      await layOutEverySection(page, "before the first use");
      const before = { result: await resultBox(page), shifts: await shiftCount(page) };
      // A pointer over the form asks for its script (held); a pointer only: no input of the
      // visitor's that would excuse a layout shift as the form arrives.
      await calculator(page).locator("table").hover();
      await holding.held().requested;
      // Meanwhile, on the server's controls: another living arrangement by click, and a figure
      // typed (a choice of program is the unit test's: the other level's questions it brings are
      // a layout change of its own).
      const living = rules.costOfAttendance.arrangements.find((a) => a.id !== rules.costOfAttendance.shown)!;
      await calculator(page).getByLabel(living.label, { exact: true }).check();
      await calculator(page).getByLabel(words.resourcesLabel, { exact: true }).focus();
      await page.keyboard.type("2500");
      if ((await shown(page)).live !== "") problems.push(`${label}: announced before the form had loaded`);
      if (!(await busy(page))) problems.push(`${label}: the estimate is not marked busy while the form's script is held`);
      await page.evaluate(() => document.activeElement!.setAttribute("data-typed-in", ""));
      const shiftsHeld = await shiftCount(page);
      await holding.held().release();
      await formArrived(page);
      const first = programs[0];
      const answers = { ...defaultAnswers(rules, first.slug), living: living.id, resources: 2500 };
      await announced(page, summaryOf(first, answers));
      const kept = await page.evaluate((id) => {
        const section = document.getElementById(id)!;
        const named = (name: string) => section.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
        const active = document.activeElement as HTMLInputElement;
        return {
          program: named("program").value,
          living: section.querySelector<HTMLInputElement>('[name="living"]:checked')?.value,
          resources: named("resources").value,
          focus:
            section.contains(active) && active.hasAttribute("data-typed-in") ? active.name : `not the field typed in: ${active?.tagName}`,
        };
      }, sectionId);
      const expected = { program: first.slug, living: living.id, resources: "2500", focus: "resources" };
      if (JSON.stringify(kept) !== JSON.stringify(expected))
        problems.push(`${label}: after the form arrived ${JSON.stringify(kept)}, expected ${JSON.stringify(expected)}`);
      const now = await shown(page);
      if (now.search !== `?${encodeAnswers(answers, first.studentLevel)}`) problems.push(`${label}: the address holds ${now.search}`);
      await nextFrames(page, "after the form arrived");
      const after = { result: await resultBox(page), shifts: await shiftCount(page) };
      if (shiftsHeld !== before.shifts) problems.push(`${label}: ${shiftsHeld - before.shifts} layout shift(s) before the form arrived`);
      if (after.shifts !== before.shifts) problems.push(`${label}: ${after.shifts - before.shifts} layout shift(s) as the form arrived`);
      if (after.result !== before.result) problems.push(`${label}: the result table moved: ${before.result} -> ${after.result}`);
      assertNoProblems(problems, label);
    });
  });

  test("@375: the form's arrival on first use moves nothing (CLS 0)", async () => {
    const holding = holdingTheForm();
    await withRoute(route, { width: 375, height: 800 }, { setup: holding.setup }, async ({ page, problems, label }) => {
      await hydrated(page, label);
      await layOutEverySection(page, "before the first use");
      const before = { result: await resultBox(page), shifts: await shiftCount(page) };
      await calculator(page).locator("table").hover();
      await holding.held().requested;
      if (!(await busy(page))) problems.push(`${label}: the estimate is not marked busy while the form's script is held`);
      await holding.held().release();
      await formArrived(page);
      await nextFrames(page, "after the form arrived");
      const after = { result: await resultBox(page), shifts: await shiftCount(page) };
      if (after.shifts !== before.shifts) problems.push(`${label}: ${after.shifts - before.shifts} layout shift(s) as the form arrived`);
      if (after.result !== before.result) problems.push(`${label}: the result table moved: ${before.result} -> ${after.result}`);
      assertNoProblems(problems, label);
    });
  });
});
