// Without JavaScript (javaScriptEnabled: false), every route at 375 and 1280 px, one load each:
// - every word of every section is visible (nothing that holds section text is display:none,
//   visibility:hidden or opacity 0, e.g. by a reveal effect waiting for a script);
// - every photo shows as it will stay: opacity 1, cropped to cover, a box of its own, and the
//   hero photo (the largest paint) loaded: nothing waits for a script to reveal a photo;
// - the navigation is complete (the links content/site.json names), each link clickable where it
//   shows or after the menu toggle (a <details>/CSS toggle must work without scripts), and the
//   first followed (every one of them from /);
// - every element is styled exactly as by the original stylesheets (Gatsby's chunk CSS files, in
//   their order, inlined whole, swapped into the same page): moving all but the first screen's
//   rules into /page-css/ (plugins/first-paint/criticalCss.ts) changed where rules load, never which rule
//   wins. Without scripts, so no state a script sets differs between the two readings.
import fs from "fs";
import path from "path";
import type { Page } from "playwright-core";
import site from "../../content/site.json";
import { pagePath } from "../../plugins/head";
import { gatsbyInlinedStylesheets } from "../../plugins/first-paint";
import { hold, layOutEverySection, openRoute, origin, describeElementSource, reached, type Held } from "./browser";
import { ROUTES, VIEWPORTS, assertNoProblems, requireBuild, type Route, type ViewportName } from "./routes";

const publicDir = requireBuild();
const NAV_HREFS = site.nav.map((item) => pagePath(item.to));
/** Gatsby's inlined stylesheets, by the attribute plugins/first-paint reads them by. */

declare global {
  interface Window {
    /** Every element's computed style, read by readComputedStyles (one entry per element). */
    __nojsStyles?: Array<{ element: string; values: Map<string, string> }>;
  }
}

/**
 * Reads the computed style of every element and keeps it in the page (the strings never cross the
 * DevTools protocol, which was most of this test's time). With `compare`, reads again and resolves
 * to what differs from the kept reading, per element ("TAG.class property: A split, B original").
 * Margins are read as computed (`auto` stays `auto`, from the Typed OM), not as getComputedStyle's
 * resolved used values: what this compares is which rules win, not layout.
 */
function readComputedStyles(page: Page, compare: boolean): Promise<string[]> {
  return page.evaluate((compare) => {
    const now = [...document.querySelectorAll("body *:not(link):not(script):not(style)")].map((element) => {
      const style = getComputedStyle(element);
      const typed = element.computedStyleMap();
      const values = new Map<string, string>();
      for (let i = 0; i < style.length; i++) {
        const property = style[i];
        values.set(property, property.startsWith("margin") ? String(typed.get(property)) : style.getPropertyValue(property));
      }
      return { element: `${element.tagName}.${element.getAttribute("class") ?? ""}`, values };
    });
    const before = window.__nojsStyles;
    window.__nojsStyles = now;
    if (!compare) return [];
    if (!before || before.length !== now.length)
      return [`${now.length} elements with the original stylesheets, ${before?.length ?? 0} with the split ones`];
    return now.flatMap(({ element, values }, i) => {
      const was = before[i].values;
      const changes: string[] = [];
      for (const [property, value] of values)
        if (was.get(property) !== value) changes.push(`${property}: ${was.get(property) ?? "unset"} split, ${value} original`);
      for (const [property, value] of was) if (!values.has(property)) changes.push(`${property}: ${value} split, unset original`);
      return changes.length > 0 ? [`${element} ${changes.join(", ")}`] : [];
    });
  }, compare);
}

/**
 * A page with every stylesheet applied, the fonts in (text widths size shrink-to-fit boxes) and no
 * transition running (a rule of the deferred file can start one: /about's visit button fades from
 * its first-screen look when the file arrives, off screen).
 */
async function atRest(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every((link) => link.sheet !== null),
  );
  // Every photo's box and every size read as it will be seen.
  await layOutEverySection(page, "stylesheets in");
}

/**
 * The same page as it was before the split: each of Gatsby's inline stylesheets holding its whole
 * chunk stylesheet (Gatsby's own), in their order, and no deferred file. Swapped in place, so the
 * two readings are of the very same document; resolves once the swap has settled.
 */
async function useOriginalStylesheets(page: Page, route: Route): Promise<void> {
  // Which inline <style> came from which file is read by first-paint's one reader of Gatsby's
  // markup (over the HTML the page was served); each is found in the page by its CSS.
  const inlined = gatsbyInlinedStylesheets(fs.readFileSync(path.join(publicDir, route.html), "utf8")).map(({ href, css }) => ({
    split: css,
    original: fs.readFileSync(path.join(publicDir, href), "utf8"),
  }));
  const missing = await page.evaluate((sheets) => {
    const styles = [...document.querySelectorAll("style")];
    const lost = sheets.filter((sheet) => {
      const style = styles.find((s) => s.textContent === sheet.split);
      if (style) style.textContent = sheet.original;
      return !style;
    }).length;
    document.querySelector('link[rel="stylesheet"][href^="/page-css/"]')?.remove();
    return lost;
  }, inlined);
  if (missing > 0) throw new Error(`${route.path}: ${missing} of the built page's inlined stylesheets are not in the page`);
  await atRest(page);
}

/** Section text hidden without scripts, each named with the element that hides it. */
async function hiddenText(page: Page, viewport: ViewportName): Promise<string[]> {
  await page.evaluate(describeElementSource); // evaluate runs through the DevTools protocol, scripts off or not
  const hidden = await page.evaluate(() => {
    const describe = (window as unknown as { __describe: (el: Element) => string }).__describe;
    const main = document.querySelector("main");
    if (!main) return ["no <main> element"];
    const out: string[] = [];
    const seen = new Set<Element>();
    // A disclosure (<details>) opens at its summary without scripts: its text is read opened, as
    // a visitor who opens it sees it.
    for (const disclosure of main.querySelectorAll("details:not([open])")) (disclosure as HTMLDetailsElement).open = true;
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = (node.textContent ?? "").trim();
      const parent = node.parentElement;
      if (!text || !parent || parent.closest("script, style, template, noscript")) continue;
      // A closed <select>'s options, and an alternate the page hides from everyone by design
      // (aria-hidden: the calculator's other level's questions, its note after hydration).
      if (parent.closest('option, [aria-hidden="true"]')) continue;
      if (parent.checkVisibility({ opacityProperty: true, visibilityProperty: true, contentVisibilityAuto: true })) continue;
      // name the outermost element that hides it, once
      let culprit: Element = parent;
      for (let el: Element | null = parent; el && el !== document.body; el = el.parentElement) {
        const s = getComputedStyle(el);
        if (s.display === "none" || s.visibility === "hidden" || s.opacity === "0" || el.hasAttribute("hidden")) culprit = el;
      }
      if (seen.has(culprit)) continue;
      seen.add(culprit);
      culprit.setAttribute("data-nojs-hidden", String(out.length));
      const s = getComputedStyle(culprit);
      const why =
        s.display === "none"
          ? "display:none"
          : s.visibility === "hidden"
            ? "visibility:hidden"
            : s.opacity === "0"
              ? "opacity:0"
              : "hidden";
      out.push(`text "${text.slice(0, 50)}" is invisible (${why} on ${describe(culprit)})`);
    }
    return out;
  });
  if (hidden.length === 0) return [];
  // Responsive alternates (e.g. a table's per-cell labels shown only on narrow screens) are hidden
  // at one width by design: they count only if hidden at the other width too.
  const other = viewport === "mobile" ? VIEWPORTS.desktop : VIEWPORTS.mobile;
  await page.setViewportSize(other);
  const shownElsewhere: number[] = await page.evaluate(() =>
    [...document.querySelectorAll("[data-nojs-hidden]")]
      .filter((el) => el.checkVisibility({ opacityProperty: true, visibilityProperty: true }))
      .map((el) => Number(el.getAttribute("data-nojs-hidden"))),
  );
  await page.setViewportSize(VIEWPORTS[viewport]);
  return hidden.filter((_h, i) => !shownElsewhere.includes(i));
}

/** Every photo as it will stay, and the hero loaded. */
async function photoProblems(page: Page, route: Route): Promise<string[]> {
  const problems: string[] = [];
  const photos = await page.$$eval("img", (imgs) =>
    imgs.map((img) => {
      const style = getComputedStyle(img);
      return {
        src: (img.getAttribute("src") ?? "").slice(0, 90),
        hero: img.getAttribute("fetchpriority") === "high",
        loaded: img.complete && img.naturalWidth > 0,
        empty: img.offsetWidth === 0 || img.offsetHeight === 0,
        objectFit: style.objectFit,
        opacity: style.opacity,
      };
    }),
  );
  const heroes = photos.filter((p) => p.hero);
  // One hero photo, none on a page that opens with a plain banner (no photo in its hero).
  const heroesExpected = route.plainBanner ? 0 : 1;
  if (!route.notFound && heroes.length !== heroesExpected)
    problems.push(`${heroes.length} high-priority hero photos, expected ${heroesExpected}`);
  for (const hero of heroes) if (!hero.loaded) problems.push(`the hero photo did not load: ${hero.src}`);
  for (const photo of photos) {
    if (photo.empty) problems.push(`${photo.src} has an empty box`);
    if (photo.objectFit !== "cover") problems.push(`${photo.src} has object-fit ${photo.objectFit}, expected cover`);
    if (photo.opacity !== "1") problems.push(`${photo.src} has opacity ${photo.opacity}`);
  }
  return problems;
}

/** Shows the main navigation's links where a toggle hides them (a <details>/CSS toggle works without scripts). */
async function openNavToggle(page: Page): Promise<void> {
  const hiddenLink = await page
    .locator("header nav a[href]")
    .evaluateAll((links) => links.some((a) => !a.checkVisibility({ visibilityProperty: true, opacityProperty: true })));
  if (!hiddenLink) return;
  const toggle = page.locator("header nav summary, header nav button, header nav label[for]").first();
  if ((await toggle.count()) > 0 && (await toggle.isVisible())) await toggle.click();
}

/** The navigation is complete: every link content/site.json names, shown and clickable (without clicking). */
async function navLinkProblems(page: Page): Promise<string[]> {
  const problems: string[] = [];
  const hrefs = await page.locator("header nav a[href]").evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
  if (JSON.stringify(hrefs) !== JSON.stringify(NAV_HREFS))
    problems.push(`the nav links are ${JSON.stringify(hrefs)}, content/site.json names ${JSON.stringify(NAV_HREFS)}`);
  await openNavToggle(page);
  for (const href of hrefs) {
    const link = page.locator(`header nav a[href="${href}"]`).first();
    // Shown, and would receive the click (Playwright's actionability checks, without clicking).
    if (!(await link.isVisible()) || !(await reached(link.click({ trial: true }))))
      problems.push(`nav link ${href} is not visible and clickable without JavaScript`);
  }
  return problems;
}

/** The navigation works: the first link to another page (every link from /) followed, without scripts. */
async function navFollowProblems(page: Page, route: Route, followAll: boolean): Promise<string[]> {
  const problems: string[] = [];
  for (const href of followAll ? NAV_HREFS : NAV_HREFS.filter((h) => h !== route.path).slice(0, 1)) {
    await page.goto(origin() + route.path, { waitUntil: "domcontentloaded" });
    await openNavToggle(page);
    const target = new URL(href, origin()).pathname;
    await Promise.all([
      page.waitForURL((u) => u.pathname === target, { waitUntil: "commit" }),
      page.locator(`header nav a[href="${href}"]`).first().click(),
    ]).catch(() => problems.push(`nav link ${href} did not navigate without JavaScript`));
  }
  return problems;
}

describe.each(ROUTES)("$path", (route) => {
  for (const viewport of ["mobile", "desktop"] as ViewportName[]) {
    test(`@${viewport} without JavaScript: text and photos visible, nav complete and working, styles as the original stylesheets`, async () => {
      let fonts: Held | undefined;
      const { context, page, problems, label } = await openRoute(route, viewport, {
        javaScriptEnabled: false,
        // The web fonts are held until both style readings are taken: with font-display: optional
        // whether a font arrives in time to be used is the network's doing, and both readings must
        // set text in the same faces (the metric-matched fallbacks). Preloads hold the load event.
        waitUntil: "domcontentloaded",
        setup: async (ctx) => {
          fonts = await hold(ctx, /\.woff2$/);
        },
      });
      try {
        await atRest(page);
        problems.push(...(await hiddenText(page, viewport)).map((p) => `${label} no-JS: ${p}`));
        problems.push(...(await photoProblems(page, route)).map((p) => `${label} no-JS: ${p}`));
        problems.push(...(await navLinkProblems(page)).map((p) => `${label} no-JS: ${p}`));
        await readComputedStyles(page, false);
        await useOriginalStylesheets(page, route);
        const differences = await readComputedStyles(page, true);
        if (differences.length > 0)
          problems.push(
            `${label}: ${differences.length} elements styled differently than by the original stylesheets:\n    ${differences.slice(0, 5).join("\n    ")}`,
          );
        await fonts!.release();
        // Last: it navigates, from fresh loads of the page (the original stylesheets are gone).
        problems.push(
          ...(await navFollowProblems(page, route, route.path === "/" && viewport === "desktop")).map((p) => `${label} no-JS: ${p}`),
        );
        assertNoProblems(problems, label);
      } finally {
        await fonts?.release();
        await context.close();
      }
    });
  }
});
