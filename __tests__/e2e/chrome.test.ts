// Chrome that feels finished, and actions in reach (issue 24, points 1 and 6), measured in Chromium:
// - the phone menu is full height beside a backdrop that hides the page and closes the menu when
//   pressed; it offers the action set (site.json quickActions) and 48 px phone and e-mail rows;
// - every link and button is at least 44 x 44 px at 375 px on every route, menu closed and open,
//   every <details> open (running text inside paragraphs excepted): phoneChrome.ts, run by the
//   first-screen test at 375 px;
// - on phones the action set is one tap away on every page: a bar fixed at the bottom, with or
//   without JavaScript (with it, at the foot of every page: phoneChrome.ts; once the hero's own
//   actions have scrolled away: chrome-actions.test.ts),
//   hidden in print (that it never covers the focused element is checked on
//   the keyboard checks' walk through every control, keyboardChecks.ts);
// - each /academics program card is one target for its Apply, its Request Information apart.
import type { Page } from "playwright-core";
import site from "../../content/site.json";
import programsFile from "../../content/programs.json";
import { EVERY_FRAME, withRoute, MENU_BUTTON } from "./browser";
import { APPLY_TO, BAR, openMenu, PHONE, QUICK_LABELS } from "./phoneChrome";
import { assertNoProblems, routeByPath as route } from "./routes";

const HOME = route("/");

/** The open menu's panel (aria-controls of the menu button). */
async function panelSelector(page: Page): Promise<string> {
  return `[id="${await page.locator(MENU_BUTTON).first().getAttribute("aria-controls")}"]`;
}

describe("the phone menu", () => {
  for (const width of [375, 768]) {
    test(`@${width}: full height, beside a backdrop that hides the page and closes the menu`, async () => {
      await withRoute(route("/admissions/"), { width, height: 812 }, { reducedMotion: "reduce" }, async ({ page, problems, label }) => {
        await page.evaluate(() => window.scrollTo(0, 600));
        await openMenu(page, label);
        const panel = await panelSelector(page);
        // Apply once on screen: below 768 px in the menu, from 768 px beside the menu button.
        const applies = await page
          .locator("header:has(button[aria-controls]) a")
          .evaluateAll((as, href) => as.filter((a) => a.checkVisibility() && a.getAttribute("href") === href).length, APPLY_TO);
        if (applies !== 1) problems.push(`${label}: the open menu shows ${applies} links to Apply (${APPLY_TO}), expected 1`);
        const boxes = await page.evaluate((sel) => {
          const header = document.querySelector("header")!.getBoundingClientRect();
          const p = document.querySelector(sel)!.getBoundingClientRect();
          // What covers the page beside the panel: the topmost element there, and its background.
          const x = Math.max(1, p.left / 2);
          const cover = document.elementFromPoint(x, (header.bottom + innerHeight) / 2);
          const bg = cover ? getComputedStyle(cover).backgroundColor : "";
          const alpha = Number((bg.match(/[\d.]+/g) ?? [])[3] ?? (bg.startsWith("rgb(") ? 1 : 0));
          const coverBox = cover?.getBoundingClientRect();
          return {
            headerBottom: header.bottom,
            panel: { top: p.top, bottom: p.bottom, left: p.left },
            cover: cover && !cover.closest(sel) && cover !== document.body && !cover.closest("main, footer") ? cover.tagName : null,
            coverBox: coverBox ? { top: coverBox.top, bottom: coverBox.bottom, left: coverBox.left, right: coverBox.right } : null,
            alpha,
            x,
            vh: innerHeight,
            vw: innerWidth,
          };
        }, panel);
        if (Math.round(boxes.panel.top) !== Math.round(boxes.headerBottom) || Math.round(boxes.panel.bottom) !== boxes.vh)
          problems.push(
            `${label}: the menu spans ${boxes.panel.top}-${boxes.panel.bottom} px, not the bar's bottom to the screen's (${boxes.vh})`,
          );
        if (!boxes.cover || !boxes.coverBox) problems.push(`${label}: beside the menu the page shows (no backdrop over it)`);
        else {
          const c = boxes.coverBox;
          if (c.left > 0 || c.right < boxes.panel.left || c.top > boxes.headerBottom || c.bottom < boxes.vh)
            problems.push(`${label}: the backdrop covers only ${JSON.stringify(c)}`);
          if (boxes.alpha < 0.8) problems.push(`${label}: the backdrop lets the page show through (opacity ${boxes.alpha})`);
        }
        const before = page.url();
        await page.mouse.click(boxes.x, (boxes.headerBottom + boxes.vh) / 2);
        await page
          .waitForFunction((sel) => document.querySelector(sel)?.getAttribute("aria-expanded") === "false", MENU_BUTTON, EVERY_FRAME)
          .catch(() => problems.push(`${label}: a press on the backdrop does not close the menu`));
        if (page.url() !== before) problems.push(`${label}: the press on the backdrop went on to ${page.url()}`);
        assertNoProblems(problems, label);
      });
    });
  }

  test("@375: offers the action set and 48 px phone and e-mail rows", async () => {
    await withRoute(HOME, "mobile", { reducedMotion: "reduce" }, async ({ page, problems, label }) => {
      await openMenu(page, label);
      const panel = await panelSelector(page);
      const links = await page.locator(`${panel} a`).evaluateAll((as) =>
        as
          .filter((a) => a.checkVisibility())
          .map((a) => {
            // The words on screen: text in boxes wider than 1 px (words for screen readers only are clipped to 1 px).
            const shown = [...a.querySelectorAll("*"), a]
              .flatMap((el) => [...el.childNodes].filter((n) => n.nodeType === 3 && el.getBoundingClientRect().width > 1))
              .map((n) => n.textContent)
              .join("");
            return { text: shown.trim(), href: a.getAttribute("href") ?? "", height: a.getBoundingClientRect().height };
          }),
      );
      for (const wanted of QUICK_LABELS) if (!links.some((l) => l.text === wanted)) problems.push(`${label}: the menu has no "${wanted}"`);
      const contact = links.filter((l) => /^(tel|mailto):/.test(l.href) && !QUICK_LABELS.includes(l.text));
      for (const href of [`tel:${site.phone.e164}`, `mailto:${site.emails.info}@${site.domain}`]) {
        const row = contact.find((l) => l.href === href);
        if (!row) problems.push(`${label}: the menu has no ${href} row`);
        else if (row.height < 48) problems.push(`${label}: the ${href} row is ${row.height} px tall (48 wanted)`);
      }
      assertNoProblems(problems, label);
    });
  });
});

describe("the action bar", () => {
  test("@375 without JavaScript: on screen at the bottom with the action set; hidden in print; none from 768 px", async () => {
    const problems: string[] = [];
    await withRoute(
      route("/academics/"),
      "mobile",
      { javaScriptEnabled: false, waitUntil: "load" },
      async ({ page, label, problems: pageProblems }) => {
        const box = (await page.locator(BAR).count()) === 1 ? await page.locator(BAR).boundingBox() : null;
        if (!box || Math.round(box.y + box.height) !== PHONE.height)
          problems.push(`${label} no-JS: no action bar at the bottom (${JSON.stringify(box)})`);
        else
          for (const text of QUICK_LABELS)
            if (!(await page.locator(`${BAR} a`, { hasText: text }).first().isVisible()))
              problems.push(`${label} no-JS: no "${text}" in the bar`);
        await page.emulateMedia({ media: "print" });
        if (await page.locator(BAR).isVisible()) problems.push(`${label}: the action bar prints`);
        problems.push(...pageProblems);
      },
    );
    await withRoute(route("/academics/"), { width: 768, height: 1024 }, {}, async ({ page, label }) => {
      if (await page.locator(BAR).isVisible()) problems.push(`${label}: the action bar shows from 768 px (Apply is in the nav bar there)`);
    });
    assertNoProblems(problems, "action bar");
  });
});

describe("/academics program cards", () => {
  for (const viewport of ["mobile", "desktop"] as const) {
    test(`@${viewport}: each card is one target for its program's page; Compare and a closed program's notice apart`, async () => {
      await withRoute(route("/academics/"), viewport, { reducedMotion: "reduce" }, async ({ page, problems, label }) => {
        for (const program of programsFile.programs) {
          const hits = await page.evaluate(
            ({ slug }) => {
              const card = document.getElementById(slug)!;
              card.scrollIntoView({ block: "center", inline: "center" });
              const at = (el: Element | null) => {
                const r = el?.getBoundingClientRect();
                if (!r) return null;
                const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
                return hit?.closest("a")?.getAttribute("href") ?? null;
              };
              const links = [...card.querySelectorAll("a")];
              const ask = links.find((a) => a.getAttribute("href")?.startsWith("mailto:"));
              const compare = links.find((a) => a.getAttribute("href")?.includes("compare"));
              return {
                heading: at(card.querySelector("h3")),
                text: at(card.querySelector("p:not(:first-child)")),
                facts: at(card.querySelector("dd[data-cost-per-year]")),
                ask: ask ? at(ask) === ask.getAttribute("href") : null,
                compare: compare ? at(compare) : null,
              };
            },
            { slug: program.slug },
          );
          const target = `/academics/${program.slug}/`;
          for (const where of ["heading", "text", "facts"] as const)
            if (hits[where] !== target)
              problems.push(`${label}: ${program.name}: a press on its ${where} goes to ${hits[where]}, not ${target}`);
          if (!hits.compare?.includes(`programs=${program.slug}`))
            problems.push(`${label}: ${program.name}: its Compare leads to ${hits.compare}, not the comparison with it chosen`);
          if (hits.ask === false) problems.push(`${label}: ${program.name}: its closed notice's Request Information is not pressable`);
        }
        assertNoProblems(problems, label);
      });
    });
  }
});
