// The interactions, for real in Chromium: the nav bar's 50 px threshold, the menu closing on
// navigation, new pages opening at the top, the carousel's 5 s auto-advance (Playwright's fake
// clock) and pause, the 80 % reveal line, and reduced motion stopping parallax and auto-advance.
import type { Page } from "playwright-core";
import site from "../../content/site.json";
import { openRoute, scrollThrough, MENU_BUTTON } from "./browser";
import { ROUTES, assertNoProblems } from "./routes";

const home = ROUTES[0];
const SOLID_AFTER = site.behaviour.navSolidAfterPx;
const INTERVAL = site.behaviour.carouselIntervalMs;
const REVEAL_AT = site.behaviour.revealAtViewportFraction;

const settle = (page: Page) =>
  page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 50)))));

/**
 * How the fixed bar that holds the main navigation looks: the most opaque background colour
 * among the bar and its ::before/::after layers (times the layer's opacity), and whether a
 * visible layer blurs what is behind it. Gradient scrims for text contrast do not count.
 */
async function barLook(page: Page) {
  return page.evaluate(() => {
    let bar: Element | null = document.querySelector("header nav");
    while (bar && getComputedStyle(bar).position !== "fixed") bar = bar.parentElement;
    if (!bar) return null;
    let alpha = 0;
    let blur = false;
    for (const pseudo of [null, "::before", "::after"]) {
      const s = getComputedStyle(bar, pseudo);
      if (pseudo && (s.content === "none" || s.display === "none")) continue;
      const opacity = parseFloat(s.opacity);
      const m = s.backgroundColor.match(/rgba?\(([^)]+)\)/);
      const parts = m ? m[1].split(",") : [];
      const a = m ? (parts[3] === undefined ? 1 : parseFloat(parts[3])) : 0;
      alpha = Math.max(alpha, a * opacity);
      const backdrop = s.backdropFilter || (s as unknown as Record<string, string>).webkitBackdropFilter || "none";
      if (opacity > 0.5 && /blur\(/.test(backdrop)) blur = true;
    }
    return { alpha: Math.round(alpha * 100) / 100, blur };
  });
}

/**
 * Index of the story shown. React renders a timer's update a moment after the fake clock fires
 * it (its scheduler runs on real time), so give it 150 ms first. The picked dot (aria-current,
 * aria-selected or aria-pressed) tells the index without waiting for the cross-fade; without
 * such dots, the one visible slide once any fade has finished. -1 - n when n slides show.
 */
async function currentSlide(page: Page): Promise<number> {
  await page.waitForTimeout(150);
  const read = () =>
    page.evaluate(
      (controls) => {
        const carousel = document.querySelector('[aria-roledescription="carousel"]');
        const slides = [...document.querySelectorAll('[aria-roledescription="slide"]')];
        // the dot buttons: the carousel's buttons but rotation, previous and next
        const dots = [...(carousel?.querySelectorAll("button, [role=tab]") ?? [])].filter(
          (b) => !controls.includes((b.getAttribute("aria-label") ?? b.textContent ?? "").trim()),
        );
        const picked =
          dots.length !== slides.length
            ? -1
            : dots.findIndex((b) =>
                ["true", "page", "step"].some((v) =>
                  [b.getAttribute("aria-current"), b.getAttribute("aria-selected"), b.getAttribute("aria-pressed")].includes(v),
                ),
              );
        if (picked >= 0) return picked;
        const shown = slides
          .map((s, i) =>
            s.checkVisibility({ visibilityProperty: true, opacityProperty: true }) && s.getAttribute("aria-hidden") !== "true" ? i : -1,
          )
          .filter((i) => i >= 0);
        return shown.length === 1 ? shown[0] : -1 - shown.length;
      },
      [site.ui.pauseRotation, site.ui.startRotation, site.ui.previousSlide, site.ui.nextSlide],
    );
  let value = await read();
  for (let i = 0; i < 20 && value < 0; i += 1) {
    await page.waitForTimeout(100);
    value = await read();
  }
  return value;
}

async function carouselInView(page: Page) {
  const carousel = page.locator('[aria-roledescription="carousel"]').first();
  await carousel.scrollIntoViewIfNeeded();
  await page.mouse.move(1, 1); // hovering pauses rotation: keep the pointer off it
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  return carousel;
}

describe("/ interactions", () => {
  test("@1280: the nav bar is transparent at 50 px and solid (blurred) at 51 px", async () => {
    const { context, page, problems, label } = await openRoute(home, "desktop", { reducedMotion: "reduce" });
    try {
      for (const y of [SOLID_AFTER, SOLID_AFTER + 1, SOLID_AFTER]) {
        await page.evaluate((top) => window.scrollTo(0, top), y);
        await settle(page);
        await page.waitForTimeout(400); // any colour transition
        const look = await barLook(page);
        if (!look) {
          problems.push(`${label}: no fixed bar around the main navigation`);
          break;
        }
        const solid = look.alpha > 0.5 && look.blur;
        // Before 50 px: no solid surface and no blur, only the translucent navy behind the bar's
        // words over the hero (0.72: their contrast is proven over any photo, a11y-engines.test.ts).
        const transparent = look.alpha < 0.75 && !look.blur;
        if (y <= SOLID_AFTER && !transparent)
          problems.push(`${label}: nav bar not transparent at scrollY ${y} (background alpha ${look.alpha}, blur ${look.blur})`);
        if (y > SOLID_AFTER && !solid)
          problems.push(`${label}: nav bar not solid with a blur at scrollY ${y} (background alpha ${look.alpha}, blur ${look.blur})`);
      }
      assertNoProblems(problems, label);
    } finally {
      await context.close();
    }
  });

  test("@375: the menu closes after navigating", async () => {
    const { context, page, problems, label } = await openRoute(home, "mobile");
    try {
      const button = page.locator(MENU_BUTTON).first();
      await button.click();
      const menuId = await button.getAttribute("aria-controls");
      const link = page.locator(`[id="${menuId}"] a[href^="/"]:not([href="/"])`).first();
      const href = (await link.getAttribute("href")) ?? "";
      await Promise.all([page.waitForURL((u) => u.pathname === href), link.click()]);
      await page.waitForTimeout(400);
      const after = page.locator(MENU_BUTTON).first();
      if ((await after.getAttribute("aria-expanded")) !== "false")
        problems.push(
          `${label}: after following "${href}" the menu button still says aria-expanded="${await after.getAttribute("aria-expanded")}"`,
        );
      if (await page.locator(`[id="${menuId}"] a`).first().isVisible())
        problems.push(`${label}: after following "${href}" the menu is still open`);
      assertNoProblems(problems, label);
    } finally {
      await context.close();
    }
  });

  test("@1280: a followed link opens the new page at its top", async () => {
    const { context, page, problems, label } = await openRoute(home, "desktop", { reducedMotion: "reduce" });
    try {
      await scrollThrough(page);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const link = page.locator('footer a[href^="/"]:not([href="/"]):not([href*="#"])').first();
      const href = (await link.getAttribute("href")) ?? "";
      await Promise.all([page.waitForURL((u) => u.pathname === href), link.click()]);
      await page.waitForTimeout(500);
      const y = await page.evaluate(() => window.scrollY);
      if (y !== 0) problems.push(`${label}: following footer link "${href}" opened it at scrollY ${y}, not at the top`);
      assertNoProblems(problems, label);
    } finally {
      await context.close();
    }
  });

  test("@1280: the carousel advances every 5 s and stops when paused", async () => {
    const { context, page, problems, label } = await openRoute(home, "desktop", { clock: true, waitUntil: "load" });
    try {
      const carousel = await carouselInView(page);
      // Stop the fake clock (it flowed in real time while the page loaded), then find the
      // moment of an advance, so the next one can be timed to the interval.
      await page.clock.pauseAt(Date.now() + 60_000);
      const first = await currentSlide(page);
      if (first < 0) throw new Error(`${label}: carousel shows ${-1 - first} slides at once, expected exactly one`);
      let start = first;
      for (let waited = 0; waited <= INTERVAL + 200 && start === first; waited += 100) {
        await page.clock.runFor(100);
        start = await currentSlide(page);
      }
      if (start === first) problems.push(`${label}: carousel did not advance within ${INTERVAL + 200} ms`);
      await page.clock.runFor(INTERVAL - 200);
      if ((await currentSlide(page)) !== start)
        problems.push(`${label}: carousel moved ${INTERVAL - 200} ms after its last advance, before the ${INTERVAL} ms interval`);
      await page.clock.runFor(400);
      const advanced = await currentSlide(page);
      if (advanced !== (start + 1) % 4 && advanced !== start + 1)
        problems.push(`${label}: carousel did not advance ${INTERVAL} ms after its last advance (slide ${start + 1} -> ${advanced + 1})`);

      const pause = carousel.getByRole("button", { name: site.ui.pauseRotation });
      if ((await pause.count()) === 0) problems.push(`${label}: no "${site.ui.pauseRotation}" button in the carousel`);
      else {
        await pause.click();
        await page.mouse.move(1, 1);
        await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
        const paused = await currentSlide(page);
        await page.clock.runFor(INTERVAL * 3);
        const later = await currentSlide(page);
        if (later !== paused)
          problems.push(`${label}: carousel still advances after "${site.ui.pauseRotation}" (slide ${paused + 1} -> ${later + 1})`);
      }
      assertNoProblems(problems, label);
    } finally {
      await context.close();
    }
  });

  test("@1280: a section reveals when its top passes 80% of the viewport", async () => {
    const { context, page, problems, label } = await openRoute(home, "desktop", { waitUntil: "load" });
    try {
      await page.waitForLoadState("networkidle");
      const index = await page.evaluate(() => {
        const sections = [...document.querySelectorAll("main section[id]")];
        return sections.findIndex((s) => s.getBoundingClientRect().top > window.innerHeight * 1.5);
      });
      if (index < 0) throw new Error(`${label}: no section starts below the fold`);
      const opacityAt = async (offset: number) => {
        await page.evaluate(
          ({ i, offset, at }) => {
            const s = document.querySelectorAll("main section[id]")[i];
            const top = s.getBoundingClientRect().top + window.scrollY;
            window.scrollTo(0, Math.max(0, top - window.innerHeight * at + offset)); // its top lands at at*vh - offset
          },
          { i: index, offset, at: REVEAL_AT },
        );
        await settle(page);
        await page.waitForTimeout(offset > 0 ? 1200 : 600);
        return page.evaluate((i) => {
          const s = document.querySelectorAll("main section[id]")[i];
          const h = s.querySelector("h2, h3") ?? s;
          let o = 1;
          for (let el: Element | null = h; el; el = el.parentElement) o *= parseFloat(getComputedStyle(el).opacity);
          return { id: s.id, opacity: Math.round(o * 100) / 100 };
        }, index);
      };
      const before = await opacityAt(-30); // top 30 px below the 80 % line
      if (before.opacity > 0.1)
        problems.push(
          `${label}: section #${before.id} is already shown (opacity ${before.opacity}) while its top is below ${REVEAL_AT * 100}% of the viewport`,
        );
      const after = await opacityAt(30); // top 30 px above the line
      if (after.opacity < 0.99)
        problems.push(
          `${label}: section #${after.id} not revealed (opacity ${after.opacity}) 1.2 s after its top passed ${REVEAL_AT * 100}% of the viewport`,
        );
      assertNoProblems(problems, label);
    } finally {
      await context.close();
    }
  });

  test("@1280: the hero image moves with scrolling, but not with reduced motion", async () => {
    const problems: string[] = [];
    for (const reducedMotion of ["no-preference", "reduce"] as const) {
      const { context, page, problems: pageProblems, label } = await openRoute(home, "desktop", { reducedMotion });
      try {
        const shift = async (y: number) => {
          await page.evaluate((top) => window.scrollTo(0, top), y);
          await settle(page);
          await page.waitForTimeout(100);
          return page.evaluate(() => {
            const hero = document.querySelector("main h1")?.closest("section, header");
            const img = hero?.querySelector("img:not([aria-hidden='true'])") ?? hero?.querySelector("img");
            if (!hero || !img) return null;
            return Math.round(img.getBoundingClientRect().top - hero.getBoundingClientRect().top);
          });
        };
        const at0 = await shift(0);
        const at200 = await shift(200);
        if (at0 === null || at200 === null) pageProblems.push(`${label}: no hero image next to the h1`);
        else if (reducedMotion === "reduce" && at0 !== at200)
          pageProblems.push(`${label} reduced motion: the hero image still moves with scrolling (${at0} px -> ${at200} px)`);
        else if (reducedMotion === "no-preference" && at0 === at200)
          pageProblems.push(`${label}: the hero image has no parallax (same offset at scrollY 0 and 200)`);
        problems.push(...pageProblems);
      } finally {
        await context.close();
      }
    }
    assertNoProblems(problems, "/ @1280 parallax");
  });

  test("@1280: reduced motion stops the carousel's auto-advance", async () => {
    const { context, page, problems, label } = await openRoute(home, "desktop", {
      clock: true,
      waitUntil: "load",
      reducedMotion: "reduce",
    });
    try {
      await carouselInView(page);
      await page.clock.pauseAt(Date.now() + 60_000);
      const start = await currentSlide(page);
      await page.clock.runFor(INTERVAL * 3);
      const later = await currentSlide(page);
      if (later !== start) problems.push(`${label} reduced motion: the carousel still advances (slide ${start + 1} -> ${later + 1})`);
      assertNoProblems(problems, label);
    } finally {
      await context.close();
    }
  });
});
