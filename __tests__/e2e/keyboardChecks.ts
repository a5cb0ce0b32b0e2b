// Keyboard checks, run on every route at 375 and 1280 px by the first-screen tests once their page
// is complete (firstScreenChecks.ts: hydrated, every stylesheet and font in, motion reduced): the
// first Tab reaches the skip link;
// Tab reaches every visible control (nav, menu button, carousel buttons, calls to action, footer
// links) and each shows a visible focus ring (outline or box-shadow differs from its unfocused
// look, read once its focus transition has finished) and, at 375, sits clear of the fixed nav bar
// and the phone action bar; the skip link moves focus to <main>. On /
// at 375 the mobile menu opens with Enter and Space, Tab moves into it, Escape closes it and
// returns focus to its button.
import type { Page } from "playwright-core";
import { EVERY_FRAME, MENU_BUTTON, describeElementSource, layOutEverySection, reached } from "./browser";
// The phone action bar (below 768 px), which focused controls must never sit under.
import { BAR as ACTION_BAR } from "./phoneChrome";

interface Focused {
  id: string | null;
  tag: string;
  ring: string;
  /** The element focused before, now that focus has left it: its look. */
  previousRing: string | null;
  /** Where the focused element sits when a fixed bar covers it, else null. */
  covered: string | null;
  /** The focused element or the one left runs an animation that never ends. */
  endless: boolean;
}

/** Tabs through the page once from its start; returns problems, the first stop's description first. */
async function tabThrough(page: Page, label: string): Promise<string[]> {
  const problems: string[] = [];
  // What is listed is what the keyboard can reach (a story slide's fade-out that waited off screen
  // has ended).
  await layOutEverySection(page, "every section laid out");
  await page.evaluate(describeElementSource);
  const expected: string[] = await page.evaluate(() => {
    const describe = (window as unknown as { __describe: (el: Element) => string }).__describe;
    const controls = [
      ...document.querySelectorAll<HTMLElement>("a[href], button, summary, [tabindex]:not([tabindex='-1']), input, select, textarea"),
    ];
    return (
      controls
        .filter(
          (el) =>
            !el.matches(":disabled") && !el.closest("[inert]") && el.checkVisibility({ visibilityProperty: true, opacityProperty: true }),
        )
        // A radio group is one Tab stop (its checked radio, else its first); arrows move inside it.
        .filter((el) => {
          if (!(el instanceof HTMLInputElement) || el.type !== "radio" || !el.name) return true;
          const group = [...document.querySelectorAll<HTMLInputElement>(`input[type="radio"][name="${CSS.escape(el.name)}"]`)];
          return el === (group.find((radio) => radio.checked) ?? group[0]);
        })
        .map((el, i) => {
          el.dataset.kbd = String(i);
          return `${i}|${describe(el)}|${(el.textContent ?? "").trim().slice(0, 30) || el.getAttribute("aria-label") || ""}`;
        })
    );
  });
  const nameOf = (id: string) =>
    expected
      .find((e) => e.startsWith(`${id}|`))!
      .split("|")
      .slice(1)
      .join(" ");
  // After each Tab, in one evaluate (a walk is 40 to 80 Tabs): the focused element's ring at rest,
  // the look of the element just left (its unfocused look must differ from its focused one), and
  // whether a fixed bar covers it: it must sit between the nav bar and the phone action bar,
  // unless it is in one of them or taller than the room between them (WCAG 2.4.11). The focus
  // transitions of both elements are finished on the spot, so the looks read are the ones at rest
  // without waiting for frames; an animation without end never rests, and is reported.
  const afterTab = ({ previous, actionBar }: { previous: string | null; actionBar: string }): Focused => {
    const ringOf = (el: Element) => {
      const s = getComputedStyle(el);
      const outline =
        s.outlineStyle !== "none" && parseFloat(s.outlineWidth) > 0 ? `${s.outlineStyle} ${s.outlineWidth} ${s.outlineColor}` : "none";
      return `${outline}|${s.boxShadow}`;
    };
    const el = document.activeElement as HTMLElement | null;
    const left = previous === null ? null : document.querySelector(`[data-kbd="${previous}"]`);
    const moving = [el, left].flatMap((target) => target?.getAnimations() ?? []);
    const endless = moving.filter((a) => a.effect?.getComputedTiming().endTime === Infinity);
    moving.filter((a) => !endless.includes(a)).forEach((a) => a.finish());
    const coveredBy = (): string | null => {
      const bar = document.querySelector(actionBar);
      if (!el || !bar?.checkVisibility()) return null;
      const top = document.querySelector("header")!.getBoundingClientRect().bottom;
      const bottom = bar.getBoundingClientRect().top;
      const box = el.getBoundingClientRect();
      if (el.closest("header") || el.closest(actionBar) || box.height > bottom - top) return null;
      return box.top >= top - 0.5 && box.bottom <= bottom + 0.5
        ? null
        : `at ${Math.round(box.top)}-${Math.round(box.bottom)} px (room ${Math.round(top)}-${Math.round(bottom)})`;
    };
    return {
      id: el?.dataset.kbd ?? null,
      tag: el ? el.tagName.toLowerCase() : "",
      ring: el ? ringOf(el) : "none|none",
      previousRing: left ? ringOf(left) : null,
      covered: coveredBy(),
      endless: endless.length > 0,
    };
  };
  const visible = (ring: string) => {
    const [outline, shadow] = ring.split("|");
    return outline !== "none" || (shadow !== "none" && !/^rgba\(0, 0, 0, 0\)/.test(shadow));
  };

  const reached = new Set<string>();
  let previous: { id: string; ring: string } | null = null;
  for (let i = 0; i < expected.length + 15; i += 1) {
    await page.keyboard.press("Tab");
    const now: Focused = await page.evaluate(afterTab, { previous: previous?.id ?? null, actionBar: ACTION_BAR });
    if (now.endless)
      problems.push(`${label}: Tab ${i + 1}: an animation without end on the focused control or the one before, so no focus ring at rest`);
    if (previous && (!visible(previous.ring) || previous.ring === now.previousRing)) {
      const [outline, shadow] = previous.ring.split("|");
      problems.push(`${label}: no visible focus ring on ${nameOf(previous.id)} (focused outline ${outline}, box-shadow ${shadow})`);
    }
    if (i === 0) {
      const first = await page.evaluate(() => {
        const el = document.activeElement as HTMLAnchorElement | null;
        const r = el?.getBoundingClientRect();
        return {
          href: el?.getAttribute("href") ?? null,
          text: el?.textContent?.trim() ?? "",
          onScreen: !!r && r.width > 0 && r.height > 0 && r.bottom > 0 && r.top < innerHeight,
        };
      });
      if (!first.href?.startsWith("#")) problems.push(`${label}: first Tab reaches "${first.text}" (${first.href}), not the skip link`);
      else if (!first.onScreen) problems.push(`${label}: the skip link is not visible when focused`);
    }
    if (!now.id) {
      if (reached.size > 0 && (now.tag === "body" || now.tag === "")) break; // wrapped around to the browser UI
      previous = null;
      continue;
    }
    if (reached.has(now.id)) break;
    reached.add(now.id);
    if (now.covered) problems.push(`${label}: focused ${nameOf(now.id)} is under a fixed bar, ${now.covered}`);
    previous = { id: now.id, ring: now.ring };
  }
  for (const entry of expected) {
    const [id, ...rest] = entry.split("|");
    if (!reached.has(id)) problems.push(`${label}: Tab never reaches ${rest.join(" ")}`);
  }
  return problems;
}

/** The skip link, activated with Enter, moves focus into its target. */
async function skipLinkProblems(page: Page, label: string): Promise<string[]> {
  const skip = page.locator("body a[href^='#']").first();
  const target = ((await skip.getAttribute("href")) ?? "#").slice(1);
  await skip.focus();
  await page.keyboard.press("Enter");
  const moved = await reached(
    page.waitForFunction(
      (id) => {
        const t = document.getElementById(id);
        return !!t && !!document.activeElement && (t === document.activeElement || t.contains(document.activeElement));
      },
      target,
      EVERY_FRAME,
    ),
  );
  return moved ? [] : [`${label}: the skip link does not move focus to #${target}`];
}

/** The mobile menu with the keyboard. */
async function menuKeyProblems(page: Page, label: string): Promise<string[]> {
  const problems: string[] = [];
  const button = page.locator(MENU_BUTTON).first();
  const menuId = (await button.getAttribute("aria-controls")) ?? "";
  const state = (open: boolean) =>
    reached(
      page.waitForFunction(
        ({ sel, id, open }) => {
          const link = document.getElementById(id)?.querySelector("a");
          const shown = !!link && link.checkVisibility({ visibilityProperty: true, opacityProperty: true });
          return document.querySelector(sel)?.getAttribute("aria-expanded") === String(open) && shown === open;
        },
        { sel: MENU_BUTTON, id: menuId, open },
        EVERY_FRAME,
      ),
    );
  await button.focus();
  for (const key of ["Enter", "Space"]) {
    await page.keyboard.press(key);
    if (!(await state(true))) problems.push(`${label}: ${key} on the menu button does not open the menu`);
    await page.keyboard.press("Tab");
    const inMenu = await page.evaluate((id) => !!document.activeElement?.closest(`[id="${id}"]`), menuId);
    if (!inMenu) problems.push(`${label}: after opening the menu with ${key}, Tab does not move into the menu`);
    await page.keyboard.press("Escape");
    if (!(await state(false))) problems.push(`${label}: Escape does not close the menu (opened with ${key})`);
    if (!(await button.evaluate((b) => b === document.activeElement)))
      problems.push(`${label}: Escape does not return focus to the menu button`);
  }
  return problems;
}

/** Every keyboard check on a hydrated page at rest at its top; `menu`: the mobile menu's keys too. */
export async function keyboardProblems(page: Page, label: string, menu: boolean): Promise<string[]> {
  const problems = await tabThrough(page, label);
  problems.push(...(await skipLinkProblems(page, label)));
  if (menu) problems.push(...(await menuKeyProblems(page, label)));
  return problems;
}
