// The framework's scripts wait for the hero photo (plugins/first-paint/deferredHydration.ts), tested under
// Playwright's clock (paused from the page's start) and a held network, so the outcome never
// depends on how fast the machine is:
// - held photo: every timer of the page short of the loader's fallback runs, and no framework
//   script is added; released, the photo is shown (Element Timing) and the scripts follow at
//   once, without the fallback; the page then hydrates (the menu opens);
// - a photo that never arrives: no script until the fallback's exact moment, then the scripts,
//   and the page hydrates.
// On every route at 375 and 1280 px the order (scripts after the hero is on screen, never from
// the fallback) is checked again in each visit, without a clock (visitChecks.ts).
import type { Page } from "playwright-core";
import { CONDITION_TIMEOUT, EVERY_FRAME, FRAMEWORK_SCRIPT, hold, hydrated, MENU_BUTTON, openRoute, PHOTO_HOSTS, reached } from "./browser";
import { assertNoProblems, ROUTES } from "./routes";
import { eventually } from "../support/eventually";
import { FALLBACK_MS } from "../../plugins/first-paint";

const home = ROUTES[0];

const started = (page: Page) => page.evaluate(() => window.__probe.frameworkStarts);

/** The page hydrated: Gatsby's mark, then the menu button opens the menu on one click. */
async function menuWorks(page: Page, label: string): Promise<string[]> {
  await hydrated(page, label);
  await page.locator(MENU_BUTTON).first().click();
  const opened = await reached(
    page.waitForFunction((sel) => document.querySelector(sel)?.getAttribute("aria-expanded") === "true", MENU_BUTTON, EVERY_FRAME),
  );
  return opened ? [] : [`${label}: the menu button did not open the menu after hydration`];
}

describe("hydration waits for the hero photo (page clock paused, network held)", () => {
  test("/ @375: no framework script while the hero photo is held, up to the fallback; released, the scripts follow at once", async () => {
    const requested: string[] = [];
    let photos: Awaited<ReturnType<typeof hold>> | undefined;
    const { context, page, problems, label } = await openRoute(home, "mobile", {
      clock: "paused",
      waitUntil: "domcontentloaded",
      setup: async (ctx) => {
        photos = await hold(ctx, PHOTO_HOSTS);
        ctx.on("request", (request) => {
          if (FRAMEWORK_SCRIPT.test(request.url())) requested.push(request.url());
        });
      },
    });
    try {
      await photos!.requested;
      // The loader has run (it set its fallback), then every timer short of the fallback.
      await page.waitForFunction(() => window.__probe.loaderTimers.length > 0, undefined, { timeout: CONDITION_TIMEOUT });
      await page.clock.runFor(FALLBACK_MS - 1);
      const early = await started(page);
      if (early.length > 0 || requested.length > 0)
        problems.push(`${label}: ${early.length} framework scripts added while the hero photo was held (${requested.length} requested)`);
      const timers = await page.evaluate(() => window.__probe.loaderTimers);
      if (timers.length !== 1 || timers[0].delay !== FALLBACK_MS)
        problems.push(`${label}: the loader's timers were ${JSON.stringify(timers)}, expected one of ${FALLBACK_MS} ms`);

      await photos!.release();
      if (!(await reached(page.waitForFunction(() => window.__probe.heroShown, undefined, EVERY_FRAME))))
        problems.push(`${label}: the released hero photo never got its Element Timing entry`);
      await page.clock.runFor(0); // the loader starts the scripts in a task of its own
      const after = await started(page);
      if (after.length !== 3) problems.push(`${label}: ${after.length} framework scripts added once the hero was shown, expected 3`);
      for (const start of after) {
        if (!start.heroShown) problems.push(`${label}: ${start.src} added before the hero was on screen`);
        if (start.fallbackFired) problems.push(`${label}: ${start.src} added by the fallback, not by the hero photo`);
      }
      // The context's request listener has seen them, or will (not page.waitForRequest: that waits
      // for a request after the call, and they may all have gone out already).
      if (!(await reached(eventually("a framework script request", () => requested.length > 0 || null, { timeoutMs: CONDITION_TIMEOUT }))))
        problems.push(`${label}: no framework script was requested after the hero was shown`);
      await page.clock.resume();
      problems.push(...(await menuWorks(page, label)));
      assertNoProblems(problems, label);
    } finally {
      await photos?.release();
      await context.close();
    }
  });

  test(`/ @375: a hero photo that never arrives holds the scripts back exactly ${FALLBACK_MS} ms; the page still hydrates`, async () => {
    const { context, page, problems, label } = await openRoute(home, "mobile", {
      clock: "paused",
      waitUntil: "domcontentloaded",
      setup: (ctx) => ctx.route(PHOTO_HOSTS, () => undefined), // never answered
    });
    try {
      await page.waitForFunction(() => window.__probe.loaderTimers.length > 0, undefined, { timeout: CONDITION_TIMEOUT });
      await page.clock.runFor(FALLBACK_MS - 1);
      if ((await started(page)).length > 0) problems.push(`${label}: framework scripts added ${FALLBACK_MS - 1} ms in, with no hero photo`);
      await page.clock.runFor(1);
      const after = await started(page);
      if (after.length !== 3 || after.some((s) => !s.fallbackFired))
        problems.push(
          `${label}: at ${FALLBACK_MS} ms the fallback added ${after.filter((s) => s.fallbackFired).length} of 3 framework scripts`,
        );
      await page.clock.resume();
      problems.push(...(await menuWorks(page, label)));
      assertNoProblems(
        problems.filter((p) => !/request failed/.test(p)),
        label,
      );
    } finally {
      await context.close();
    }
  });
});
