// Site search in Chromium (Firefox and WebKit run its core in coreChecks.js): the header's Search
// and "/" open the search box, nothing of search loads before, the built index answers every
// query of searchAnswers.ts as you type (results to the page's section, the count announced),
// keyboard and screen-reader complete (axe, IBM Equal Access, HTML_CodeSniffer on the open box),
// Escape returns focus to the button; the search page answers its address's ?q= without moving
// anything (CLS 0) and, without JavaScript, lists every page. Few documents: one for the box
// (every query, both widths), one for the search page, one without JavaScript.
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";
import site from "../../content/site.json";
import programs from "../../content/programs.json";
import { programPagePath } from "../../plugins/pages";
import { pagePath } from "../../plugins/head";
import { EVERY_FRAME, hold, hydrated, MENU_BUTTON, reached, withRoute } from "./browser";
import { searchAnswers } from "./searchAnswers";
import { a11yEngineFindings, describeFinding } from "./a11yEngines";
import { ALL_ROUTES, assertNoProblems, routeByPath } from "./routes";

const HOME = routeByPath("/");
const SEARCH_PAGE = pagePath(site.search.page);
const SEARCH = routeByPath(SEARCH_PAGE);
const program = programs.programs[0];
const DIALOG = "dialog[open]";
/** Requests of search's code and index: the box's chunk asks for the index's script. */
const SEARCH_FILES = /\/pagefind\//;

/** The visible Search button of the header (at 375 px, in the menu, opened first). */
async function searchButton(page: Page, width: number) {
  if (width < 1024) {
    await page.locator(MENU_BUTTON).first().click();
    await page.waitForFunction((sel) => document.querySelector(sel)?.getAttribute("aria-expanded") === "true", MENU_BUTTON, EVERY_FRAME);
  }
  return page.locator('header [aria-haspopup="dialog"]').filter({ visible: true }).first();
}

/** axe (WCAG 2.1 A/AA, best practices), IBM Equal Access and HTML_CodeSniffer, within the open box. */
async function accessibilityProblems(page: Page, label: string): Promise<string[]> {
  const axe = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
    .options({ resultTypes: ["violations"] })
    .setLegacyMode()
    .include(DIALOG)
    .analyze();
  return [
    ...axe.violations.flatMap((v) => v.nodes.map((n) => `${label}: axe ${v.id}: ${n.target.join(" ")}`)),
    ...(await a11yEngineFindings(page, DIALOG)).map(describeFinding(label)),
  ];
}

const ANSWERS = searchAnswers();
/** The status line's words before the count (the count's own words come after it). */
const COUNT_OPENING = site.search.resultCount.other.split("{count}")[0];

/** Types a query into the open box and waits for its answer: the status line names it, then the list. */
async function ask(page: Page, query: string): Promise<string | null> {
  await page.locator(`${DIALOG} input[type=search]`).fill(query);
  const answered = page.waitForFunction(
    (q) =>
      document.querySelector("dialog[open] [role=status]")?.textContent?.includes(`“${q}”`) && document.querySelector("dialog[open] ul a"),
    query,
    EVERY_FRAME,
  );
  if (!(await reached(answered))) return null;
  return page.locator(`${DIALOG} ul a`).first().getAttribute("href");
}

// One page answers every query: the home page at 375 px (Search in the menu), then at 1280 px
// (the wide bar's Search, "/"), then a followed result.
test('Search and "/" open the search box, the index answers every query with its page first, Escape returns focus; three accessibility engines on it', async () => {
  await withRoute(HOME, { width: 375, height: 812 }, { reducedMotion: "reduce" }, async ({ page, problems, label }) => {
    const requested: string[] = [];
    page.on("request", (request) => requested.push(request.url()));
    await hydrated(page, label);
    if (requested.some((url) => SEARCH_FILES.test(url))) problems.push(`${label}: search files requested before the search box opened`);
    const button = await searchButton(page, 375);
    await button.click();
    if (!(await reached(page.waitForFunction(() => document.activeElement?.matches("dialog[open] input[type=search]"), null, EVERY_FRAME))))
      problems.push(`${label}: the search box did not open with its field focused`);
    if ((await button.getAttribute("aria-expanded")) !== "true") problems.push(`${label}: Search is not aria-expanded while open`);
    for (const { query, expect } of ANSWERS) {
      const first = await ask(page, query);
      if (first === null) problems.push(`${label}: no answer for "${query}"`);
      else if (first.split("#")[0] !== expect) problems.push(`${label}: "${query}" first finds ${first}, not ${expect}`);
    }
    await ask(page, program.name);
    const firstHref = (await page.locator(`${DIALOG} ul a`).first().getAttribute("href")) ?? "";
    if (!firstHref.startsWith(programPagePath(program.slug))) problems.push(`${label}: "${program.name}" first finds ${firstHref}`);
    const status = (await page.locator(`${DIALOG} [role="status"]`).textContent()) ?? "";
    if (!status.startsWith(COUNT_OPENING)) problems.push(`${label}: the status line reads "${status}"`);
    if (!(await page.locator(`${DIALOG} ul mark`).first().isVisible())) problems.push(`${label}: no matching words marked`);
    if (!requested.some((url) => SEARCH_FILES.test(url))) problems.push(`${label}: the results came without the index`);
    problems.push(...(await accessibilityProblems(page, `${label} search open`)));
    // Keyboard: Tab from the field reaches the first result.
    await page.locator(`${DIALOG} input[type=search]`).focus();
    await page.keyboard.press("Tab");
    if (!(await page.evaluate(() => document.activeElement?.matches("dialog[open] ul a") === true)))
      problems.push(`${label}: Tab from the field does not reach the first result`);
    // Escape from the field with its words in it (a browser would only empty a search field).
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Escape");
    if (!(await reached(page.waitForFunction(() => !document.querySelector("dialog[open]"), null, EVERY_FRAME))))
      problems.push(`${label}: Escape does not close the search box`);
    if (!(await reached(page.waitForFunction((b) => b === document.activeElement, await button.elementHandle(), EVERY_FRAME))))
      problems.push(`${label}: Escape did not return focus to Search`);
    if ((await page.locator(MENU_BUTTON).first().getAttribute("aria-expanded")) !== "true")
      problems.push(`${label}: closing the search box closed the menu under it`);

    // At 1280 px: "/" opens the box from the page; closing it puts focus on the bar's Search (the
    // menu's is hidden there); Enter follows the first result to its section.
    await page.setViewportSize({ width: 1280, height: 812 });
    const wide = `${label.replace("@375", "@1280")}`;
    const barSearch = page.locator('header [aria-haspopup="dialog"]').filter({ visible: true }).first();
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press("/");
    if (!(await reached(page.waitForFunction(() => document.activeElement?.matches("dialog[open] input[type=search]"), null, EVERY_FRAME))))
      problems.push(`${wide}: "/" did not open the search box`);
    await page.keyboard.press("Escape");
    if (!(await reached(page.waitForFunction((b) => b === document.activeElement, await barSearch.elementHandle(), EVERY_FRAME))))
      problems.push(`${wide}: closing the box opened by "/" did not put focus on the bar's Search`);
    await page.keyboard.press("/");
    const first = (await ask(page, "parking")) ?? "";
    await Promise.all([page.waitForURL((u) => `${u.pathname}${u.hash}` === first), page.keyboard.press("Enter")]);
    const [pathname, anchor] = first.split("#");
    if (!anchor || !(await page.evaluate((id) => document.getElementById(id) !== null, anchor)))
      problems.push(`${wide}: the first result for "parking" (${first}) names no section of ${pathname}`);
    assertNoProblems(problems, label);
  });
});

// The results' place has its height from the first paint (SiteSearch's fixed-height list), so the
// answer to ?q= moves nothing: the index is held until the page has hydrated and asked for it,
// then released; every layout shift from the navigation's start (the page probe's
// buffered PerformanceObserver) must add up to 0.
test("the search page answers its address's ?q= without moving anything (CLS 0) and keeps the address in step with the field", async () => {
  let index: Awaited<ReturnType<typeof hold>> | null = null;
  const setup = async (context: Parameters<typeof hold>[0]) => (index = await hold(context, SEARCH_FILES));
  await withRoute({ ...SEARCH, path: `${SEARCH_PAGE}?q=tuition` }, "mobile", { setup }, async ({ page, problems, label }) => {
    await hydrated(page, label);
    const field = page.getByRole("searchbox", { name: site.search.inputLabel }).and(page.locator("main input"));
    if ((await field.inputValue()) !== "tuition") problems.push(`${label}: the field does not show the address's query`);
    // The page has asked for the index (it is searching the address's query); it answers once released.
    await index!.requested;
    await index!.release();
    if (!(await reached(page.waitForFunction(() => document.querySelectorAll("main [role=status] + ul a").length > 0, null, EVERY_FRAME))))
      problems.push(`${label}: no results for ?q=tuition`);
    const first = (await page.locator("main [role=status] + ul a").first().getAttribute("href")) ?? "";
    const tuition = ANSWERS.find((answer) => answer.query === "tuition")!.expect;
    if (first.split("#")[0] !== tuition) problems.push(`${label}: "tuition" first finds ${first}, not ${tuition}`);
    // Two frames after the answer, so a shift it caused has been reported.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    const shifts = await page.evaluate(() => window.__probe.shifts);
    const cls = shifts.reduce((sum, shift) => sum + shift.value, 0);
    if (cls > 0)
      problems.push(`${label}: the answer moved the page: CLS ${cls.toFixed(4)} (${shifts.flatMap((s) => s.sources).join(", ")})`);
    await field.fill("parking");
    if (!(await reached(page.waitForURL((u) => u.search === "?q=parking"))))
      problems.push(`${label}: the address did not follow the field`);
    assertNoProblems(problems, label);
  });
});

test("without JavaScript, Search is a link to the search page, which lists every page and its sections", async () => {
  await withRoute(HOME, "mobile", { javaScriptEnabled: false }, async ({ page, problems, label }) => {
    const link = page.locator(`header a[href="${SEARCH_PAGE}"]`).filter({ visible: true }).first();
    if ((await link.count()) === 0) problems.push(`${label}: no visible link to ${SEARCH_PAGE} in the header without JavaScript`);
    else await Promise.all([page.waitForURL((u) => u.pathname === SEARCH_PAGE), link.click()]);
    const listed = await page.locator("main [data-site-map] a").evaluateAll((as) => as.map((a) => a.getAttribute("href")));
    for (const route of ALL_ROUTES.filter((r) => !r.notFound && r.path !== SEARCH_PAGE))
      if (!listed.includes(route.path)) problems.push(`${label}: the search page's list has no link to ${route.path}`);
    if (!listed.some((href) => href?.includes("#"))) problems.push(`${label}: the search page lists no section`);
    if (await page.locator("main input[type=search]").isVisible())
      problems.push(`${label}: a search field shows that cannot work without JavaScript`);
    assertNoProblems(problems, label);
  });
});
