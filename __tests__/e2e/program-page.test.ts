// A program page at a glance, in Chromium (Firefox and WebKit run the same in-page checks on every
// kind of page: engine-*.test.ts): the core checks, which on a page with a section menu click each
// of its links and see the section's heading land in view under nothing fixed or sticky, the menu
// sticky from 1024 px and on one line below 1280 px; at 1024-1279 px the menu is a bar under the
// nav bar, from 1280 px a rail beside the sections. And on a phone (375 x 667) the application
// deadline ends within the first two screens.
import { CORE_CHECKS_SOURCE, ENGINE_CASES } from "./engines/engineRun";
import { hydrated, withRoute } from "./browser";
import { PROGRAM_ROUTES, assertNoProblems } from "./routes";
import programPage from "../../content/programPage.json";

const route = PROGRAM_ROUTES[0];
const glance = programPage.blocks.find((b) => b.type === "programGlance") as { id: string; deadlineLabel: string };
const options = ENGINE_CASES.find((c) => c.route.path === route.path)!.options;
const PHONE = { width: 375, height: 667 };

test.each([375, 1100, 1280])(`${route.path} at %i px: the core checks, the section menu's included`, async (width) => {
  await withRoute(route, { width, height: 800 }, {}, async ({ page, problems, label }) => {
    await hydrated(page, label);
    const found = await page.evaluate<string[]>(
      `(${CORE_CHECKS_SOURCE.replace(/^[\s\S]*?(async function coreChecks)/, "$1")})(${JSON.stringify(options)})`,
    );
    problems.push(...found.map((p) => `${label}: ${p}`));
    assertNoProblems(problems, label);
  });
});

test(`${route.path} at 375 x 667: the application deadline within the first two screens`, async () => {
  await withRoute(route, PHONE, {}, async ({ page, problems, label }) => {
    await hydrated(page, label);
    const bottom = await page.evaluate(({ id, deadlineLabel }) => {
      const dt = [...document.querySelectorAll(`#${id} dt`)].find((d) => d.textContent === deadlineLabel);
      const dd = dt?.parentElement?.querySelector("dd");
      return dd ? dd.getBoundingClientRect().bottom + window.scrollY : null;
    }, glance);
    if (bottom === null) problems.push(`${label}: no "${glance.deadlineLabel}" in #${glance.id}`);
    else if (bottom > 2 * PHONE.height)
      problems.push(`${label}: the deadline ends at ${Math.round(bottom)} px, past two screens (${2 * PHONE.height} px)`);
    assertNoProblems(problems, label);
  });
});
