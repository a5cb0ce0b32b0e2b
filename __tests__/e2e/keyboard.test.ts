// Keyboard: the first Tab reaches the skip link, which moves focus to <main>; Tab reaches every
// visible control (nav, menu button, carousel buttons, calls to action, footer links) and each
// shows a visible focus ring (outline or box-shadow differs from its unfocused look); the mobile
// menu opens with Enter and Space and closes with Escape, returning focus to its button.
import type { Page } from "playwright-core";
import { openRoute, MENU_BUTTON, describeElementSource } from "./browser";
import { ROUTES, assertNoProblems, type ViewportName } from "./routes";

interface Ring {
  outline: string;
  shadow: string;
}

/** Tabs through the page once; returns problems. */
async function tabThrough(page: Page, label: string): Promise<string[]> {
  const problems: string[] = [];
  await page.evaluate(describeElementSource);
  const expected: string[] = await page.evaluate(() => {
    const describe = (window as unknown as { __describe: (el: Element) => string }).__describe;
    const controls = [
      ...document.querySelectorAll<HTMLElement>("a[href], button, summary, [tabindex]:not([tabindex='-1']), input, select, textarea"),
    ];
    return controls
      .filter(
        (el) =>
          !el.hasAttribute("disabled") && !el.closest("[inert]") && el.checkVisibility({ visibilityProperty: true, opacityProperty: true }),
      )
      .map((el, i) => {
        el.dataset.kbd = String(i);
        return `${i}|${describe(el)}|${(el.textContent ?? "").trim().slice(0, 30) || el.getAttribute("aria-label") || ""}`;
      });
  });
  const reached = new Set<string>();
  const style = (): Promise<{ id: string | null; ring: Ring; tag: string }> =>
    page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      const s = el ? getComputedStyle(el) : null;
      return {
        id: el?.dataset.kbd ?? null,
        tag: el ? el.tagName.toLowerCase() : "",
        ring: {
          outline:
            s && s.outlineStyle !== "none" && parseFloat(s.outlineWidth) > 0
              ? `${s.outlineStyle} ${s.outlineWidth} ${s.outlineColor}`
              : "none",
          shadow: s?.boxShadow ?? "none",
        },
      };
    });
  const ringOf = (id: string): Promise<Ring> =>
    page.evaluate((kbd) => {
      const el = document.querySelector(`[data-kbd="${kbd}"]`)!;
      const s = getComputedStyle(el);
      return {
        outline:
          s.outlineStyle !== "none" && parseFloat(s.outlineWidth) > 0 ? `${s.outlineStyle} ${s.outlineWidth} ${s.outlineColor}` : "none",
        shadow: s.boxShadow,
      };
    }, id);

  let previous: { id: string; ring: Ring } | null = null;
  for (let i = 0; i < expected.length + 15; i += 1) {
    await page.keyboard.press("Tab");
    if (previous) {
      // the element just left: its unfocused look must differ from its focused look
      const unfocused = await ringOf(previous.id);
      const name = expected
        .find((e) => e.startsWith(`${previous!.id}|`))!
        .split("|")
        .slice(1)
        .join(" ");
      const visible = (r: Ring) => r.outline !== "none" || (r.shadow !== "none" && !/^rgba\(0, 0, 0, 0\)/.test(r.shadow));
      if (!visible(previous.ring) || (previous.ring.outline === unfocused.outline && previous.ring.shadow === unfocused.shadow)) {
        problems.push(
          `${label}: no visible focus ring on ${name} (focused outline ${previous.ring.outline}, box-shadow ${previous.ring.shadow})`,
        );
      }
    }
    const now = await style();
    if (!now.id) {
      if (reached.size > 0 && (now.tag === "body" || now.tag === "")) break; // wrapped around to the browser UI
      previous = null;
      continue;
    }
    if (reached.has(now.id)) break;
    reached.add(now.id);
    previous = { id: now.id, ring: now.ring };
    await page.waitForTimeout(20);
    previous.ring = (await style()).ring; // after any focus transition
  }
  for (const entry of expected) {
    const [id, ...rest] = entry.split("|");
    if (!reached.has(id)) problems.push(`${label}: Tab never reaches ${rest.join(" ")}`);
  }
  return problems;
}

describe.each(ROUTES)("$path", (route) => {
  for (const viewport of ["mobile", "desktop"] as ViewportName[]) {
    test(`@${viewport}: skip link first, every control reachable with a focus ring`, async () => {
      const { context, page, problems, label } = await openRoute(route, viewport, { reducedMotion: "reduce" });
      try {
        await page.keyboard.press("Tab");
        const first = await page.evaluate(() => {
          const el = document.activeElement as HTMLAnchorElement | null;
          const r = el?.getBoundingClientRect();
          return {
            href: el?.getAttribute("href") ?? null,
            text: el?.textContent?.trim() ?? "",
            onScreen: !!r && r.width > 0 && r.height > 0 && r.bottom > 0 && r.top < innerHeight,
          };
        });
        if (!first.href?.startsWith("#")) {
          problems.push(`${label}: first Tab reaches "${first.text}" (${first.href}), not the skip link`);
        } else {
          if (!first.onScreen) problems.push(`${label}: the skip link is not visible when focused`);
          const target = first.href.slice(1);
          await page.keyboard.press("Enter");
          await page.waitForTimeout(100);
          const focusInTarget = await page.evaluate((id) => {
            const t = document.getElementById(id);
            return !!t && !!document.activeElement && (t === document.activeElement || t.contains(document.activeElement));
          }, target);
          if (!focusInTarget) problems.push(`${label}: the skip link does not move focus to #${target}`);
        }
        await page.goto(page.url().split("#")[0], { waitUntil: "networkidle" });
        problems.push(...(await tabThrough(page, label)));
        assertNoProblems(problems, label);
      } finally {
        await context.close();
      }
    });
  }
});

describe("mobile menu with the keyboard", () => {
  const route = ROUTES[0];
  test("/ @375: Enter and Space open it, Escape closes it and returns focus", async () => {
    const { context, page, problems, label } = await openRoute(route, "mobile");
    try {
      const button = page.locator(MENU_BUTTON).first();
      const expanded = () => button.getAttribute("aria-expanded");
      const menuVisible = async () => {
        const id = await button.getAttribute("aria-controls");
        return page.locator(`[id="${id}"] a`).first().isVisible();
      };
      await button.focus();
      for (const key of ["Enter", "Space"]) {
        await page.keyboard.press(key);
        await page.waitForTimeout(300);
        if ((await expanded()) !== "true" || !(await menuVisible()))
          problems.push(`${label}: ${key} on the menu button does not open the menu`);
        await page.keyboard.press("Tab");
        const inMenu = await page.evaluate(
          (id) => !!document.activeElement?.closest(`[id="${id}"]`),
          await button.getAttribute("aria-controls"),
        );
        if (!inMenu) problems.push(`${label}: after opening the menu with ${key}, Tab does not move into the menu`);
        await page.keyboard.press("Escape");
        await page.waitForTimeout(300);
        if ((await expanded()) !== "false" || (await menuVisible()))
          problems.push(`${label}: Escape does not close the menu (opened with ${key})`);
        const focusOnButton = await button.evaluate((b) => b === document.activeElement);
        if (!focusOnButton) problems.push(`${label}: Escape does not return focus to the menu button`);
      }
      assertNoProblems(problems, label);
    } finally {
      await context.close();
    }
  });
});
