// Actions where they are needed, in Chromium:
// - from 1024 px the header offers the action set (site.json quickActions: Apply, Visit, Request
//   Information) with working targets, Apply as the one filled button, each on one line, clear of
//   the five links and inside the screen (1024, 1280 and 1920 px);
// - at 375 px the phone action bar is tucked away on load on / and /admissions while the hero's
//   own actions show (none of them covered), slides in once they have scrolled away and
//   goes again when they come back, with no layout shift and only transform and opacity moving;
// - a link to a section (every call to action whose `to` has a #) lands with the section's top just
//   below the nav bar, though the sections below the first screen are laid out only near it: a
//   page opened at it, with and without scripts, and a link to it on its own page (a glide).
import type { Page } from "playwright-core";
import site from "../../content/site.json";
import { pageHref } from "../../src/lib/links";
import { EVERY_FRAME, animationsSettled, hydrated, inPageWait, nextFrames, openRoute, withRoute, origin, reached } from "./browser";
import { assertNoProblems, routeByPath as route } from "./routes";

const QUICK = site.quickActions.map((id) => site.callsToAction.find((c) => c.id === id)!);
const BAR = `nav[aria-label="${site.ui.quickActionsLabel}"]`;
/** The hero's own actions: the mark PageHero gives them (HERO_ACTIONS in src/components/ActionBar). */
const HERO_ACTIONS = '[data-actions="hero"]';

interface HeaderLink {
  text: string;
  href: string;
  box: { left: number; right: number; top: number; bottom: number };
  lines: number;
  filled: boolean;
  inNav: boolean;
}

/** The header's visible links (the skip link aside): words on screen, box, lines, filled or not. */
function headerLinks(page: Page): Promise<HeaderLink[]> {
  return page.evaluate(() => {
    const header = document.querySelector("header")!;
    return [...header.querySelectorAll("a")]
      .filter((a) => a.checkVisibility({ visibilityProperty: true, opacityProperty: true }) && !a.getAttribute("href")?.startsWith("#"))
      .map((a) => {
        const r = a.getBoundingClientRect();
        // Lines of the words on screen (one rect per line of a text node).
        const shown = [...a.childNodes].filter((n) => n.nodeType === 3);
        const tops = new Set<number>();
        for (const node of shown) {
          const range = document.createRange();
          range.selectNodeContents(node);
          for (const rect of range.getClientRects()) tops.add(Math.round(rect.top));
        }
        const bg = getComputedStyle(a).backgroundColor;
        return {
          text: shown
            .map((n) => n.textContent)
            .join("")
            .trim(),
          href: a.getAttribute("href") ?? "",
          box: { left: r.left, right: r.right, top: r.top, bottom: r.bottom },
          lines: tops.size,
          filled: bg !== "rgba(0, 0, 0, 0)" && bg !== "transparent",
          inNav: !!a.closest("nav"),
        };
      });
  });
}

const overlap = (a: HeaderLink["box"], b: HeaderLink["box"]) =>
  a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;

describe("the header's actions", () => {
  for (const width of [1024, 1280, 1920]) {
    test(`@${width}: Apply, Visit and Request Information with working targets, on one line each, clear of the links`, async () => {
      const problems: string[] = [];
      for (const path of ["/", "/admissions/"]) {
        await withRoute(route(path), { width, height: 900 }, {}, async ({ page, problems: pageProblems, label }) => {
          await hydrated(page, label);
          await page.evaluate(() => document.fonts.ready);
          const links = await headerLinks(page);
          const navLinks = links.filter((l) => l.inNav);
          if (navLinks.length !== site.nav.length)
            problems.push(`${label}: ${navLinks.length} links in the main navigation, expected ${site.nav.length}`);
          const viewport = { width, header: await page.evaluate(() => document.querySelector("header")!.getBoundingClientRect().bottom) };
          for (const cta of QUICK) {
            const found = links.filter((l) => !l.inNav && l.text === cta.label);
            if (found.length !== 1) {
              problems.push(`${label}: ${found.length} visible "${cta.label}" in the header, expected 1`);
              continue;
            }
            const [link] = found;
            if (link.lines !== 1) problems.push(`${label}: "${cta.label}" takes ${link.lines} lines`);
            if (link.box.left < 0 || link.box.right > viewport.width || link.box.top < 0 || link.box.bottom > viewport.header)
              problems.push(`${label}: "${cta.label}" is not inside the header bar (${JSON.stringify(link.box)})`);
            for (const nav of navLinks)
              if (overlap(link.box, nav.box)) problems.push(`${label}: "${cta.label}" overlaps the link "${nav.text}"`);
            // Apply is the one filled button; the others are light text links.
            const primary = cta.id === site.headerAction;
            if (link.filled !== primary) problems.push(`${label}: "${cta.label}" is ${link.filled ? "" : "not "}a filled button`);
            // Where it leads: the page's anchor exists, or an e-mail to admissions with a subject.
            if ("to" in cta && cta.to) {
              // The build writes page paths with their trailing slash ("/about/#visit").
              const bare = (href: string) => href.replace(/\/(?=#|$)/, "");
              if (bare(link.href) !== bare(cta.to)) problems.push(`${label}: "${cta.label}" goes to ${link.href}, expected ${cta.to}`);
              const [pathname, anchor] = link.href.split("#");
              const response = await page.request.get(origin() + pathname);
              const html = await response.text();
              if (response.status() !== 200 || (anchor && !html.includes(`id="${anchor}"`)))
                problems.push(
                  `${label}: "${cta.label}" goes to ${link.href}: ${response.status()}${anchor ? `, #${anchor} ${html.includes(`id="${anchor}"`) ? "found" : "missing"}` : ""}`,
                );
            } else if ("email" in cta && cta.email) {
              const address = `${site.emails[cta.email as keyof typeof site.emails]}@${site.domain}`;
              const url = new URL(link.href);
              if (url.protocol !== "mailto:" || url.pathname !== address || url.searchParams.get("subject") !== cta.subject)
                problems.push(
                  `${label}: "${cta.label}" goes to ${link.href}, expected mail to ${address} with the subject "${cta.subject}"`,
                );
            }
          }
          for (const nav of navLinks) if (nav.lines !== 1) problems.push(`${label}: the link "${nav.text}" takes ${nav.lines} lines`);
          const wide = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
          if (wide > 0) problems.push(`${label}: the page is ${wide} px wider than the screen`);
          problems.push(...pageProblems);
        });
      }
      assertNoProblems(problems, `header actions @${width}`);
    });
  }
});

/** Where the phone action bar and the hero's actions are, and whether each can be seen. */
function barState(page: Page) {
  return page.evaluate(
    ({ bar, hero }) => {
      const el = document.querySelector(bar)!;
      const actions = document.querySelector(hero);
      const top = document.querySelector("header")!.getBoundingClientRect().bottom;
      // Each hero action with any part between the nav bar and the screen's foot: is it what a
      // press in the middle of that part reaches (nothing fixed over it)?
      const links = [...(actions?.querySelectorAll("a") ?? [])].map((a) => {
        const r = a.getBoundingClientRect();
        const from = Math.max(r.top, top);
        const to = Math.min(r.bottom, innerHeight);
        const hit = to > from ? document.elementFromPoint(r.left + r.width / 2, (from + to) / 2) : null;
        return { whole: r.top >= top && r.bottom <= innerHeight, seen: to > from, reached: !!hit && (hit === a || a.contains(hit)) };
      });
      return {
        shown: el.checkVisibility({ visibilityProperty: true, opacityProperty: true }),
        data: el.getAttribute("data-shown"),
        barBottom: el.getBoundingClientRect().bottom,
        transition: getComputedStyle(el).transitionProperty,
        heroActionsOnScreen: links.length > 0 && links[0].whole,
        covered: links.filter((l) => l.seen && !l.reached).length,
        actionsBottom: actions ? actions.getBoundingClientRect().bottom + scrollY : 0,
        shifts: window.__probe.shifts.length,
        vh: innerHeight,
      };
    },
    { bar: BAR, hero: HERO_ACTIONS },
  );
}

const barIs = (page: Page, shown: boolean) =>
  reached(
    page.waitForFunction(
      ({ bar, shown }) => {
        const el = document.querySelector(bar);
        return !!el && el.checkVisibility({ visibilityProperty: true }) === shown;
      },
      { bar: BAR, shown },
      EVERY_FRAME,
    ),
  );

describe("the phone action bar", () => {
  for (const path of ["/", "/admissions/"]) {
    test(`${path} @375: tucked away while the hero's actions show, in once they have scrolled away, no layout shift`, async () => {
      await withRoute(route(path), { width: 375, height: 812 }, {}, async ({ page, problems, label }) => {
        // On load (before or after hydration: the styles and then the script agree).
        let state = await barState(page);
        if (!state.heroActionsOnScreen) problems.push(`${label}: the hero's first action is not whole in the first screen`);
        if (state.shown) problems.push(`${label}: the action bar shows on load, over the hero's actions`);
        await hydrated(page, label);
        // The bar has looked once its observer has reported (data-shown set): after hydration,
        // and after its own part of the page has hydrated (Layout's boundaries hydrate in turn).
        if (!(await reached(page.waitForFunction((bar) => document.querySelector(bar)?.hasAttribute("data-shown"), BAR, EVERY_FRAME))))
          problems.push(`${label}: the bar never looked for the hero's actions (no data-shown after hydration)`);
        await animationsSettled(page, "hydrated");
        state = await barState(page);
        if (state.shown || state.data !== "false") problems.push(`${label}: after hydration the bar shows (data-shown ${state.data})`);
        if (state.covered > 0) problems.push(`${label}: ${state.covered} of the hero's actions on screen covered`);
        const transitions = state.transition.split(/,\s*/).filter((p) => !["transform", "opacity", "visibility", "all"].includes(p));
        if (state.transition.includes("all") || transitions.length > 0)
          problems.push(`${label}: the bar transitions ${state.transition} (transform and opacity only)`);

        const shiftsBefore = state.shifts;
        await page.evaluate((y) => window.scrollTo({ top: y, behavior: "instant" }), state.actionsBottom);
        if (!(await barIs(page, true))) problems.push(`${label}: the bar does not appear once the hero's actions have scrolled away`);
        await animationsSettled(page, "the bar in");
        state = await barState(page);
        if (Math.round(state.barBottom) !== state.vh)
          problems.push(`${label}: the shown bar ends at ${state.barBottom}, not the screen's foot`);

        await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
        if (!(await barIs(page, false))) problems.push(`${label}: the bar stays when the hero's actions are back on screen`);
        await animationsSettled(page, "the bar out");
        state = await barState(page);
        if (state.shifts !== shiftsBefore)
          problems.push(`${label}: ${state.shifts - shiftsBefore} layout shift(s) while the bar came and went`);
        problems.push(...(await page.evaluate(() => window.__probe.csp)).map((v) => `${label}: ${v}`));
        assertNoProblems(problems, label);
      });
    });
  }
});

declare global {
  interface Window {
    /** Resolves at the next scrollend (set before a click on a link to a section). */
    __scrollEnded?: Promise<void>;
  }
}

const SECTION_LINKS = [...new Set(site.callsToAction.flatMap((cta) => ("to" in cta && cta.to?.includes("#") ? [pageHref(cta.to)] : [])))];

/** Where the section the URL names starts, against where it should: the nav bar's offset (scroll-padding-top). */
const sectionTop = (page: Page) =>
  page.evaluate(() => ({
    top: Math.round(document.getElementById(decodeURIComponent(location.hash.slice(1)))!.getBoundingClientRect().top),
    padding: parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop),
  }));

describe("a link to a section", () => {
  for (const viewport of [
    { width: 375, height: 812 },
    { width: 1280, height: 800 },
  ]) {
    test(`@${viewport.width}: ${SECTION_LINKS.join(", ")} each open with the section's top just below the nav bar, before and after the scripts run`, async () => {
      expect(SECTION_LINKS.length).toBeGreaterThan(0);
      const problems: string[] = [];
      for (const href of SECTION_LINKS) {
        for (const javaScriptEnabled of [false, true]) {
          const {
            context,
            page,
            problems: pageProblems,
            label,
          } = await openRoute({ path: href, html: "" }, viewport, { javaScriptEnabled });
          try {
            // The browser's jump is done by the load event (a page without scripts runs no frame
            // callback to wait for); Gatsby jumps to the hash again once hydrated.
            if (javaScriptEnabled) {
              await hydrated(page, label);
              await nextFrames(page, "jumped to the section");
            }
            const { top, padding } = await sectionTop(page);
            if (Math.abs(top - padding) > 1)
              problems.push(`${label}${javaScriptEnabled ? "" : " no-JS"}: the section's top is at ${top} px, not ${padding} px`);
            problems.push(...pageProblems);
          } finally {
            await context.close();
          }
        }
      }
      assertNoProblems(problems, `section links @${viewport.width}`);
    });
  }

  test("@1280: a link on the page to one of its own sections, followed from the keyboard, glides there and stops with its top just below the nav bar", async () => {
    const problems: string[] = [];
    let clicked = 0;
    for (const href of SECTION_LINKS) {
      const path = href.split("#")[0];
      await withRoute({ path, html: "" }, { width: 1280, height: 800 }, {}, async ({ page, problems: pageProblems, label }) => {
        await hydrated(page, label);
        const link = page.locator(`a[href="${href}"]:visible`).first();
        if ((await link.count()) === 0) return;
        // Listening before the click: the glide's end is the moment to read.
        await page.evaluate(() => {
          window.__scrollEnded = new Promise((resolve) => addEventListener("scrollend", () => resolve(), { once: true }));
        });
        // From the keyboard: the link keeps focus, so the jump glides (scroll-behavior on :focus-within).
        await link.focus();
        await page.keyboard.press("Enter");
        clicked++;
        await inPageWait(page, `the glide to ${href} ended`, () => window.__scrollEnded);
        const { top, padding } = await sectionTop(page);
        if (Math.abs(top - padding) > 1)
          problems.push(`${label}: after following ${href}, the section's top is at ${top} px, not ${padding} px`);
        problems.push(...pageProblems);
      });
    }
    expect(clicked).toBeGreaterThan(0);
    assertNoProblems(problems, "links to a section of the same page");
  });
});
