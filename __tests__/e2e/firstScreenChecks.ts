// The first screen of every route, at every width from a small phone to a large desktop, while
// the page arrives in the order a slow connection delivers it (run from first-screen-*.test.ts):
// each page keeps only its first viewport's CSS inline and loads the rest from /page-css/ at the
// end of <body> (plugins/first-paint/criticalCss.ts), and its two web fonts arrive after the layout
// (font-display: optional, metric-matched fallbacks). Both are held at the network and released by the test:
// 1. deferred CSS and fonts held: the first screen is laid out in the fallback fonts; the page is
//    no wider than the screen (content further down, unstyled for now, must not widen it);
// 2. the deferred CSS released (the page then hydrates): every element of the first screen has
//    the same computed style (its ::before and ::after too) and the same box as before: the
//    first screen was complete without the deferred file;
// 3. the fonts released (late: they wait for the next page): no layout shift at any point since
//    navigation started (CLS 0), at every width; and the finished page is no wider than the screen.
// 4. where a size asks for them, more checks on that finished page, so that one load serves both:
//    the keyboard (keyboardChecks.ts, at 375 and 1280 px), then the phone's action bar and target
//    sizes (phoneChrome.ts, at 375 px), image sizes (imageSizes.ts, at 1920 px).
import type { Page } from "playwright-core";
import { CONDITION_TIMEOUT, hold, hydrated, nextFrames, openRoute, overflowProblems, type Held } from "./browser";
import { imageSizeProblems } from "./imageSizes";
import { keyboardProblems } from "./keyboardChecks";
import { phoneChromeProblems } from "./phoneChrome";
import { photosLoaded } from "./photoLoad";
import { assertNoProblems, ROUTES } from "./routes";
import { LATER_CONTENT } from "../../plugins/first-paint";

const DEFERRED = /\/page-css\/[0-9a-f]{20}\.css$/;
/** Until the file arrives, <main> and what follows clip sideways overflow; the file takes the clip back. */
const LATER_CONTENT_CLIP = { selector: LATER_CONTENT, properties: ["overflow-x", "overflow-inline"] };
const FONT_FILES = /\.woff2$/;

export interface ScreenSize {
  width: number;
  height: number;
  /** A phone emulated as one (Lighthouse's: 412 px at DPR 1.75): a page wider than the screen widens its layout. */
  phone?: boolean;
  /** Then the keyboard checks on the finished page (keyboardChecks.ts), the mobile menu's keys on / if `menu`. */
  keyboard?: { menu: boolean };
  /** Then, after the keyboard, the phone's action bar and target sizes (phoneChrome.ts). */
  phoneChrome?: boolean;
  /** Then, every photo loaded, each photo's file covers its box at this pixel ratio (imageSizes.ts). */
  imageSizes?: { deviceScaleFactor: number };
}

/**
 * Remembers the elements the first screen shows and how each looks: every computed property of it
 * and of its ::before/::after, and its box (its height only if it ends on the first screen: the
 * wrappers around the whole page grow when what follows gets its rules, which is off screen).
 * Sizes (a grid's track sizes too) are compared as boxes, not as the used values getComputedStyle
 * answers for them.
 * `allowed` names properties a documented rule changes on purpose when the file arrives.
 */
const lookOfFirstScreen = (page: Page, allowed: { selector: string; properties: string[] }): Promise<string[] | null> =>
  page.evaluate((allowed) => {
    // (A grid container's track lists are used sizes too: a program page's <main> is a grid from
    // 1280 px whose later rows hold sections below the first screen; its items' boxes are compared.)
    const SIZES = new Set([
      "width",
      "height",
      "inline-size",
      "block-size",
      "perspective-origin",
      "transform-origin",
      "grid-template-rows",
      "grid-template-columns",
    ]);
    const look = (el: Element) => {
      const parts = new Map<string, string>();
      for (const pseudo of [null, "::before", "::after"]) {
        const style = getComputedStyle(el, pseudo);
        if (pseudo && style.content === "none") continue;
        for (let i = 0; i < style.length; i++) {
          const property = style[i];
          if (SIZES.has(property) || (el.matches(allowed.selector) && allowed.properties.includes(property))) continue;
          parts.set(`${pseudo ?? ""}${property}`, style.getPropertyValue(property));
        }
      }
      const r = el.getBoundingClientRect();
      parts.set("box", `${r.x},${r.y} ${r.width}x${r.bottom <= window.innerHeight ? r.height : "(beyond the screen)"}`);
      return parts;
    };
    const describe = (el: Element) => {
      const cls = (el.getAttribute("class") ?? "").split(" ").slice(0, 2).join(".");
      const text = (el.textContent ?? "").trim().slice(0, 30);
      return `${el.tagName.toLowerCase()}${cls ? `.${cls}` : ""}${text ? ` "${text}"` : ""}`;
    };
    const memory = window as unknown as { __firstScreen?: { el: Element; look: Map<string, string> }[] };
    if (!memory.__firstScreen) {
      memory.__firstScreen = [...document.querySelectorAll("body *:not(script):not(style):not(link)")]
        .filter((el) => {
          const r = el.getBoundingClientRect();
          return r.bottom > 0 && r.top < window.innerHeight && r.right > 0 && r.left < window.innerWidth;
        })
        .map((el) => ({ el, look: look(el) }));
      return null;
    }
    return memory.__firstScreen.flatMap(({ el, look: before }) => {
      if (!el.isConnected) return [`${describe(el)}: removed from the page`];
      const now = look(el);
      const changed = [...new Set([...before.keys(), ...now.keys()])]
        .filter((key) => before.get(key) !== now.get(key))
        .map((key) => `${key} ${before.get(key) ?? "(none)"} -> ${now.get(key) ?? "(none)"}`);
      return changed.length ? [`${describe(el)}: ${changed.slice(0, 3).join("; ")}`] : [];
    });
  }, allowed);

export function defineFirstScreenTests(sizes: ScreenSize[]): void {
  describe.each(ROUTES)("first screen of $path", (route) => {
    for (const { phone, keyboard, phoneChrome, imageSizes, ...size } of sizes) {
      const chrome = phoneChrome ? "; the action bar at the bottom, every link and button at least 44 x 44 px" : "";
      const sized = imageSizes ? "; each photo's file covers its box, at most 2x" : "";
      const keys = keyboard
        ? `; keyboard: skip link first, every control reachable with a focus ring${keyboard.menu && route.path === "/" ? ", menu keys" : ""}`
        : "";
      test(`@${size.width}: complete before the deferred CSS and the fonts arrive; nothing moves or widens${sized}${keys}${chrome}`, async () => {
        let css: Held | undefined;
        let fonts: Held | undefined;
        const { context, page, problems, label } = await openRoute(route, size, {
          // The parser waits at the held stylesheet (the end of <body>): what is above it is on screen.
          waitUntil: "commit",
          reducedMotion: "reduce", // no fades or parallax: anything that moves is the CSS's or the fonts'
          ...(imageSizes ? { deviceScaleFactor: imageSizes.deviceScaleFactor } : {}),
          ...(phone ? { isMobile: true, hasTouch: true, deviceScaleFactor: 1.75 } : {}),
          setup: async (ctx) => {
            css = await hold(ctx, DEFERRED);
            fonts = await hold(ctx, FONT_FILES);
          },
        });
        try {
          await css!.requested;
          const href = await page.locator('link[rel="stylesheet"]').first().getAttribute("href");
          if (!href || !DEFERRED.test(href)) problems.push(`${label}: the first stylesheet link is not the deferred CSS (found ${href})`);
          // 1. In the fallback fonts, without the deferred CSS, eager photos shown.
          await page.waitForFunction(
            () => [...document.images].filter((img) => img.loading === "eager").every((img) => img.complete),
            undefined,
            {
              timeout: CONDITION_TIMEOUT,
            },
          );
          const webFontsPending = await page.evaluate(() =>
            [...document.fonts].some((f) => /Variable/.test(f.family) && f.status !== "loaded"),
          );
          if (!webFontsPending) problems.push(`${label}: no web font was pending while the font files were held: the test saw no swap`);
          problems.push(...(await overflowProblems(page, `${label} before the deferred CSS`)));
          await lookOfFirstScreen(page, LATER_CONTENT_CLIP);
          const shiftsAt = () => page.evaluate(() => window.__probe.shifts.length);
          const stages: [string, number][] = [["before the deferred CSS arrived", await shiftsAt()]];

          // 2. The deferred CSS arrives; the page hydrates (it waits for the document, which waits for the CSS).
          await css!.release();
          await page.waitForFunction(
            () => [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every((l) => l.sheet),
            undefined,
            {
              timeout: CONDITION_TIMEOUT,
            },
          );
          await hydrated(page, label);
          await nextFrames(page, "hydrated with every stylesheet applied");
          const changes = (await lookOfFirstScreen(page, LATER_CONTENT_CLIP)) ?? [];
          if (changes.length > 0)
            problems.push(
              `${label}: ${changes.length} elements of the first screen changed when the deferred CSS arrived:\n    ${changes.slice(0, 6).join("\n    ")}`,
            );

          stages.push(["when the deferred CSS arrived and the page hydrated", await shiftsAt()]);

          // 3. The fonts arrive.
          await fonts!.release();
          await page.evaluate(() => document.fonts.ready);
          await nextFrames(page, "the fonts in");
          stages.push(["when the fonts arrived", await shiftsAt()]);
          // CLS 0: no layout shift at any point, each named with the stage it happened in.
          const shifts = await page.evaluate(() => window.__probe.shifts);
          shifts.forEach((shift, i) => {
            const stage = stages.find(([, count]) => i < count)?.[0] ?? "after the fonts arrived";
            problems.push(`${label}: layout shift ${shift.value.toFixed(4)} ${stage} [${shift.sources.join(" | ")}]`);
          });
          problems.push(...(await overflowProblems(page, `${label} with every stylesheet and font`)));
          if (imageSizes) {
            await photosLoaded(page, { everyPhoto: true });
            problems.push(...(await imageSizeProblems(page, label, imageSizes.deviceScaleFactor)));
          }
          if (keyboard) problems.push(...(await keyboardProblems(page, label, keyboard.menu && route.path === "/")));
          // Last: it scrolls, opens every <details> and the menu.
          if (phoneChrome) problems.push(...(await phoneChromeProblems(page, label)));
          assertNoProblems(problems, label);
        } finally {
          await css?.release();
          await fonts?.release();
          await context.close();
        }
      });
    }
  });
}
