// The interactions of /, for real in Chromium, each waiting for the event it needs: the nav bar's
// 50 px threshold (frames painted, transitions finished), the 80 % reveal line (the page's own
// intersection observers have been told, React has rendered), the parallax (scroll-driven, read
// after a painted frame), new pages opening at their top; and, under Playwright's clock, the
// carousel's 5 s auto-advance to the millisecond, its pause, and reduced motion stopping it.
// (The menu closing after navigation is checked on every route by the visits, visitChecks.ts.)
import type { Page } from "playwright-core";
import site from "../../content/site.json";
import {
  animationsSettled,
  CONDITION_TIMEOUT,
  EVERY_FRAME,
  hydrated,
  inPageWait,
  nextFrames,
  withRoute,
  reached,
  scrollThrough,
} from "./browser";
import { ROUTES, assertNoProblems } from "./routes";

const home = ROUTES[0];
const SOLID_AFTER = site.behaviour.navSolidAfterPx;
const INTERVAL = site.behaviour.carouselIntervalMs;
const REVEAL_AT = site.behaviour.revealAtViewportFraction;
const CONTROLS = [site.ui.pauseRotation, site.ui.startRotation, site.ui.previousSlide, site.ui.nextSlide];

/** Scrolls to `y` and resolves once the frames that follow the scroll are painted and at rest. */
async function scrollTo(page: Page, y: number): Promise<void> {
  await page.evaluate((top) => window.scrollTo({ top, left: 0, behavior: "instant" }), y);
  await nextFrames(page, `scrolled to ${y} px`);
  await animationsSettled(page, `scrolled to ${y} px`);
}

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

/** Offset of the hero photo inside its hero box at scroll position y (painted). */
async function heroOffset(page: Page, y: number): Promise<number | null> {
  await scrollTo(page, y);
  return page.evaluate(() => {
    const hero = document.querySelector("main h1")?.closest("section, header");
    const img = hero?.querySelector("img:not([aria-hidden='true'])") ?? hero?.querySelector("img");
    if (!hero || !img) return null;
    return Math.round(img.getBoundingClientRect().top - hero.getBoundingClientRect().top);
  });
}

describe("/ interactions", () => {
  test("@1280 reduced motion: nav transparent at 50 px and solid (blurred) at 51 px; the hero photo does not move", async () => {
    await withRoute(home, "desktop", { reducedMotion: "reduce" }, async ({ page, problems, label }) => {
      await hydrated(page, label);
      for (const y of [SOLID_AFTER, SOLID_AFTER + 1, SOLID_AFTER]) {
        await scrollTo(page, y);
        const look = await barLook(page);
        if (!look) {
          problems.push(`${label}: no fixed bar around the main navigation`);
          break;
        }
        const solid = look.alpha > 0.5 && look.blur;
        // Before 50 px: no solid surface and no blur, only the translucent navy behind the bar's
        // words over the hero (0.72: their contrast is proven over any photo, a11yEngines.ts).
        const transparent = look.alpha < 0.75 && !look.blur;
        if (y <= SOLID_AFTER && !transparent)
          problems.push(`${label}: nav bar not transparent at scrollY ${y} (background alpha ${look.alpha}, blur ${look.blur})`);
        if (y > SOLID_AFTER && !solid)
          problems.push(`${label}: nav bar not solid with a blur at scrollY ${y} (background alpha ${look.alpha}, blur ${look.blur})`);
      }
      const [at0, at200] = [await heroOffset(page, 0), await heroOffset(page, 200)];
      if (at0 === null || at200 === null) problems.push(`${label}: no hero image next to the h1`);
      else if (at0 !== at200)
        problems.push(`${label} reduced motion: the hero image still moves with scrolling (${at0} px -> ${at200} px)`);
      assertNoProblems(problems, label);
    });
  });

  test("@1280: a section reveals when its top passes 80% of the viewport; the hero photo moves; a followed link opens its page at the top", async () => {
    await withRoute(home, "desktop", {}, async ({ page, problems, label }) => {
      await hydrated(page, label);
      const [at0, at200] = [await heroOffset(page, 0), await heroOffset(page, 200)];
      if (at0 === null || at200 === null) problems.push(`${label}: no hero image next to the h1`);
      else if (at0 === at200) problems.push(`${label}: the hero image has no parallax (same offset at scrollY 0 and 200)`);

      const index = await page.evaluate(() =>
        [...document.querySelectorAll("main section[id]")].findIndex(
          (s) => s.getBoundingClientRect().top + window.scrollY > window.innerHeight * 1.5,
        ),
      );
      if (index < 0) throw new Error(`${label}: no section starts below the fold`);
      // Puts the section's top `offset` px above the reveal line; resolves once the page's own
      // intersection observers have been told of the new position and React has rendered.
      const revealAt = (offset: number) =>
        inPageWait(
          page,
          `section ${index} scrolled ${offset} px from the reveal line`,
          async ({ i, offset, at }: { i: number; offset: number; at: number }) => {
            const section = document.querySelectorAll("main section[id]")[i];
            const top = section.getBoundingClientRect().top + window.scrollY;
            window.scrollTo({ top: Math.max(0, top - window.innerHeight * at + offset), behavior: "instant" });
            // A new observer's first report comes in the same notification as the page's own
            // observers' (created earlier, so told first); React's render of their updates is a
            // task they post, which runs before a task posted after them.
            await new Promise<void>((resolve) => {
              const probe = new IntersectionObserver(() => {
                probe.disconnect();
                resolve();
              });
              probe.observe(section);
            });
            await new Promise<void>((resolve) => {
              const channel = new MessageChannel();
              channel.port1.onmessage = () => resolve();
              channel.port2.postMessage(null);
            });
            return { id: section.id, state: section.getAttribute("data-reveal") }; // the section is the Reveal
          },
          { i: index, offset, at: REVEAL_AT },
        );
      const opacity = () =>
        page.evaluate((i) => {
          const s = document.querySelectorAll("main section[id]")[i];
          let o = 1;
          for (let el: Element | null = s.querySelector("h2, h3") ?? s; el; el = el.parentElement)
            o *= parseFloat(getComputedStyle(el).opacity);
          return Math.round(o * 100) / 100;
        }, index);
      const below = await revealAt(-30); // top 30 px below the 80 % line
      await animationsSettled(page, `#${below.id} below the reveal line`);
      const hidden = await opacity();
      if (below.state !== "pending" || hidden > 0.1)
        problems.push(
          `${label}: section #${below.id} is shown (${below.state}, opacity ${hidden}) while its top is below ${REVEAL_AT * 100}% of the viewport`,
        );
      const above = await revealAt(30); // top 30 px above the line
      const revealed = await reached(
        page.waitForFunction(
          (i) => document.querySelectorAll("main section[id]")[i].getAttribute("data-reveal") === "revealed",
          index,
          EVERY_FRAME,
        ),
      );
      await animationsSettled(page, `#${above.id} past the reveal line`);
      const shown = await opacity();
      if (!revealed || shown < 0.99)
        problems.push(
          `${label}: section #${above.id} not revealed (${above.state}, opacity ${shown}) once its top passed ${REVEAL_AT * 100}% of the viewport`,
        );

      await scrollThrough(page, label);
      await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" }));
      const link = page.locator('footer a[href^="/"]:not([href="/"]):not([href*="#"])').first();
      const href = (await link.getAttribute("href")) ?? "";
      const before = await page.locator("main h1").first().textContent();
      await Promise.all([page.waitForURL((u) => u.pathname === href), link.click()]);
      // The new page has rendered (Gatsby scrolls in the same commit), and been painted.
      await page.waitForFunction((old) => document.querySelector("main h1")?.textContent !== old, before, { timeout: CONDITION_TIMEOUT });
      await nextFrames(page, `the page ${href} rendered`);
      const y = await page.evaluate(() => window.scrollY);
      if (y !== 0) problems.push(`${label}: following footer link "${href}" opened it at scrollY ${y}, not at the top`);
      assertNoProblems(problems, label);
    });
  });
});

/** Index of the story shown, from the carousel's picked dot (aria-current/selected/pressed); -1 if none or several. Runs in the page. */
function pickedDot(controls: string[]): number {
  const carousel = document.querySelector('[aria-roledescription="carousel"]');
  const slides = [...document.querySelectorAll('[aria-roledescription="slide"]')];
  const dots = [...(carousel?.querySelectorAll("button, [role=tab]") ?? [])].filter(
    (b) => !controls.includes((b.getAttribute("aria-label") ?? b.textContent ?? "").trim()),
  );
  if (dots.length !== slides.length) return -1;
  const picked = dots.filter((b) =>
    ["true", "page", "step"].some((v) =>
      [b.getAttribute("aria-current"), b.getAttribute("aria-selected"), b.getAttribute("aria-pressed")].includes(v),
    ),
  );
  return picked.length === 1 ? dots.indexOf(picked[0]) : -1;
}

const currentSlide = (page: Page): Promise<number> => page.evaluate(pickedDot, CONTROLS);

const slideCount = (page: Page) => page.locator('[aria-roledescription="slide"]').count();

/** The carousel in view, the pointer off it and focus out of it (hover and focus pause it). */
async function carouselInView(page: Page): Promise<void> {
  await page.locator('[aria-roledescription="carousel"]').first().scrollIntoViewIfNeeded();
  await page.mouse.move(1, 1);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

/** Stops the page clock where it stands (timers fire only through runFor from here on). */
async function pauseClock(page: Page): Promise<void> {
  // A moment ahead of the running clock (pausing can only go forward); any timer due by then fires.
  // The page clock runs on while the call travels, so on a busy machine the target can be behind
  // it on arrival ("Cannot fast-forward to the past"): then read the clock again and aim anew.
  for (let attempt = 1; ; attempt++) {
    const target = (await page.evaluate(() => Date.now())) + 250;
    const paused = await page.clock.pauseAt(target).then(
      () => true,
      (error: Error) => {
        if (!/fast-forward to the past/.test(error.message) || attempt === 20) throw error;
        return false;
      },
    );
    if (paused) return;
  }
}

/** The carousel's pending timer: ms until it is due on the page clock, or null when none is armed. */
const carouselTimer = (page: Page): Promise<number | null> =>
  page.evaluate((interval) => {
    const timers = window.__probe.pending().filter((t) => t.delay === interval);
    return timers.length ? Math.min(...timers.map((t) => t.due)) - Date.now() : null;
  }, INTERVAL);

const firedCount = (page: Page): Promise<number> => page.evaluate((interval) => window.__probe.fired[interval] ?? 0, INTERVAL);

/** Resolves once the carousel has armed its next timer (React runs the effect after rendering). */
const armed = (page: Page, label: string) =>
  page
    .waitForFunction((interval) => window.__probe.pending().some((t) => t.delay === interval), INTERVAL, EVERY_FRAME)
    .catch(() => {
      throw new Error(`${label}: the carousel armed no ${INTERVAL} ms timer`);
    });

/** Resolves once the carousel shows slide `index`. */
const shows = (page: Page, index: number) =>
  reached(page.waitForFunction(`(${pickedDot.toString()})(${JSON.stringify(CONTROLS)}) === ${index}`, undefined, EVERY_FRAME));

describe("/ carousel under Playwright's clock", () => {
  test(`@1280: advances exactly every ${INTERVAL} ms and stops when paused`, async () => {
    await withRoute(home, "desktop", { clock: "running" }, async ({ page, problems, label }) => {
      await hydrated(page, label);
      await carouselInView(page);
      await pauseClock(page);
      await armed(page, label);
      const count = await slideCount(page);
      let shown = await currentSlide(page);
      if (shown < 0) throw new Error(`${label}: the carousel shows no single current story`);
      // Up to the armed timer's moment (it was armed while the clock ran), then one full interval.
      const fired = await firedCount(page);
      await page.clock.runFor((await carouselTimer(page))!);
      if ((await firedCount(page)) !== fired + 1) problems.push(`${label}: the carousel's timer did not fire when due`);
      shown = (shown + 1) % count;
      if (!(await shows(page, shown))) problems.push(`${label}: the carousel did not move to story ${shown + 1} when its timer fired`);
      await armed(page, label);
      const left = await carouselTimer(page);
      if (left !== INTERVAL) problems.push(`${label}: after an advance the next one is due in ${left} ms, not ${INTERVAL}`);
      await page.clock.runFor(INTERVAL - 1);
      if ((await firedCount(page)) !== fired + 1 || (await currentSlide(page)) !== shown)
        problems.push(`${label}: the carousel moved ${INTERVAL - 1} ms after its last advance, before the ${INTERVAL} ms interval`);
      await page.clock.runFor(1);
      shown = (shown + 1) % count;
      if (!(await shows(page, shown)))
        problems.push(`${label}: the carousel did not advance to story ${shown + 1} ${INTERVAL} ms after its last advance`);

      const pause = page.locator('[aria-roledescription="carousel"]').first().getByRole("button", { name: site.ui.pauseRotation });
      if ((await pause.count()) === 0) problems.push(`${label}: no "${site.ui.pauseRotation}" button in the carousel`);
      else {
        await pause.click();
        await page.mouse.move(1, 1);
        await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
        // Paused: the timer is cleared (the effect's cleanup), and the clock can run on and on.
        if (
          !(await reached(
            page.waitForFunction((interval) => !window.__probe.pending().some((t) => t.delay === interval), INTERVAL, EVERY_FRAME),
          ))
        )
          problems.push(`${label}: the carousel's timer is still armed after "${site.ui.pauseRotation}"`);
        const before = await firedCount(page);
        await page.clock.runFor(INTERVAL * 3);
        if ((await firedCount(page)) !== before || (await currentSlide(page)) !== shown)
          problems.push(`${label}: the carousel still advances after "${site.ui.pauseRotation}"`);
      }
      assertNoProblems(problems, label);
    });
  });

  test("@1280: reduced motion stops the carousel's auto-advance", async () => {
    await withRoute(home, "desktop", { clock: "running", reducedMotion: "reduce" }, async ({ page, problems, label }) => {
      await hydrated(page, label);
      await carouselInView(page);
      await pauseClock(page);
      const start = await currentSlide(page);
      const before = await firedCount(page);
      if ((await carouselTimer(page)) !== null) problems.push(`${label} reduced motion: the carousel armed a ${INTERVAL} ms timer`);
      await page.clock.runFor(INTERVAL * 3);
      if ((await firedCount(page)) !== before || (await currentSlide(page)) !== start)
        problems.push(`${label} reduced motion: the carousel still advances`);
      assertNoProblems(problems, label);
    });
  });
});
