// Without JavaScript (javaScriptEnabled: false) every word of every section is visible (nothing
// that holds section text is display:none, visibility:hidden or opacity 0, e.g. by a reveal
// effect waiting for a script), and the navigation links navigate, at 375 and at 1280.
import { openRoute, origin, describeElementSource } from "./browser";
import { ROUTES, VIEWPORTS, assertNoProblems, type ViewportName } from "./routes";

describe.each(ROUTES)("$path", (route) => {
  for (const viewport of ["mobile", "desktop"] as ViewportName[]) {
    test(`@${viewport} without JavaScript: section text visible, nav links navigate`, async () => {
      const { context, page, problems, label } = await openRoute(route, viewport, { javaScriptEnabled: false, waitUntil: "load" });
      try {
        // addScriptTag would need JavaScript: evaluate runs through the DevTools protocol instead.
        await page.evaluate(describeElementSource);
        const hidden = await page.evaluate(() => {
          const describe = (window as unknown as { __describe: (el: Element) => string }).__describe;
          const main = document.querySelector("main");
          if (!main) return ["no <main> element"];
          const out: string[] = [];
          const seen = new Set<Element>();
          const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const text = (node.textContent ?? "").trim();
            const parent = node.parentElement;
            if (!text || !parent || parent.closest("script, style, template, noscript")) continue;
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
        if (hidden.length > 0) {
          // Responsive alternates (e.g. a table's per-cell labels shown only on narrow screens)
          // are hidden at one width by design: they count only if hidden at the other width too.
          const other = viewport === "mobile" ? VIEWPORTS.desktop : VIEWPORTS.mobile;
          await page.setViewportSize(other);
          const shownElsewhere: number[] = await page.evaluate(() =>
            [...document.querySelectorAll("[data-nojs-hidden]")]
              .filter((el) => el.checkVisibility({ opacityProperty: true, visibilityProperty: true }))
              .map((el) => Number(el.getAttribute("data-nojs-hidden"))),
          );
          await page.setViewportSize(VIEWPORTS[viewport]);
          problems.push(...hidden.filter((_h, i) => !shownElsewhere.includes(i)).map((h) => `${label} no-JS: ${h}`));
        }

        // The main navigation: each link either shows, or shows after using the menu toggle
        // (a <details>/<summary> or a CSS-only toggle must work without scripts).
        const navLinks = await page.locator("header nav a[href]").evaluateAll((links) =>
          links.map((a) => ({
            href: a.getAttribute("href") ?? "",
            text: (a.textContent ?? "").trim(),
            visible: a.checkVisibility({ visibilityProperty: true, opacityProperty: true }),
          })),
        );
        if (navLinks.length === 0) problems.push(`${label} no-JS: no links in header nav`);
        if (navLinks.some((l) => !l.visible)) {
          const toggle = page.locator("header nav summary, header nav button, header nav label[for]").first();
          if ((await toggle.count()) > 0 && (await toggle.isVisible())) await toggle.click().catch(() => undefined);
        }
        // At 1280 every link is followed; at 375 each must show, and the first is followed.
        for (const [index, link] of navLinks.entries()) {
          const locator = page.locator(`header nav a[href="${link.href}"]`).first();
          if (!(await locator.isVisible())) {
            problems.push(`${label} no-JS: nav link "${link.text}" is not visible and the menu toggle does not show it without JavaScript`);
            continue;
          }
          if (viewport === "mobile" && index > 0) continue;
          await Promise.all([
            page.waitForURL((u) => u.pathname === new URL(link.href, origin()).pathname, { timeout: 5000, waitUntil: "commit" }),
            locator.click(),
          ]).catch(() => problems.push(`${label} no-JS: nav link "${link.text}" did not navigate to ${link.href}`));
          await page.goto(origin() + route.path, { waitUntil: "domcontentloaded" });
          if (navLinks.some((l) => !l.visible)) {
            const toggle = page.locator("header nav summary, header nav button, header nav label[for]").first();
            if ((await toggle.count()) > 0 && (await toggle.isVisible())) await toggle.click().catch(() => undefined);
          }
        }
        assertNoProblems(problems, label);
      } finally {
        await context.close();
      }
    });
  }
});
