// The phone's chrome on a page at rest (run by the first-screen test at 375 px on every route, on
// its finished page, and shared with chrome.test.ts): the action set one tap away in a bar at the
// bottom of the screen; every link and button at least 44 x 44 px, menu closed and open, every
// <details> open (running text inside paragraphs excepted).
import type { Page } from "playwright-core";
import site from "../../content/site.json";
import { pagePath } from "../../plugins/head";
import { animationsSettled, EVERY_FRAME, hydrated, reached, scrollThrough, MENU_BUTTON, describeElementSource } from "./browser";

export const QUICK_LABELS = site.quickActions.map((id) => site.callsToAction.find((c) => c.id === id)!.label);
export const APPLY = site.callsToAction.find((c) => c.id === site.headerAction)!;
/** Where the header's Apply goes, as rendered (the canonical page URL, then the anchor): never dead. */
export const APPLY_TO: string = APPLY.to
  ? `${pagePath(APPLY.to)}${APPLY.to.includes("#") ? APPLY.to.slice(APPLY.to.indexOf("#")) : ""}`
  : "";
export const BAR = `nav[aria-label="${site.ui.quickActionsLabel}"]`;
export const PHONE = { width: 375, height: 812 };

export async function openMenu(page: Page, label: string): Promise<void> {
  // The button works once React has hydrated the page (a click before that is lost).
  await hydrated(page, label);
  await page.locator(MENU_BUTTON).first().click();
  await page.waitForFunction((sel) => document.querySelector(sel)?.getAttribute("aria-expanded") === "true", MENU_BUTTON, EVERY_FRAME);
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running"));
}

/** Links and buttons smaller than 44 x 44 px (visible ones, outside running text in paragraphs). */
async function smallTargets(page: Page): Promise<string[]> {
  await page.evaluate(describeElementSource);
  return page.evaluate(() => {
    const describe = (window as unknown as { __describe: (el: Element) => string }).__describe;
    return [...document.querySelectorAll("a[href], button, summary")]
      .filter((el) => el.checkVisibility({ visibilityProperty: true, opacityProperty: true }) && !el.closest("p"))
      .map((el) => ({ el, box: el.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 1 && box.height > 1) // the skip link, clipped until focused
      .filter(({ box }) => box.width < 44 || box.height < 44)
      .map(
        ({ el, box }) =>
          `"${(el.textContent ?? "").trim().slice(0, 30)}" ${describe(el)} is ${Math.round(box.width)}x${Math.round(box.height)} px`,
      );
  });
}

/** The bar read at the foot of the page first, then every <details> opened and the menu too for the targets (the menu is left open). */
export async function phoneChromeProblems(page: Page, label: string): Promise<string[]> {
  const problems: string[] = [];
  await scrollThrough(page, label);
  // At the foot of the page the hero's own actions are far away: the bar is in, at rest at the
  // bottom of the screen (once the page's script has looked, on pages whose hero has actions).
  // The foot is asked for again each frame: a scroll the test did not make, after one to the foot
  // (the URL holds #main since the skip-link check), would otherwise be read as the bar's answer.
  const bar = page.locator(BAR);
  const atFoot = await reached(
    page.waitForFunction(
      ({ sel, height }) => {
        window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" });
        const el = document.querySelectorAll(sel);
        return (
          el.length === 1 &&
          el[0].checkVisibility({ visibilityProperty: true }) &&
          Math.round(el[0].getBoundingClientRect().bottom) === height
        );
      },
      { sel: BAR, height: PHONE.height },
      EVERY_FRAME,
    ),
  );
  if (!atFoot) {
    const state = (await bar.count()) === 1 ? `visible ${await bar.isVisible()}, at ${JSON.stringify(await bar.boundingBox())}` : "none";
    problems.push(`${label}: no action bar at the bottom of the screen at the foot of the page (${BAR}: ${state})`);
  } else {
    const labels = await bar.locator("a").evaluateAll((as) =>
      as.map((a) =>
        [...a.querySelectorAll("*"), a]
          .flatMap((el) => [...el.childNodes].filter((n) => n.nodeType === 3 && el.getBoundingClientRect().width > 1))
          .map((n) => n.textContent)
          .join("")
          .trim(),
      ),
    );
    if (JSON.stringify(labels) !== JSON.stringify(QUICK_LABELS)) problems.push(`${label}: the bar offers ${JSON.stringify(labels)}`);
  }
  // That it never covers the focused element is checked on the keyboard test's walk through
  // every control (keyboardChecks.ts, run by the first-screen tests).

  // The targets as the page rests at its top, as a visitor finds it.
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
  await animationsSettled(page, "back at the top");
  await page.evaluate(() => document.querySelectorAll("details").forEach((d) => (d.open = true)));
  problems.push(...(await smallTargets(page)).map((s) => `${label} menu closed: ${s}`));
  await openMenu(page, label);
  problems.push(...(await smallTargets(page)).map((s) => `${label} menu open: ${s}`));
  return problems;
}
