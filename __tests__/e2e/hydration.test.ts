// The framework's scripts wait for the hero photo (plugins/first-paint/deferredHydration.ts): they are not
// requested before the photo has arrived, the page still hydrates (the menu button works), and a
// photo that never arrives holds them back no longer than the loader's fallback.
import type { Page, Route as PwRoute } from "playwright-core";
import { openRoute, PHOTO_HOSTS } from "./browser";
import { assertNoProblems, ROUTES, VIEWPORTS } from "./routes";
import { FALLBACK_MS } from "../../plugins/first-paint/deferredHydration";

const home = ROUTES[0];
const FRAMEWORK = /\/(webpack-runtime|framework|app)-[0-9a-f]+\.js$/;

/** Resolves when the mobile menu button, clicked, opens the menu: React has hydrated the page. */
async function menuWorks(page: Page): Promise<boolean> {
  const toggle = page.locator('button[aria-controls="site-menu"]');
  for (let i = 0; i < 40; i++) {
    await toggle.click();
    if ((await toggle.getAttribute("aria-expanded")) === "true") return true;
    await page.waitForTimeout(250);
  }
  return false;
}

describe("hydration waits for the hero photo", () => {
  test("/ @375: no framework script is requested before the hero photo has arrived; then the page hydrates", async () => {
    const events: Array<{ what: string; at: number }> = [];
    const { context, page, problems, label } = await openRoute(home, "mobile", {
      waitUntil: "commit",
      // Every photo answers 1.5 s late (then the placeholder handler registered first answers).
      setup: (ctx) =>
        ctx.route(PHOTO_HOSTS, async (r: PwRoute) => {
          await new Promise((resolve) => setTimeout(resolve, 1500));
          await r.fallback();
        }),
    });
    try {
      const heroSrc = await page.locator("img[fetchpriority=high]").getAttribute("src");
      page.on("request", (request) => {
        if (FRAMEWORK.test(request.url())) events.push({ what: "script", at: Date.now() });
      });
      page.on("requestfinished", (request) => {
        if (request.frame() === page.mainFrame() && PHOTO_HOSTS.test(request.url())) events.push({ what: "photo", at: Date.now() });
      });
      const started = Date.now();
      if (!(await menuWorks(page))) problems.push(`${label}: the menu button never opened the menu (no hydration)`);
      const firstPhoto = events.find((e) => e.what === "photo");
      const firstScript = events.find((e) => e.what === "script");
      if (!heroSrc) problems.push(`${label}: no hero photo`);
      if (!firstScript) problems.push(`${label}: no framework script was requested after the test started listening`);
      else if (!firstPhoto || firstScript.at < firstPhoto.at) {
        problems.push(`${label}: a framework script was requested ${firstScript.at - started} ms in, before any photo arrived`);
      }
      assertNoProblems(problems, label);
    } finally {
      await context.close();
    }
  });

  test(`/ @375: a hero photo that never arrives holds hydration back ${FALLBACK_MS / 1000} s at most`, async () => {
    const { context, page, problems, label } = await openRoute(home, "mobile", {
      waitUntil: "domcontentloaded",
      setup: (ctx) => ctx.route(PHOTO_HOSTS, () => undefined), // never answered
    });
    try {
      const started = Date.now();
      const script = await page.waitForRequest(FRAMEWORK, { timeout: FALLBACK_MS + 3000 }).catch(() => null);
      if (!script) problems.push(`${label}: no framework script within ${FALLBACK_MS + 3000} ms of the document`);
      else if (Date.now() - started > FALLBACK_MS + 1500)
        problems.push(`${label}: scripts waited ${Date.now() - started} ms for the photo`);
      if (!(await menuWorks(page))) problems.push(`${label}: the menu button never opened the menu (no hydration)`);
      assertNoProblems(
        problems.filter((p) => !/request failed/.test(p)),
        label,
      );
    } finally {
      await context.close();
    }
  });

  // Chromium reports when the frame with the hero was presented (Element Timing, the hero's
  // elementtiming="hero"); the loader starts the scripts only then, not at the requestAnimationFrame
  // before that frame is painted, so they never share the phone's bandwidth with the largest paint.
  const heroRoutes = ROUTES.filter((route) => !route.notFound);
  const widths = Object.keys(VIEWPORTS) as Array<keyof typeof VIEWPORTS>;
  test.each(heroRoutes.flatMap((route) => widths.map((viewport) => [route.path, viewport, route] as const)))(
    "%s @%s: the scripts start once the hero photo is on screen (its Element Timing entry), long before the fallback",
    async (_path, viewport, route) => {
      const { context, page, problems, label } = await openRoute(route, viewport, { waitUntil: "load" });
      try {
        const timing = await page.evaluate(async (framework) => {
          const pattern = new RegExp(framework);
          const scriptEntry = () => performance.getEntriesByType("resource").find((entry) => pattern.test(entry.name));
          for (let i = 0; i < 100 && !scriptEntry(); i++) await new Promise((resolve) => setTimeout(resolve, 50));
          // Element Timing entries are only given to observers (buffered), not to getEntriesByType.
          type ElementEntry = PerformanceEntry & { identifier: string; renderTime: number; loadTime: number };
          const hero = await new Promise<ElementEntry | undefined>((resolve) => {
            const observer = new PerformanceObserver((list) => {
              observer.disconnect();
              resolve((list.getEntries() as ElementEntry[]).find((entry) => entry.identifier === "hero"));
            });
            observer.observe({ type: "element", buffered: true });
            setTimeout(() => resolve(undefined), 1000);
          });
          return { heroLoaded: hero?.loadTime ?? null, heroShown: hero?.renderTime ?? null, scriptStart: scriptEntry()?.startTime ?? null };
        }, FRAMEWORK.source);
        const { heroLoaded, heroShown, scriptStart } = timing;
        if (heroLoaded === null)
          problems.push(`${label}: no Element Timing entry for the hero photo (is it on screen, with elementtiming="hero"?)`);
        if (scriptStart === null) problems.push(`${label}: no framework script was requested within 5 s`);
        else {
          if (scriptStart > FALLBACK_MS / 2)
            problems.push(`${label}: the scripts started ${Math.round(scriptStart)} ms in: the loader waited for its fallback`);
          const shown = Math.max(heroLoaded ?? 0, heroShown ?? 0);
          if (scriptStart < shown)
            problems.push(
              `${label}: the scripts started at ${Math.round(scriptStart)} ms, before the hero was on screen at ${Math.round(shown)} ms`,
            );
        }
        assertNoProblems(problems, label);
      } finally {
        await context.close();
      }
    },
  );
});
