// The comparison page once hydrated: the address chooses the programs (?programs=<slug>,<slug>,
// the format program pages and /academics cards link with), the boxes change the choice and write
// it back to the address, two to four programs at a time, and an unknown slug is ignored. The
// page as a kind (three engines, the accessibility engines, no JavaScript) is walked with the
// others: it is in ROUTES by its block type.
import type { Page } from "playwright-core";
import { EVERY_FRAME, hydrated, reached, withRoute } from "./browser";
import { assertNoProblems, routeByPath } from "./routes";
import { MAX_COMPARED } from "../../src/lib/compareSelection";
import programsFile from "../../content/programs.json";

const compare = routeByPath("/academics/compare/");
const slugs = programsFile.programs.map((p) => p.slug);
const [a, b, c, d, e] = slugs;
const at = (search: string) => ({ ...compare, path: `${compare.path}${search}` });

/** The programs the table's columns show, in order (their page links' slugs). */
const columns = (page: Page) =>
  page.$$eval("thead th[scope=col] a", (links) => links.map((link) => link.getAttribute("href")!.split("/").filter(Boolean).pop()!));
/** Whether the table comes to show exactly `expected`, in order. */
const comesToShow = (page: Page, expected: string[]) =>
  reached(
    page.waitForFunction(
      (want) =>
        JSON.stringify(
          [...document.querySelectorAll("thead th[scope=col] a")].map((link) =>
            link.getAttribute("href")!.split("/").filter(Boolean).pop(),
          ),
        ) === JSON.stringify(want),
      expected,
      EVERY_FRAME,
    ),
  );
const box = (page: Page, slug: string) => page.locator(`input[type=checkbox][value="${slug}"]`);

test("the address's two programs, in its order; ticking a third adds it to the table and the address", async () => {
  await withRoute(at(`?programs=${b},${a}`), "mobile", {}, async ({ page, problems, label }) => {
    await hydrated(page, label);
    if (!(await comesToShow(page, [b, a])))
      problems.push(`${label}: columns ${JSON.stringify(await columns(page))}, expected [${b}, ${a}]`);
    await box(page, c).check();
    if (!(await comesToShow(page, [b, a, c]))) problems.push(`${label}: after ticking ${c}: ${JSON.stringify(await columns(page))}`);
    const search = new URL(page.url()).search;
    if (decodeURIComponent(search) !== `?programs=${b},${a},${c}`) problems.push(`${label}: address ${search} after ticking ${c}`);
    // Unticking down to one: every program again (one is not a comparison), the address keeping the one.
    await box(page, b).uncheck();
    await box(page, c).uncheck();
    if (!(await comesToShow(page, slugs))) problems.push(`${label}: one program left should show every program`);
    if (decodeURIComponent(new URL(page.url()).search) !== `?programs=${a}`)
      problems.push(`${label}: address ${page.url()} with only ${a}`);
    // No sideways page scroll on a phone: the table scrolls inside its own region.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    if (overflow > 0) problems.push(`${label}: the page scrolls sideways by ${overflow}px`);
    assertNoProblems(problems, label);
  });
});

test(`at most ${MAX_COMPARED}: the other boxes are disabled; unknown slugs in the address are ignored`, async () => {
  await withRoute(at(`?programs=${a},nope,${b},${c},${d}`), "desktop", {}, async ({ page, problems, label }) => {
    await hydrated(page, label);
    if (!(await comesToShow(page, [a, b, c, d]))) problems.push(`${label}: columns ${JSON.stringify(await columns(page))}`);
    if (!(await box(page, e).isDisabled())) problems.push(`${label}: a fifth box (${e}) can be ticked`);
    if (await box(page, a).isDisabled()) problems.push(`${label}: a chosen box (${a}) cannot be unticked`);
    assertNoProblems(problems, label);
  });
});

test("a card's Compare on /academics opens the page with that program ticked", async () => {
  await withRoute(routeByPath("/academics/"), "desktop", {}, async ({ page, problems, label }) => {
    await hydrated(page, label);
    await page.locator(`#${c} a[href*="compare"]`).click();
    await page.waitForURL((url) => url.pathname === compare.path);
    const ticked = await reached(
      page.waitForFunction((slug) => document.querySelector<HTMLInputElement>(`input[value="${slug}"]`)?.checked, c, EVERY_FRAME),
    );
    if (!ticked) problems.push(`${label}: ${c} is not ticked after its card's Compare`);
    if (decodeURIComponent(new URL(page.url()).search) !== `?programs=${c}`) problems.push(`${label}: Compare opened ${page.url()}`);
    assertNoProblems(problems, label);
  });
});
