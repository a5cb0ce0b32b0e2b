// The per-route quality checks, defined once and run from one small spec file per viewport
// (quality-375, quality-1280, overflow-320) so that jest's two workers share them out:
// axe-core (WCAG 2.1 A/AA + best practices) with the mobile menu closed and open, zero console
// and page errors, every request the page makes succeeds; and no horizontal scrolling at 320 px.
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";
import { openRoute, scrollThrough, MENU_BUTTON, describeElementSource } from "./browser";
import { ROUTES, assertNoProblems, type ViewportName } from "./routes";

const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"];

/** axe violations as "<label>: axe <rule>: <target> (<detail>)", one line per node. */
async function axeProblems(page: Page, label: string): Promise<string[]> {
  // Contrast is a property of what rests on screen: wait until no transition or animation runs
  // (the carousel cross-fades every 5 s; axe measured a caption mid-fade at 3:1 once). Only
  // time-based ones: the hero's scroll-driven parallax runs on the scroll timeline for good.
  await page
    .waitForFunction(
      () => document.getAnimations().every((a) => a.playState !== "running" || a.timeline !== document.timeline),
      undefined,
      { timeout: 5000 },
    )
    .catch(() => undefined);
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
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

export function defineQualityTests(viewport: ViewportName): void {
  describe.each(ROUTES)("$path", (route) => {
    test(`@${viewport}: axe (menu closed${viewport === "mobile" ? " and open" : ""}), console, page errors, requests`, async () => {
      const { context, page, problems, label } = await openRoute(route, viewport);
      try {
        await scrollThrough(page); // reveal every section and load every lazy image first
        problems.push(...(await axeProblems(page, `${label} menu closed`)));
        if (viewport === "mobile") {
          const button = page.locator(MENU_BUTTON);
          if ((await button.count()) === 0) {
            problems.push(`${label}: no mobile menu button (${MENU_BUTTON})`);
          } else {
            await button.first().click();
            await page
              .waitForFunction((sel) => document.querySelector(sel)?.getAttribute("aria-expanded") === "true", MENU_BUTTON, {
                timeout: 3000,
              })
              .catch(() => problems.push(`${label}: menu button did not set aria-expanded="true" when clicked`));
            await page.waitForTimeout(400); // let the opening transition finish before measuring contrast
            problems.push(...(await axeProblems(page, `${label} menu open`)));
          }
        }
        await page.waitForLoadState("networkidle");
        assertNoProblems(problems, `${label}`);
      } finally {
        await context.close();
      }
    });
  });
}

export function defineOverflowTests(): void {
  describe.each(ROUTES)("$path", (route) => {
    test("@320: no horizontal scrolling", async () => {
      const { context, page, problems, label } = await openRoute(route, { width: 320, height: 720 });
      try {
        await scrollThrough(page);
        await page.evaluate(describeElementSource); // not addScriptTag: the CSP from _headers blocks inline scripts
        const overflow = await page.evaluate(() => {
          const doc = document.documentElement;
          const describe = (window as unknown as { __describe: (el: Element) => string }).__describe;
          const wide = [...document.querySelectorAll("body *")]
            .filter((el) => {
              const r = el.getBoundingClientRect();
              return r.width > 0 && r.right > doc.clientWidth + 1;
            })
            // the outermost offenders only
            .filter((el, _i, all) => !all.some((other) => other !== el && other.contains(el)))
            .slice(0, 5)
            .map((el) => `${describe(el)} (right edge ${Math.round(el.getBoundingClientRect().right)} px)`);
          return { scrollWidth: doc.scrollWidth, clientWidth: doc.clientWidth, wide };
        });
        if (overflow.scrollWidth > overflow.clientWidth) {
          problems.push(
            `${label}: scrolls horizontally (${overflow.scrollWidth} px wide in ${overflow.clientWidth} px): ${overflow.wide.join("; ")}`,
          );
        }
        assertNoProblems(problems, label);
      } finally {
        await context.close();
      }
    });
  });
}
