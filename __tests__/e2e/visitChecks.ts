// One visit per route and width serves every check that needs a page with JavaScript at rest,
// in the order a visitor would meet them (run from visit-375.test.ts and visit-1280.test.ts, so
// jest's two workers share them out):
//  1. hydration order: the framework scripts are held at the network; when the first is asked
//     for, the loader must have started them because Chromium reported the hero photo on screen
//     (Element Timing), or on a page without one its first contentful paint (Paint Timing), not
//     from its fallback timer (probe.ts reads these, no clock is measured);
//  2. hydration changes no photo: every <img>'s box, crop, opacity and source are the same just
//     before the held scripts are released and once the page has hydrated; and the sections'
//     fade-in, once it has started, hides no section that is on the first screen;
//  3. at 375, phone first: a loaded photo at least 240 px tall in the first screen, clear of the
//     fixed bars, and no sideways scrolling (phoneFirst.ts);
//  4. the page scrolled through: every image has alt text and has loaded, no layout shift since
//     navigation start, the browser asked only for the scripts the size budget counts
//     (scripts/lib/first-load), nothing wider than the screen, no drawing squeezed in its box,
//     every section's content on one left edge, two bands of one background one padding apart;
//  5. right-sized images: each photo's file covers its box at the screen's pixel ratio, at most
//     2x (imageSizes.ts; the 375 px visit is a 2x phone);
//  6. every internal link, #anchor and same-origin asset resolves; mailto:/tel: well formed;
//  7. fonts from the site itself, the heading font fetched once (the preload is used), both in use;
//  8. footer items without a destination look like text, links like links, each on one line;
//  9. axe-core (WCAG 2.1 A/AA + best practices), IBM Equal Access and HTML_CodeSniffer
//     (a11yEngines.ts) with the menu closed (and open at 375); on / the nav bar's words over the
//     hero reach 4.5:1 over any photo;
// 10. the 404 label reaches 4.5:1 on the real pixels behind it (404 route);
// 11. Apply in the header: inside the bar at 1280 and followed there; at 375 still on screen after
//     scrolling past the hero, and in the open menu with the phone and the e-mail;
// 12. at 375 the menu is closed on the page one of its links loads;
// throughout: no console error, page error, failed request, request to another host or CSP
// violation.
import http from "http";
import AxeBuilder from "@axe-core/playwright";
import sharp from "sharp";
import type { Page } from "playwright-core";
import site from "../../content/site.json";
import { FALLBACK_MS } from "../../plugins/first-paint";
import {
  animationsSettled,
  bandGapProblems,
  CONDITION_TIMEOUT,
  EVERY_FRAME,
  FRAMEWORK_SCRIPT,
  hold,
  hydrated,
  leftEdgeProblems,
  MENU_BUTTON,
  nextFrames,
  openRoute,
  origin,
  overflowProblems,
  squeezedDrawingProblems,
  reached,
  PHOTO_HOSTS,
  scrollThrough,
  type Held,
} from "./browser";
import { assertNoProblems, requireBuild, ROUTES, VIEWPORTS, type Route, type ViewportName } from "./routes";
import { a11yEngineFindings, describeFinding, navBarOverPhotoProblems } from "./a11yEngines";
import { IMAGE_SIZE_DPR, imageSizeProblems } from "./imageSizes";
import { phoneFirstProblems } from "./phoneFirst";
import { APPLY, APPLY_TO } from "./phoneChrome";
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { firstLoadScripts, NOT_FOUND_ROUTE } = require("../../scripts/lib/first-load");

const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"];

/**
 * axe violations as "<label>: axe <rule>: <target> (<detail>)", one line per node, once the screen
 * is at rest; only inside `within` when given (the open menu changes the header alone), only the
 * `rules` given (else every rule of AXE_TAGS).
 */
async function axeProblems(page: Page, label: string, { within, rules }: { within?: string; rules?: string[] } = {}): Promise<string[]> {
  // Contrast is a property of what rests on screen (axe once measured a caption mid-fade at 3:1).
  await animationsSettled(page, "before axe");
  // Only violations are read: axe then keeps no node lists for what passed (much less to collect).
  // Legacy mode: axe.run in the page itself (same-origin frames included). The default opens a
  // second, blank page for every analysis, only to merge in cross-origin frames, and the site has
  // none (a request to another host is itself a failure of every visit).
  const scoped = new AxeBuilder({ page });
  const builder = (rules ? scoped.withRules(rules) : scoped.withTags(AXE_TAGS)).options({ resultTypes: ["violations"] }).setLegacyMode();
  const results = await (within ? builder.include(within) : builder).analyze();
  return results.violations.flatMap((v) =>
    v.nodes.map((node) => {
      const data = node.any[0]?.data as { contrastRatio?: number; expectedContrastRatio?: string } | undefined;
      const detail = data?.contrastRatio
        ? `${data.contrastRatio}:1, needs ${data.expectedContrastRatio}`
        : (node.failureSummary ?? v.help)
            .split("\n")
            .map((s) => s.trim())
            .filter(Boolean)
            .slice(1, 2)
            .join(" ") || v.help;
      return `${label}: axe ${v.id}: ${node.target.join(" ")} (${detail})`;
    }),
  );
}

/**
 * Stops the story carousel (where the page has one) with its own Pause button, the pointer and
 * focus moved off it: axe takes seconds, and a cross-fade starting meanwhile would have it measure
 * a caption mid-fade (4.42:1 once). Its rotation is tested under the page clock (interactions).
 */
async function pauseRotation(page: Page): Promise<void> {
  const pause = page.locator('[aria-roledescription="carousel"]').getByRole("button", { name: site.ui.pauseRotation, exact: true });
  if ((await pause.count()) === 0) return;
  await pause.first().click();
  await page.mouse.move(0, 0);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await animationsSettled(page, "the carousel paused");
}

interface PhotoBox {
  src: string;
  width: number;
  height: number;
  objectFit: string;
  opacity: string;
}

/** Every <img>: its layout box (offset size, unaffected by reveal transforms), crop, opacity, source. */
const photoBoxes = (page: Page): Promise<PhotoBox[]> =>
  page.$$eval("img", (imgs) =>
    imgs.map((img) => {
      const style = getComputedStyle(img);
      return {
        src: img.getAttribute("src") ?? "",
        width: img.offsetWidth,
        height: img.offsetHeight,
        objectFit: style.objectFit,
        opacity: style.opacity,
      };
    }),
  );

/** 1 and 2: the scripts wait for the hero on screen; hydration changes no photo. */
async function hydrationChecks(page: Page, framework: Held, route: Route, label: string, problems: string[]): Promise<void> {
  await framework.requested;
  const order = await page.evaluate(() => ({
    starts: window.__probe.frameworkStarts,
    timers: window.__probe.loaderTimers,
    hasHero: document.querySelector("img[fetchpriority=high]") !== null,
  }));
  const fallbacks = order.timers.filter((timer) => timer.delay === FALLBACK_MS);
  if (fallbacks.length !== 1)
    problems.push(`${label}: the loader set ${fallbacks.length} fallback timers of ${FALLBACK_MS} ms, expected 1`);
  const first = order.starts[0];
  if (!first) problems.push(`${label}: a framework script was requested but never added to the page`);
  else {
    if (first.fallbackFired) problems.push(`${label}: the framework scripts were started by the loader's ${FALLBACK_MS} ms fallback`);
    if (order.hasHero && !first.heroShown)
      problems.push(`${label}: a framework script was added before Chromium reported the hero photo on screen (Element Timing)`);
    if (!order.hasHero && !first.contentPainted)
      problems.push(`${label}: a framework script was added before Chromium reported the page's first contentful paint (Paint Timing)`);
  }
  // The page complete as the server sent it: every stylesheet applied, the fonts in.
  await page.waitForFunction(
    () => [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every((l) => l.sheet),
    undefined,
    {
      timeout: CONDITION_TIMEOUT,
    },
  );
  await page.evaluate(() => document.fonts.ready);
  const before = await photoBoxes(page);
  await framework.release();
  await hydrated(page, label);
  const after = await photoBoxes(page);
  // Every page shows a photo, but one whose hero is a plain banner (no photo key) may show none.
  if (after.length === 0 && !route.plainBanner && !route.notFound) problems.push(`${label}: no photo`);
  if (after.length !== before.length) problems.push(`${label}: ${before.length} <img> before hydration, ${after.length} after`);
  after.forEach((box, i) => {
    const was = before[i];
    const name = box.src.slice(0, 90);
    if (box.width === 0 || box.height === 0) problems.push(`${label}: ${name} has an empty box`);
    if (box.objectFit !== "cover") problems.push(`${label}: ${name} has object-fit ${box.objectFit}, expected cover`);
    if (box.opacity !== "1") problems.push(`${label}: ${name} has opacity ${box.opacity}`);
    if (was && JSON.stringify(was) !== JSON.stringify(box))
      problems.push(`${label}: hydration changed a photo: ${JSON.stringify(was)} -> ${JSON.stringify(box)}`);
  });
  // Every page has sections that fade in; their first states are set together, in one report.
  await page.waitForFunction(() => document.querySelector("[data-reveal]") !== null, undefined, { timeout: CONDITION_TIMEOUT });
  const hidden = await page.evaluate(() =>
    [...document.querySelectorAll("[data-reveal=pending]")]
      .filter((el) => el.getBoundingClientRect().top < window.innerHeight)
      .map((el) => el.id || el.outerHTML.slice(0, 80)),
  );
  for (const what of hidden) problems.push(`${label}: the fade-in hid ${what}, which was on the first screen`);
}

/** 4: images, layout shifts, first-load scripts, width. */
async function restingPageChecks(page: Page, route: Route, scripts: Set<string>, label: string, problems: string[]): Promise<void> {
  const images = await page.$$eval("img", (imgs) =>
    imgs.map((img) => ({
      src: img.currentSrc || img.getAttribute("src") || "",
      alt: img.getAttribute("alt"),
      loaded: img.complete && img.naturalWidth > 0,
    })),
  );
  if (route.path === "/" && !images.some((img) => PHOTO_HOSTS.test(img.src))) problems.push(`${label}: no CDN photo on the home page`);
  for (const img of images) {
    if (img.alt === null) problems.push(`${label}: <img> without an alt attribute: ${img.src.slice(0, 120)}`);
    if (!img.loaded) problems.push(`${label}: <img> did not load: ${img.src.slice(0, 120)}`);
  }
  for (const shift of await page.evaluate(() => window.__probe.shifts)) {
    problems.push(`${label}: layout shift ${shift.value.toFixed(4)} (${shift.sources.join(", ") || "unknown source"})`);
  }

  const counted: string[] = firstLoadScripts(requireBuild(), route.notFound ? NOT_FOUND_ROUTE : route.path);
  const uncounted = [...scripts].filter((name) => !counted.includes(name));
  const unloaded = counted.filter((name) => !scripts.has(name));
  if (uncounted.length)
    problems.push(`${label}: scripts loaded before any interaction but not counted by the size budget: ${uncounted.join(", ")}`);
  if (unloaded.length) problems.push(`${label}: scripts the size budget counts but the browser never loaded: ${unloaded.join(", ")}`);

  problems.push(...(await overflowProblems(page, label)));
  problems.push(...(await squeezedDrawingProblems(page, label)));
  problems.push(...(await leftEdgeProblems(page, label)));
  problems.push(...(await bandGapProblems(page, label)));
}

interface Fetched {
  status: number;
  body: string;
}
const fetched = new Map<string, Promise<Fetched>>();

/** GET through the server under test, following redirects (at most 3); one request per path and worker. */
function fetchPath(pathname: string, hops = 0): Promise<Fetched> {
  if (!fetched.has(pathname)) {
    fetched.set(
      pathname,
      new Promise<Fetched>((resolve, reject) => {
        http
          .get(origin() + pathname, (res) => {
            const chunks: Buffer[] = [];
            res.on("data", (c: Buffer) => chunks.push(c));
            res.on("end", () => {
              const status = res.statusCode ?? 0;
              if (status >= 300 && status < 400 && res.headers.location && hops < 3) {
                resolve(fetchPath(new URL(res.headers.location, origin() + pathname).pathname, hops + 1));
              } else {
                resolve({ status, body: Buffer.concat(chunks).toString("utf8") });
              }
            });
          })
          .on("error", reject);
      }),
    );
  }
  return fetched.get(pathname)!;
}

const hasId = (html: string, id: string) => new RegExp(`\\sid=["']?${id.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}["'\\s>]`).test(html);

/** 6: links, anchors, assets. */
async function linkProblems(page: Page, route: Route, label: string): Promise<string[]> {
  const problems: string[] = [];
  const found = await page.evaluate(() => {
    const links = [...document.querySelectorAll("a[href], area[href]")].map((a) => ({
      raw: a.getAttribute("href") ?? "",
      href: (a as HTMLAnchorElement).href,
      text: (a.textContent ?? "").trim().slice(0, 40) || a.getAttribute("aria-label") || "",
    }));
    const assets: string[] = [];
    const addSrcset = (value: string | null) =>
      (value ?? "")
        .split(",")
        .map((s) => s.trim().split(/\s+/)[0])
        .filter(Boolean)
        .forEach((u) => assets.push(new URL(u, location.href).href));
    document.querySelectorAll("img[src], script[src], iframe[src]").forEach((el) => assets.push((el as HTMLImageElement).src));
    document.querySelectorAll("img[srcset], source[srcset]").forEach((el) => addSrcset(el.getAttribute("srcset")));
    document.querySelectorAll("link[href]").forEach((el) => {
      if (!/canonical|alternate|preconnect|dns-prefetch/.test(el.getAttribute("rel") ?? "")) assets.push((el as HTMLLinkElement).href);
    });
    return { links, assets };
  });
  const base = origin();
  const pageHtml = (await fetchPath(route.path)).body;
  for (const link of found.links) {
    const where = `link "${link.text}" (href="${link.raw}")`;
    if (link.raw === "" || link.raw === "#") {
      problems.push(`${label}: dead ${where}`);
      continue;
    }
    if (link.href.startsWith("mailto:")) {
      if (!/^mailto:[^@?\s]+@[a-z0-9.-]+\.[a-z]{2,}(\?.*)?$/i.test(link.href)) problems.push(`${label}: malformed ${where}`);
      continue;
    }
    if (link.href.startsWith("tel:")) {
      if (!/^tel:\+?[0-9-]{7,}$/.test(link.href)) problems.push(`${label}: malformed ${where}`);
      continue;
    }
    if (!link.href.startsWith(base)) continue; // external sites (photo credits) are not fetched offline
    const url = new URL(link.href);
    const target = url.pathname === route.path ? { status: 200, body: pageHtml } : await fetchPath(url.pathname);
    if (target.status !== 200) {
      problems.push(`${label}: broken ${where}: ${url.pathname} answers ${target.status}`);
      continue;
    }
    const anchor = decodeURIComponent(url.hash.slice(1));
    if (anchor && !hasId(target.body, anchor))
      problems.push(`${label}: broken ${where}: no element with id="${anchor}" on ${url.pathname}`);
  }
  for (const asset of new Set(found.assets)) {
    if (!asset.startsWith(base)) continue;
    const { pathname } = new URL(asset);
    const res = await fetchPath(pathname);
    if (res.status !== 200) problems.push(`${label}: missing asset ${pathname} (${res.status})`);
  }
  return problems;
}

/** 7: the fonts. */
async function fontProblems(page: Page, label: string): Promise<string[]> {
  const problems: string[] = [];
  const fonts = await page.evaluate(async () => {
    await document.fonts.ready;
    const requests = performance
      .getEntriesByType("resource")
      .map((e) => e.name)
      .filter((name) => /\.(woff2?|ttf|otf)(\?|$)/.test(name));
    return {
      urls: requests,
      loaded: [...document.fonts].filter((f) => f.status === "loaded").map((f) => f.family.replace(/"/g, "")),
      body: getComputedStyle(document.body).fontFamily,
      h1: getComputedStyle(document.querySelector("h1")!).fontFamily,
    };
  });
  for (const url of fonts.urls) {
    if (!url.startsWith(`${origin()}/fonts/`)) problems.push(`${label}: font from ${url}, not from the site's /fonts/ (plugins/fonts)`);
  }
  const serif = fonts.urls.filter((u) => /source-serif-4/.test(u));
  if (serif.length !== 1) problems.push(`${label}: the heading font was fetched ${serif.length} times (preload not reused?)`);
  for (const family of ["Source Serif 4 Variable", "Inter Variable"]) {
    if (!fonts.loaded.includes(family)) problems.push(`${label}: ${family} never loaded (loaded: ${fonts.loaded.join(", ")})`);
  }
  if (!fonts.h1.startsWith('"Source Serif 4 Variable"')) problems.push(`${label}: h1 font-family is ${fonts.h1}`);
  if (!fonts.body.startsWith('"Inter Variable"')) problems.push(`${label}: body font-family is ${fonts.body}`);
  return problems;
}

/** 8: footer items without a destination look like text, links look like links, each on one line. */
async function footerProblems(page: Page, label: string): Promise<string[]> {
  const problems: string[] = [];
  const plain = [...site.footer.resources, ...site.footer.legal].filter((item) => !("to" in item) || !item.to).map((item) => item.label);
  const looks = await page.evaluate((labels) => {
    const footer = document.querySelector("footer")!;
    const look = (el: Element) => {
      const s = getComputedStyle(el);
      return { tag: el.tagName, underline: s.textDecorationLine.includes("underline"), cursor: s.cursor, color: s.color };
    };
    const items = [...footer.querySelectorAll("li > *")].filter((el) => labels.includes((el.textContent ?? "").trim()));
    const links = [...footer.querySelectorAll("nav a[href]")];
    return { items: items.map((el) => ({ text: (el.textContent ?? "").trim(), ...look(el) })), links: links.map(look) };
  }, plain);
  if (looks.items.length !== plain.length)
    problems.push(`${label}: found ${looks.items.length} of the ${plain.length} footer items without a destination`);
  const linkColors = new Set(looks.links.map((l) => l.color));
  if (looks.links.length === 0 || looks.links.some((l) => !l.underline)) problems.push(`${label}: footer links are not all underlined`);
  for (const item of looks.items) {
    if (item.tag === "A") problems.push(`${label}: "${item.text}" is a link without a destination`);
    if (item.underline) problems.push(`${label}: "${item.text}" is underlined like a link`);
    if (item.cursor === "pointer") problems.push(`${label}: "${item.text}" shows a pointer cursor`);
    if (linkColors.has(item.color)) problems.push(`${label}: "${item.text}" has the links' colour ${item.color}`);
  }
  // A link's words on one line: a name broken in a column reads as two items.
  const wrapped = await page.evaluate(() =>
    [...document.querySelectorAll("footer li > a")].flatMap((link) => {
      const range = document.createRange();
      range.selectNodeContents(link);
      const lines = new Set([...range.getClientRects()].filter((r) => r.width > 1).map((r) => Math.round(r.top))).size;
      return lines > 1 ? [`"${(link.textContent ?? "").trim()}"`] : [];
    }),
  );
  if (wrapped.length > 0) problems.push(`${label}: footer links broken over two lines: ${wrapped.join(", ")}`);
  return problems;
}

/** WCAG relative luminance of an sRGB colour (0-255 channels). */
function luminance([r, g, b]: number[]): number {
  const lin = (c: number) => {
    const v = c / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}
const contrast = (a: number[], b: number[]) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
};

/** 10: the "Error 404" label on its real background (axe cannot see through gradients). Leaves the label hidden. */
async function notFoundLabelProblems(page: Page, label: string): Promise<string[]> {
  const eyebrow = page.locator("main p", { hasText: /^Error 404$/i }).first();
  if ((await eyebrow.count()) === 0) return [`${label}: no "Error 404" label`];
  const color = await eyebrow.evaluate((el) => getComputedStyle(el).color);
  const text = (color.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map(Number);
  // Hide the glyphs and photograph the box: these are the pixels the text sits on.
  await eyebrow.evaluate((el) => ((el as HTMLElement).style.color = "transparent"));
  await nextFrames(page, "the 404 label's text hidden");
  const { data, info } = await sharp(await eyebrow.screenshot({ animations: "disabled" }))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  let worst = Infinity;
  for (let i = 0; i < data.length; i += info.channels) worst = Math.min(worst, contrast(text, [data[i], data[i + 1], data[i + 2]]));
  return worst >= 4.5 ? [] : [`${label}: "Error 404" is ${worst.toFixed(2)}:1 on its background (needs 4.5:1)`];
}

/** Where Apply is kept in reach: the header, and below 768 px the phone action bar at the bottom. */
const IN_REACH = `:is(header[data-solid], nav[aria-label="${site.ui.quickActionsLabel}"]) a[href="${APPLY_TO}"]`;

/** The Apply links in reach that are visible now, with their boxes. */
const visibleApply = (page: Page) =>
  page.locator(IN_REACH).evaluateAll((links) =>
    links
      .filter((a) => a.checkVisibility({ opacityProperty: true, visibilityProperty: true }))
      .map((a) => {
        const r = a.getBoundingClientRect();
        return { text: (a.textContent ?? "").trim(), top: r.top, bottom: r.bottom, left: r.left, right: r.right };
      }),
  );

/** 11 and 12 at 375: Apply on screen after scrolling; the open menu; the menu closes after navigating. */
async function phoneHeaderChecks(page: Page, label: string): Promise<string[]> {
  const problems: string[] = [];
  await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight / 2, behavior: "instant" }));
  // The action bar slides in once the hero's own actions have scrolled away: wait for it to be in.
  await reached(
    page.waitForFunction(
      (sel) =>
        [...document.querySelectorAll(sel)].some((a) => {
          const r = a.getBoundingClientRect();
          return a.checkVisibility({ visibilityProperty: true }) && r.top >= 0 && r.bottom <= innerHeight;
        }),
      IN_REACH,
      EVERY_FRAME,
    ),
  );
  await animationsSettled(page, "scrolled halfway");
  const onScreen = (await visibleApply(page)).filter((a) => a.top >= 0 && a.bottom <= 812 && a.left >= 0 && a.right <= 375);
  if (onScreen.length !== 1) problems.push(`${label}: after scrolling, ${onScreen.length} Apply links on screen in the bars, expected 1`);
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));

  const button = page.locator(MENU_BUTTON).first();
  if ((await button.count()) === 0) return [...problems, `${label}: no mobile menu button (${MENU_BUTTON})`];
  await button.click();
  if (
    !(await reached(
      page.waitForFunction((sel) => document.querySelector(sel)?.getAttribute("aria-expanded") === "true", MENU_BUTTON, EVERY_FRAME),
    ))
  )
    return [...problems, `${label}: menu button did not set aria-expanded="true" when clicked`];
  const menuId = await button.getAttribute("aria-controls");
  const panel = page.locator(`[id="${menuId}"]`);
  await animationsSettled(page, "the menu open");
  const email = `${site.emails.info}@${site.domain}`;
  for (const [what, selector] of [
    ["Apply", `a[href="${APPLY_TO}"]`],
    ["phone", `a[href="tel:${site.phone.e164}"]`],
    ["e-mail", `a[href="mailto:${email}"]`],
  ]) {
    if (!(await panel.locator(`${selector}:visible`).first().isVisible()))
      problems.push(`${label}: the open menu has no visible ${what} link (${selector})`);
  }
  // Opening the menu changes the header and nothing else: axe and the other two engines look
  // there (the whole page was checked with the menu closed).
  problems.push(...(await axeProblems(page, `${label} menu open`, { within: "header" })));
  problems.push(...(await a11yEngineFindings(page, "header")).map(describeFinding(`${label} menu open`)));

  // Another page loaded from the menu (a document load: plain links): the menu is closed on arrival.
  // (Search, first in the menu, is a link only without JavaScript: here a button, role="button".)
  const link = panel.locator(`a[href^="/"]:not([aria-current="page"]):not([href="${APPLY_TO}"]):not([role="button"])`).first();
  const href = (await link.getAttribute("href")) ?? "";
  await Promise.all([page.waitForURL((u) => u.pathname === href), link.click()]);
  const closed = await reached(
    page.waitForFunction(
      ({ sel, id }) => {
        const b = document.querySelector(sel);
        const first = document.getElementById(id ?? "")?.querySelector("a");
        return (
          b?.getAttribute("aria-expanded") === "false" &&
          !!first &&
          !first.checkVisibility({ visibilityProperty: true, opacityProperty: true })
        );
      },
      { sel: MENU_BUTTON, id: menuId },
      EVERY_FRAME,
    ),
  );
  if (!closed) problems.push(`${label}: after following "${href}" from the menu, the menu is still open`);
  return problems;
}

/** 11 at 1280: Apply inside the header bar; followed, it lands on its target. */
async function desktopHeaderChecks(page: Page, label: string): Promise<string[]> {
  const problems: string[] = [];
  const applies = await visibleApply(page);
  const barBottom = await page.evaluate(() => document.querySelector("header")!.getBoundingClientRect().bottom);
  if (applies.length !== 1) problems.push(`${label}: ${applies.length} visible Apply links in the header, expected 1`);
  for (const a of applies) {
    if (a.text !== APPLY.label) problems.push(`${label}: header Apply reads "${a.text}"`);
    if (a.top < 0 || a.bottom > barBottom || a.right > 1280)
      problems.push(`${label}: header Apply is not inside the bar (${JSON.stringify(a)}, the bar ends at ${barBottom})`);
  }
  if (applies.length === 0) return problems;
  const [pathname, anchor] = APPLY_TO.split("#");
  await Promise.all([
    page.waitForURL((u) => u.pathname === pathname && u.hash === `#${anchor}`),
    page.locator(`header[data-solid] a[href="${APPLY_TO}"]`).filter({ visible: true }).first().click(),
  ]);
  if (!(await reached(page.waitForFunction((id) => document.getElementById(id) !== null, anchor, EVERY_FRAME))))
    problems.push(`${label}: Apply goes to ${APPLY_TO}, which has no #${anchor}`);
  return problems;
}

export function defineVisitTests(viewport: ViewportName): void {
  describe.each(ROUTES)("$path", (route) => {
    test(`@${viewport}: hydration order, photos, image sizes, layout shifts, scripts, links, fonts, axe, IBM, HTML_CodeSniffer, phone first, header and menu, errors`, async () => {
      let framework: Held | undefined;
      const scripts = new Set<string>();
      const deviceScaleFactor = IMAGE_SIZE_DPR[VIEWPORTS[viewport].width];
      const { context, page, problems, label } = await openRoute(route, viewport, {
        deviceScaleFactor,
        waitUntil: "commit",
        setup: async (ctx) => {
          framework = await hold(ctx, FRAMEWORK_SCRIPT);
          ctx.on("request", (request) => {
            if (request.resourceType() === "script" && request.url().startsWith(origin()))
              scripts.add(new URL(request.url()).pathname.slice(1));
          });
        },
      });
      try {
        await hydrationChecks(page, framework!, route, label, problems);
        if (viewport === "mobile") {
          problems.push(...(await phoneFirstProblems(page, route, label)));
          // Lighthouse reads contrast before any scroll, while the sections below the first screen
          // are still skipped placeholders (content-visibility): their content must not be measured
          // against what follows them.
          problems.push(...(await axeProblems(page, `${label} unscrolled`, { rules: ["color-contrast"] })));
        }
        await scrollThrough(page, label);
        await restingPageChecks(page, route, scripts, label, problems);
        problems.push(...(await imageSizeProblems(page, label, deviceScaleFactor)));
        problems.push(...(await linkProblems(page, route, label)));
        problems.push(...(await fontProblems(page, label)));
        problems.push(...(await footerProblems(page, label)));
        await pauseRotation(page);
        problems.push(...(await axeProblems(page, `${label} menu closed`)));
        problems.push(...(await a11yEngineFindings(page)).map(describeFinding(`${label} menu closed`)));
        if (route.path === "/") problems.push(...(await navBarOverPhotoProblems(page, label)));
        if (route.notFound) problems.push(...(await notFoundLabelProblems(page, label)));
        const violations = () => page.evaluate(() => window.__probe.csp).then((list) => list.map((v) => `${label}: ${v}`));
        problems.push(...(await violations()));
        problems.push(...(viewport === "mobile" ? await phoneHeaderChecks(page, label) : await desktopHeaderChecks(page, label)));
        // The page just loaded has its own probe (an init script of every document).
        problems.push(...(await violations()));
        assertNoProblems(problems, label);
      } finally {
        await framework?.release();
        await context.close();
      }
    });
  });
}
