// Site search in Chromium (Firefox and WebKit run its core in coreChecks.js): the header's Search
// and "/" open the search box, nothing of search loads before, the built index answers as you
// type (results to the page's section, the count announced), keyboard and screen-reader complete
// (axe, IBM Equal Access, HTML_CodeSniffer on the open box), Escape returns focus to the button;
// the search page answers its address's ?q= and, without JavaScript, lists every page.
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";
import site from "../../content/site.json";
import programs from "../../content/programs.json";
import { programPagePath } from "../../plugins/pages";
import { pagePath } from "../../plugins/head";
import { EVERY_FRAME, hydrated, MENU_BUTTON, reached, withRoute } from "./browser";
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

describe.each([375, 1280])("@%i", (width) => {
  test("Search opens the search box, the index answers as you type, Escape returns focus; three accessibility engines on it", async () => {
    await withRoute(HOME, { width, height: 812 }, { reducedMotion: "reduce" }, async ({ page, problems, label }) => {
      const requested: string[] = [];
      page.on("request", (request) => requested.push(request.url()));
      await hydrated(page, label);
      if (requested.some((url) => SEARCH_FILES.test(url))) problems.push(`${label}: search files requested before the search box opened`);
      const button = await searchButton(page, width);
      await button.click();
      if (
        !(await reached(page.waitForFunction(() => document.activeElement?.matches("dialog[open] input[type=search]"), null, EVERY_FRAME)))
      )
        problems.push(`${label}: the search box did not open with its field focused`);
      if ((await button.getAttribute("aria-expanded")) !== "true") problems.push(`${label}: Search is not aria-expanded while open`);
      await page.keyboard.type(program.name);
      const expected = `${site.search.resultCount.other.split("{count}")[0]}`; // the count's words come after it
      if (!(await reached(page.waitForFunction(() => document.querySelectorAll("dialog[open] ul a").length > 0, null, EVERY_FRAME))))
        problems.push(`${label}: no results for "${program.name}"`);
      else {
        const first = await page.locator(`${DIALOG} ul a`).first().getAttribute("href");
        if (!first?.startsWith(programPagePath(program.slug))) problems.push(`${label}: "${program.name}" first finds ${first}`);
        const status = (await page.locator(`${DIALOG} [role="status"]`).textContent()) ?? "";
        if (!status.includes(program.name) || !status.startsWith(expected)) problems.push(`${label}: the status line reads "${status}"`);
        if (!(await page.locator(`${DIALOG} ul mark`).first().isVisible())) problems.push(`${label}: no matching words marked`);
        if (!requested.some((url) => SEARCH_FILES.test(url))) problems.push(`${label}: the results came without the index`);
      }
      problems.push(...(await accessibilityProblems(page, `${label} search open`)));
      // Keyboard: Tab from the field reaches the first result.
      await page.keyboard.press("Tab");
      if (!(await page.evaluate(() => document.activeElement?.matches("dialog[open] ul a") === true)))
        problems.push(`${label}: Tab from the field does not reach the first result`);
      // Escape from the field with its words in it (a browser would only empty a search field).
      await page.keyboard.press("Shift+Tab");
      await page.keyboard.press("Escape");
      if (!(await reached(page.waitForFunction(() => !document.querySelector("dialog[open]"), null, EVERY_FRAME))))
        problems.push(`${label}: Escape does not close the search box`);
      const focusBack = page.waitForFunction((b) => b === document.activeElement, await button.elementHandle(), EVERY_FRAME);
      if (!(await reached(focusBack))) problems.push(`${label}: Escape did not return focus to Search`);
      if (width < 1024 && (await page.locator(MENU_BUTTON).first().getAttribute("aria-expanded")) !== "true")
        problems.push(`${label}: closing the search box closed the menu under it`);
      assertNoProblems(problems, label);
    });
  });

  test('"/" opens the search box from the page; Enter follows the first result to its section', async () => {
    await withRoute(HOME, { width, height: 812 }, { reducedMotion: "reduce" }, async ({ page, problems, label }) => {
      await hydrated(page, label);
      // The header hydrates in a pass of its own (Layout): "/" works once it has, as its Search shows.
      await page.waitForFunction(() => document.querySelector('header [aria-haspopup="dialog"]') !== null, null, EVERY_FRAME);
      await page.keyboard.press("/");
      if (
        !(await reached(page.waitForFunction(() => document.activeElement?.matches("dialog[open] input[type=search]"), null, EVERY_FRAME)))
      )
        problems.push(`${label}: "/" did not open the search box`);
      await page.keyboard.type("parking");
      await page.waitForFunction(() => document.querySelectorAll("dialog[open] ul a").length > 0, null, EVERY_FRAME);
      const first = (await page.locator(`${DIALOG} ul a`).first().getAttribute("href")) ?? "";
      await Promise.all([page.waitForURL((u) => `${u.pathname}${u.hash}` === first), page.keyboard.press("Enter")]);
      const [pathname, anchor] = first.split("#");
      if (!anchor || !(await page.evaluate((id) => document.getElementById(id) !== null, anchor)))
        problems.push(`${label}: the first result for "parking" (${first}) names no section of ${pathname}`);
      assertNoProblems(problems, label);
    });
  });
});

test("the search page answers its address's ?q= and keeps the address in step with the field", async () => {
  await withRoute({ ...SEARCH, path: `${SEARCH_PAGE}?q=tuition` }, "desktop", {}, async ({ page, problems, label }) => {
    await hydrated(page, label);
    const field = page.getByRole("searchbox", { name: site.search.inputLabel }).and(page.locator("main input"));
    if ((await field.inputValue()) !== "tuition") problems.push(`${label}: the field does not show the address's query`);
    if (!(await reached(page.waitForFunction(() => document.querySelectorAll("main [role=status] + ul a").length > 0, null, EVERY_FRAME))))
      problems.push(`${label}: no results for ?q=tuition`);
    const first = (await page.locator("main [role=status] + ul a").first().getAttribute("href")) ?? "";
    if (!/^\/academics\/[^/]+\/#cost$/.test(first)) problems.push(`${label}: "tuition" first finds ${first}, not a program's cost section`);
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
