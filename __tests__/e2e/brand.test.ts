// The brand system in a real browser: Apply in reach (the header at 1280 px; at 375 px still on
// screen after the hero has scrolled away, in the phone action bar, and inside the menu with the
// phone and e-mail); the
// fonts come from the site itself and swapping them in moves nothing (the font files are held
// back 1 s and every layout shift is recorded: CLS 0); the 404 label reaches 4.5:1 on the real
// pixels behind it (axe cannot see through gradients); footer items without a destination look
// like text, not links.
import type { Page } from "playwright-core";
import site from "../../content/site.json";
import { openRoute, origin, MENU_BUTTON } from "./browser";
import { ROUTES, assertNoProblems } from "./routes";
import { pagePath } from "../../plugins/head/title";

const APPLY = site.callsToAction.find((c) => c.id === site.headerAction)!;
/** Where the header's Apply goes, as rendered (the canonical page URL, then the anchor): never dead. */
const APPLY_TO: string = APPLY.to ? `${pagePath(APPLY.to)}${APPLY.to.includes("#") ? APPLY.to.slice(APPLY.to.indexOf("#")) : ""}` : "";

/** Where Apply is kept in reach: the header, and below 768 px the phone action bar at the bottom. */
const IN_REACH = `:is(header[data-solid], nav[aria-label="${site.ui.quickActionsLabel}"]) a[href="${APPLY_TO}"]`;

/** The Apply links in reach that are visible now, with their boxes. */
async function visibleApply(page: Page) {
  return page.locator(IN_REACH).evaluateAll((links) =>
    links
      .filter((a) => a.checkVisibility({ opacityProperty: true, visibilityProperty: true }))
      .map((a) => {
        const r = a.getBoundingClientRect();
        return { text: (a.textContent ?? "").trim(), top: r.top, bottom: r.bottom, left: r.left, right: r.right };
      }),
  );
}

describe.each(ROUTES)("$path", (route) => {
  test("@1280: Apply is in the header; @375: still on screen after scrolling past the hero", async () => {
    const problems: string[] = [];
    const desktop = await openRoute(route, "desktop");
    try {
      const applies = await visibleApply(desktop.page);
      if (applies.length !== 1) problems.push(`${desktop.label}: ${applies.length} visible Apply links in the header, expected 1`);
      for (const a of applies) {
        if (a.text !== APPLY.label) problems.push(`${desktop.label}: header Apply reads "${a.text}"`);
        if (a.top < 0 || a.bottom > 64 || a.right > 1280)
          problems.push(`${desktop.label}: header Apply is not inside the bar (${JSON.stringify(a)})`);
      }
      problems.push(...desktop.problems);
    } finally {
      await desktop.context.close();
    }
    const mobile = await openRoute(route, "mobile");
    try {
      await mobile.page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
      await mobile.page.waitForTimeout(300);
      const applies = await visibleApply(mobile.page);
      const onScreen = applies.filter((a) => a.top >= 0 && a.bottom <= 812 && a.left >= 0 && a.right <= 375);
      if (onScreen.length !== 1)
        problems.push(`${mobile.label}: after scrolling, ${onScreen.length} Apply links on screen in the bars, expected 1`);
      else {
        await Promise.all([
          mobile.page.waitForURL((u) => u.pathname + u.hash === APPLY_TO, { timeout: 5000 }),
          mobile.page.locator(`${IN_REACH}:visible`).first().click(),
        ]).catch(() => problems.push(`${mobile.label}: Apply did not go to ${APPLY_TO}`));
        // A client-side navigation renders the new page just after the URL changes: wait for it.
        const target = await mobile.page
          .locator(`#${APPLY_TO.split("#")[1]}`)
          .waitFor({ state: "attached", timeout: 5000 })
          .then(
            () => true,
            () => false,
          );
        if (!target) problems.push(`${mobile.label}: Apply goes to ${APPLY_TO}, which has no #${APPLY_TO.split("#")[1]}`);
      }
      problems.push(...mobile.problems);
    } finally {
      await mobile.context.close();
    }
    assertNoProblems(problems, route.path);
  });
});

test("/ @375: the open menu offers Apply, the phone and the e-mail", async () => {
  const { context, page, problems, label } = await openRoute(ROUTES[0], "mobile");
  try {
    const button = page.locator(MENU_BUTTON).first();
    await button.click();
    const panel = page.locator(`[id="${await button.getAttribute("aria-controls")}"]`);
    const email = `${site.emails.info}@${site.domain}`;
    for (const [what, selector] of [
      ["Apply", `a[href="${APPLY_TO}"]`],
      ["phone", `a[href="tel:${site.phone.e164}"]`],
      ["e-mail", `a[href="mailto:${email}"]`],
    ]) {
      if (!(await panel.locator(`${selector}:visible`).first().isVisible()))
        problems.push(`${label}: the open menu has no visible ${what} link (${selector})`);
    }
    assertNoProblems(problems, label);
  } finally {
    await context.close();
  }
});

describe("fonts", () => {
  test("/ @1280: served from the site, the heading font preloaded and used once, both fonts in use", async () => {
    const { context, page, problems, label } = await openRoute(ROUTES[0], "desktop");
    try {
      const fonts = await page.evaluate(async () => {
        await document.fonts.ready;
        const requests = performance
          .getEntriesByType("resource")
          .map((e) => e as PerformanceResourceTiming)
          .filter((e) => /\.(woff2?|ttf|otf)(\?|$)/.test(e.name));
        const body = getComputedStyle(document.body).fontFamily;
        const h1 = getComputedStyle(document.querySelector("h1")!).fontFamily;
        return {
          urls: requests.map((e) => e.name),
          loaded: [...document.fonts].filter((f) => f.status === "loaded").map((f) => f.family.replace(/"/g, "")),
          body,
          h1,
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
      assertNoProblems(problems, label);
    } finally {
      await context.close();
    }
  });

  describe.each(ROUTES)("$path", (route) => {
    // 412 px at DPR 1.75: Lighthouse's phone (text widths differ by fractions of a pixel from DPR 1).
    test.each([375, 412, 1280])("@%i: no layout shift while the fonts arrive 3 s late (CLS 0)", async (width) => {
      const { context, page, problems, label } = await openRoute(
        route,
        { width, height: width < 768 ? 812 : 800 },
        {
          deviceScaleFactor: width === 412 ? 1.75 : 1,
          waitUntil: "commit",
          reducedMotion: "reduce", // no fades or parallax: any movement left is the font swap's
          // Every font file answers 3 s late, so the page lays out in the fallbacks first (1 s was
          // not always enough on a busy machine to find the fonts still pending after the commit).
          setup: (ctx) =>
            ctx.route(/\.woff2$/, async (r) => {
              await new Promise((resolve) => setTimeout(resolve, 3000));
              await r.continue();
            }),
        },
      );
      try {
        // layout-shift entries are buffered from navigation start, so observing now misses none.
        const result = await page.evaluate(async () => {
          const shifts: Array<{ value: number; sources: string[] }> = [];
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as Array<
              PerformanceEntry & {
                value: number;
                hadRecentInput: boolean;
                sources?: Array<{ node?: Node; previousRect?: DOMRectReadOnly; currentRect?: DOMRectReadOnly }>;
              }
            >) {
              if (!entry.hadRecentInput) {
                shifts.push({
                  value: entry.value,
                  sources: (entry.sources ?? []).map((s) => {
                    const el = s.node instanceof Element ? s.node : s.node?.parentElement;
                    const r = (x?: DOMRectReadOnly) =>
                      x ? `${Math.round(x.x)},${Math.round(x.y)} ${Math.round(x.width)}x${Math.round(x.height)}` : "";
                    return `${s.node?.nodeName} in ${el ? el.outerHTML.slice(0, 60) : "?"} from ${r(s.previousRect)} to ${r(s.currentRect)}`;
                  }),
                });
              }
            }
          }).observe({ type: "layout-shift", buffered: true });
          // Right after the commit the stylesheets may not be parsed yet (no font faces at all):
          // look once the document is parsed, while the delayed files are still on their way.
          if (document.readyState === "loading") await new Promise((r) => document.addEventListener("DOMContentLoaded", r));
          const webFaces = [...document.fonts].filter((f) => /Variable/.test(f.family));
          const swappedLate = webFaces.length > 0 && webFaces.some((f) => f.status !== "loaded");
          await document.fonts.ready;
          await new Promise((r) => setTimeout(r, 500));
          return { shifts, swappedLate, families: [...document.fonts].filter((f) => f.status === "loaded").map((f) => f.family) };
        });
        if (!result.swappedLate) problems.push(`${label}: the fonts were already there: the test saw no swap`);
        const cls = result.shifts.reduce((sum, s) => sum + s.value, 0);
        if (cls > 0)
          problems.push(
            `${label}: CLS ${cls.toFixed(4)} while the fonts swapped in: ${result.shifts.map((s) => `${s.value.toFixed(4)} [${s.sources.join(" | ")}]`).join("; ")}`,
          );
        assertNoProblems(problems, label);
      } finally {
        await context.close();
      }
    });
  });
});

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

test('404 @375 and @1280: the "Error 404" label reaches 4.5:1 on the real pixels behind it', async () => {
  const route = ROUTES.find((r) => r.notFound)!;
  const problems: string[] = [];
  for (const viewport of ["mobile", "desktop"] as const) {
    const { context, page, label } = await openRoute(route, viewport, { reducedMotion: "reduce" });
    try {
      const eyebrow = page.locator("main p", { hasText: /^Error 404$/i }).first();
      const color = await eyebrow.evaluate((el) => getComputedStyle(el).color);
      const text = (color.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map(Number);
      // Hide the glyphs and photograph the box: these are the pixels the text sits on.
      await eyebrow.evaluate((el) => ((el as HTMLElement).style.color = "transparent"));
      const png = await eyebrow.screenshot();
      const sharp = (await import("sharp")).default;
      const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
      let worst = Infinity;
      for (let i = 0; i < data.length; i += info.channels) worst = Math.min(worst, contrast(text, [data[i], data[i + 1], data[i + 2]]));
      if (!(worst >= 4.5)) problems.push(`${label}: "Error 404" is ${worst.toFixed(2)}:1 on its background (needs 4.5:1)`);
    } finally {
      await context.close();
    }
  }
  assertNoProblems(problems, route.path);
});

test("footer @1280: items without a destination look like text, links look like links", async () => {
  const { context, page, problems, label } = await openRoute(ROUTES[0], "desktop");
  try {
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
    assertNoProblems(problems, label);
  } finally {
    await context.close();
  }
});
