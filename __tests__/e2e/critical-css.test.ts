// Each page keeps only its first viewport's CSS inline and loads the rest from /page-css/ at the
// end of <body> (plugins/first-paint/criticalCss.ts). Two things must hold in a real browser:
// 1. the first screen is complete without the deferred file: held back, the page is no wider than
//    the screen (content further down, unstyled for now, must not widen it); released, the
//    viewport's pixels do not change (and nothing moves: no layout shift);
// 2. once it has loaded, every element has exactly the styles the original stylesheets (Gatsby's
//    chunk CSS files, in their order) give it: the split changed where rules load, never what wins.
import fs from "fs";
import path from "path";
import sharp from "sharp";
import type { Page } from "playwright-core";
import { openRoute } from "./browser";
import { assertNoProblems, requireBuild, ROUTES, routeLabel } from "./routes";

const publicDir = requireBuild();

const DEFERRED = /\/page-css\/[0-9a-f]{20}\.css$/;
const SIZES = [
  { width: 375, height: 812 },
  { width: 412, height: 823, mobile: true }, // Lighthouse's phone, emulated as one: a page wider than the screen widens its layout
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
];

/**
 * Pixels the first screen may differ by when the deferred file arrives without anything having
 * changed: on a busy machine Chromium sometimes re-rasterises one run of text with slightly
 * different anti-aliasing (25 pixels of the home hero's eyebrow pill at 375 px, by at most 23 of
 * 255 levels, seen in CI on 2026-11-25). A rule the first screen missed changes far more: a box's
 * background, a colour, a line's position or a font is hundreds to thousands of pixels.
 */
const RERASTER_NOISE_PIXELS = 64;

/** Count of pixels that differ between two PNG screenshots of the same size. */
async function differingPixels(a: Buffer, b: Buffer): Promise<number> {
  const [x, y] = await Promise.all([sharp(a).raw().toBuffer(), sharp(b).raw().toBuffer()]);
  if (x.length !== y.length) return Number.POSITIVE_INFINITY;
  let count = 0;
  for (let i = 0; i < x.length; i += 4) if (x[i] !== y[i] || x[i + 1] !== y[i + 1] || x[i + 2] !== y[i + 2]) count += 1;
  return count;
}

/**
 * Computed style of every element, as one string per element (same order both times). Margins are
 * read as computed (`auto` stays `auto`, from the Typed OM), not as getComputedStyle's resolved
 * used values: Chromium sometimes answers a centred box's auto margins from a layout it has not
 * redone (0px against 64px on / at 1280 on a busy machine), and what this test compares is which
 * rules win, not layout.
 */
function computedStyles(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll("body *:not(link):not(script):not(style)")].map((element) => {
      const style = getComputedStyle(element);
      const typed = element.computedStyleMap();
      const values: string[] = [];
      for (let i = 0; i < style.length; i++) {
        const property = style[i];
        const value = property.startsWith("margin") ? String(typed.get(property)) : style.getPropertyValue(property);
        values.push(`${property}:${value}`);
      }
      return `${element.tagName}.${element.getAttribute("class") ?? ""}\t${values.sort().join(";\t")}`;
    }),
  );
}

describe.each(ROUTES)("critical CSS on $path", (route) => {
  test.each(SIZES)("@$width: the first screen is complete before the rest of the CSS arrives", async ({ mobile, ...size }) => {
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    const { context, page, problems, label } = await openRoute(route, size, {
      // The parser waits at the held stylesheet (the end of <body>), so no DOMContentLoaded yet:
      // what is above it is on screen, which is the point.
      waitUntil: "commit",
      reducedMotion: "reduce",
      ...(mobile ? { isMobile: true, hasTouch: true, deviceScaleFactor: 1.75 } : {}),
      setup: (ctx) =>
        ctx.route(DEFERRED, async (r) => {
          await released;
          await r.continue();
        }),
    });
    try {
      await page.waitForSelector('link[rel="stylesheet"]', { state: "attached" });
      const href = await page.locator('link[rel="stylesheet"]').getAttribute("href");
      if (!href || !DEFERRED.test(href)) problems.push(`${label}: no deferred stylesheet link (found ${href})`);
      await page.evaluate(() => document.fonts.ready);
      await page.waitForFunction(() => [...document.images].filter((img) => img.loading === "eager").every((img) => img.complete));
      // Hydration (not held back) may set a state on the first screen; let it finish first, so
      // that the two screenshots differ by the stylesheet only.
      await page
        .waitForFunction(() => performance.getEntriesByType("resource").some((e) => /\/app-[0-9a-f]+\.js$/.test(e.name)), undefined, {
          timeout: 10_000,
        })
        .catch(() => undefined);
      await page.waitForTimeout(1000);
      const width = await page.evaluate(() => ({
        page: document.documentElement.scrollWidth,
        screen: document.documentElement.clientWidth,
      }));
      if (width.page > width.screen) {
        problems.push(`${label}: ${width.page} px wide on a ${width.screen} px screen while the deferred CSS loads`);
      }
      // The first screen at rest: hydration (not held back) may still repaint a few pixels on a
      // busy machine, so wait until two screenshots 300 ms apart agree (10 tries at most).
      let before = await page.screenshot();
      for (let attempt = 0; attempt < 10; attempt++) {
        await page.waitForTimeout(300);
        const again = await page.screenshot();
        const settled = (await differingPixels(before, again)) === 0;
        before = again;
        if (settled) break;
      }
      const releasedAt = await page.evaluate(() => performance.now());
      release();
      await page.waitForFunction(() => {
        const link = document.querySelector<HTMLLinkElement>('link[rel="stylesheet"]');
        return !!link?.sheet && link.sheet.cssRules.length > 0;
      });
      await page.waitForTimeout(100);
      const after = await page.screenshot();
      const changed = await differingPixels(before, after);
      if (changed > RERASTER_NOISE_PIXELS) {
        problems.push(`${label}: ${changed} pixels of the first screen changed when the deferred CSS arrived`);
      }
      // Layout shifts from the moment the file was let through (earlier ones, if any, are the
      // fonts' or hydration's, which their own tests cover).
      const shift = await page.evaluate(
        (since) =>
          new Promise<number>((resolve) => {
            new PerformanceObserver((list) => {
              const entries = list.getEntries().filter((e) => e.startTime >= since);
              resolve(entries.reduce((sum, e) => sum + (e as PerformanceEntry & { value: number }).value, 0));
            }).observe({ type: "layout-shift", buffered: true });
            setTimeout(() => resolve(0), 200);
          }),
        releasedAt,
      );
      if (shift > 0) problems.push(`${label}: layout shift ${shift.toFixed(4)} when the deferred CSS arrived`);
      assertNoProblems(problems, label);
    } finally {
      release();
      await context.close();
    }
  });

  test.each([375, 1280])("@%i: every element ends up styled exactly as by the original stylesheets", async (width) => {
    const label = routeLabel(route, width);
    const load = async (original: boolean) => {
      const { context, page, problems } = await openRoute(
        route,
        { width, height: 800 },
        {
          // Without scripts, so no state a script sets (revealed sections, the nav bar's look)
          // differs between the two loads: only the stylesheets do.
          javaScriptEnabled: false,
          // The original: the same document with Gatsby's chunk stylesheets inlined whole, in
          // their order, and no deferred file (what the page was before plugins/first-paint/criticalCss.ts).
          setup: original
            ? (ctx) =>
                ctx.route(
                  (url) => url.pathname === route.path,
                  async (r) => {
                    const response = await r.fetch();
                    const html = (await response.text())
                      .replace(/(<style data-href="([^"]+)"[^>]*>)[\s\S]*?(<\/style>)/g, (_, open: string, href: string, close: string) => {
                        return open + fs.readFileSync(path.join(publicDir, href), "utf8") + close;
                      })
                      .replace(/<link rel="stylesheet" href="\/page-css\/[^"]+"\/>/, "");
                    await r.fulfill({ response, body: html });
                  },
                )
            : undefined,
        },
      );
      try {
        assertNoProblems(problems, label);
        // Every stylesheet applied and the fonts in (text widths size shrink-to-fit boxes), so the
        // two loads are compared in the same, final state.
        await page.waitForFunction(() =>
          [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every((link) => link.sheet !== null),
        );
        await page.evaluate(() => document.fonts.ready);
        return await computedStyles(page);
      } finally {
        await context.close();
      }
    };
    const split = await load(false);
    const original = await load(true);
    expect(split.length).toBe(original.length);
    // Entries are "TAG.class<TAB>property:value;<TAB>property:value..." (computedStyles).
    const cut = (entry: string) => [entry.slice(0, entry.indexOf("\t")), entry.slice(entry.indexOf("\t") + 1)];
    const differences = split.flatMap((styles, i) => {
      if (styles === original[i]) return [];
      const [element, after] = cut(styles);
      const before = new Map(
        cut(original[i])[1]
          .split(";\t")
          .map((pair) => [pair.split(":")[0], pair] as const),
      );
      const now = after.split(";\t");
      const changed = now.filter((pair) => before.get(pair.split(":")[0]) !== pair);
      const gone = [...before.keys()].filter((property) => !now.some((pair) => pair.split(":")[0] === property));
      return [
        `${element} ${[...changed.map((pair) => `${pair} (was ${before.get(pair.split(":")[0])})`), ...gone.map((p) => `${before.get(p)} (now unset)`)].join(", ")}`,
      ];
    });
    if (differences.length > 0) {
      throw new Error(`${label}: ${differences.length} elements styled differently:\n  ${differences.slice(0, 5).join("\n  ")}`);
    }
  });
});
