// The layout promises of the inner pages (issue 12), measured in Chromium on the built site:
// page heights at 375 px, the /academics jump links and named program articles, a deadlines
// table whose cells never break over two lines, stats two by two on phones, an Apply button on
// /admissions, and hero buttons that are either one row or one full-width stack, never a ragged
// wrap, at any width from 320 to 1920 px.
import type { Page } from "playwright-core";
import academicsPage from "../../content/academicsPage.json";
import admissionsPage from "../../content/admissionsPage.json";
import programsFile from "../../content/programs.json";
import homePage from "../../content/homePage.json";
import researchPage from "../../content/researchPage.json";
import aboutPage from "../../content/aboutPage.json";
import { openRoute, scrollThrough } from "./browser";
import { ROUTES, assertNoProblems, type Route } from "./routes";

const route = (path: string): Route => {
  // Pages live at their trailing-slash URL (/academics/); the tests name them as the spec does.
  const found = ROUTES.find((r) => r.path === path || r.path === `${path}/`);
  if (!found) throw new Error(`no route ${path} in routes.ts`);
  return found;
};

// Measured at 375 px on this build with system fonts (academics 4,983, admissions 6,029,
// student-experience 6,673, research 6,813, about 7,775), plus about 12 % headroom for the web
// fonts and copy edits: a ceiling that fails if a page slides back to a card per line.
// /academics was about 9,000 px before the jump list and the sideways catalogue.
// /admissions also holds each program's application path (its service, deadline, what to send and
// two buttons: about 550 px a program at 375 px), so it grows by up to 650 px a program.
const PROGRAM_PATH_ALLOWANCE = 650;
const HEIGHT_CEILINGS_375: Record<string, number> = {
  "/academics": 5_600,
  "/admissions": 6_800 + PROGRAM_PATH_ALLOWANCE * programsFile.programs.length,
  "/student-experience": 7_500,
  "/research": 7_600,
  "/about": 8_700,
};

const pageHeight = (page: Page) => page.evaluate(() => document.documentElement.scrollHeight);

describe("inner pages at 375 px stay short", () => {
  for (const [path, ceiling] of Object.entries(HEIGHT_CEILINGS_375)) {
    it(`${path} is at most ${ceiling} px tall`, async () => {
      const { context, page } = await openRoute(route(path), "mobile", { reducedMotion: "reduce" });
      try {
        await scrollThrough(page);
        expect(await pageHeight(page)).toBeLessThanOrEqual(ceiling);
      } finally {
        await context.close();
      }
    });
  }
});

// The home page is held to the redesign's targets: at most 7,400 px at 375 px (it was about
// 9,950 px; 7,000 until issue 24 put the hero's photo above its text, 281 px, and added the
// beach photo band, about 500 px together), and the eight launch programs in at most 1,400 px
// (about 2,450 px as one card a row).
// The tiles sit two to a row, so each further pair of programs may add a quarter of that: adding a
// program (README, "Add a program") keeps this test green, a return to one card a row does not.
const PROGRAM_ROWS = Math.ceil(programsFile.programs.length / 2);
const PROGRAMS_CEILING = (1_400 * Math.max(PROGRAM_ROWS, 4)) / 4;
// Plus the room every page keeps at its end below 768 px for the phone action bar (56 px).
const ACTION_BAR_ROOM = 56;
const HOME_CEILING = 7_400 + ACTION_BAR_ROOM + (PROGRAMS_CEILING - 1_400);

describe("home at 375 px, phone first", () => {
  it(`is at most ${HOME_CEILING} px tall, with the programs section at most ${PROGRAMS_CEILING} px`, async () => {
    const { context, page } = await openRoute(route("/"), "mobile", { reducedMotion: "reduce" });
    try {
      await scrollThrough(page);
      expect(await pageHeight(page)).toBeLessThanOrEqual(HOME_CEILING);
      const programs = page.locator(`#${homePage.programs.id}`);
      expect(await programs.locator("li").count()).toBe(programsFile.programs.length);
      const box = await programs.boundingBox();
      expect(box?.height).toBeLessThanOrEqual(PROGRAMS_CEILING);
    } finally {
      await context.close();
    }
  });
});

describe("/academics jump links", () => {
  const programs = programsFile.programs;

  for (const viewport of ["mobile", "desktop"] as const) {
    it(`lists every program near the top and each link lands on its program (${viewport})`, async () => {
      const { context, page, problems } = await openRoute(route("/academics"), viewport, { reducedMotion: "reduce" });
      try {
        const nav = page.getByRole("navigation", { name: academicsPage.programs.jumpLabel });
        const hrefs = await nav.getByRole("link").evaluateAll((links) => links.map((a) => a.getAttribute("href")));
        expect(hrefs).toEqual(programs.map((p) => `#${p.slug}`));
        // Near the top: the list starts within the first two screens.
        const navTop = await nav.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
        expect(navTop).toBeLessThan(2 * (page.viewportSize()?.height ?? 800));

        const missed: string[] = [];
        for (const program of programs) {
          await page.evaluate(() => window.scrollTo(0, 0));
          await nav.getByRole("link", { name: program.name, exact: true }).click();
          await page.waitForFunction((slug) => location.hash === `#${slug}`, program.slug);
          // The program's heading is on screen, below the fixed bar, inside the viewport both ways.
          const box = await page.evaluate((slug) => {
            const heading = document.getElementById(`${slug}-heading`);
            const r = heading?.getBoundingClientRect();
            return r ? { top: r.top, left: r.left, right: r.right, bottom: r.bottom, vw: window.innerWidth, vh: window.innerHeight } : null;
          }, program.slug);
          const visible = box && box.top >= 56 && box.bottom <= box.vh && box.left >= 0 && box.right <= box.vw + 1;
          if (!visible) missed.push(`${program.slug}: heading at ${JSON.stringify(box)}`);
        }
        expect(missed).toEqual([]);
        assertNoProblems(problems, "academics jump links");
      } finally {
        await context.close();
      }
    });
  }

  it("names each program <article> by its heading", async () => {
    const { context, page } = await openRoute(route("/academics"), "mobile");
    try {
      for (const program of programs) {
        await expect(page.getByRole("article", { name: program.name, exact: true }).count()).resolves.toBe(1);
      }
      expect(await page.locator("article:not([aria-labelledby])").count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});

describe("/admissions deadlines table", () => {
  // How many lines each cell's text takes: the line boxes of each visible text node in it.
  const cellLines = (page: Page) =>
    page.evaluate((id) => {
      const table = document.querySelector(`section#${id} table`);
      if (!table) throw new Error("no deadlines table");
      return [...table.querySelectorAll("tbody td, thead th")].map((cell) => {
        let lines = 0;
        const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          // The program name after "Add to calendar" is visually hidden (clipped to 1 px): skip it.
          if (!node.textContent?.trim() || node.parentElement?.closest(".visually-hidden")) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          const tops = new Set([...range.getClientRects()].filter((r) => r.width > 1).map((r) => Math.round(r.top)));
          lines = Math.max(lines, tops.size);
        }
        return { text: (cell.textContent ?? "").trim().slice(0, 40), lines };
      });
    }, admissionsPage.deadlines.id);

  for (const width of [768, 1024, 1280]) {
    it(`keeps every date, status and calendar cell on one line at ${width} px`, async () => {
      const { context, page } = await openRoute(route("/admissions"), { width, height: 900 });
      try {
        const wrapped = (await cellLines(page)).filter((cell) => cell.lines > 1);
        expect(wrapped).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }

  it("at 375 px each row is a card with nothing wider than the screen", async () => {
    const { context, page } = await openRoute(route("/admissions"), "mobile");
    try {
      const tooWide = await page.evaluate((id) => {
        const rows = [...document.querySelectorAll(`section#${id} tbody tr`)];
        return rows.filter((row) => row.getBoundingClientRect().right > window.innerWidth || row.scrollWidth > row.clientWidth + 1).length;
      }, admissionsPage.deadlines.id);
      expect(tooWide).toBe(0);
    } finally {
      await context.close();
    }
  });
});

describe("stats two by two on phones", () => {
  const grids: [string, string][] = [
    ["/", homePage.stats.id],
    ["/research", researchPage.stats.id],
    ["/about", aboutPage.figures.id],
  ];
  for (const [path, id] of grids) {
    it(`${path} #${id}: two figures per row at 375 px, one row from 768 px`, async () => {
      const rows = async (width: number) => {
        const { context, page } = await openRoute(route(path), { width, height: 800 }, { reducedMotion: "reduce" });
        try {
          return await page.evaluate((sectionId) => {
            const items = [...document.querySelectorAll(`section#${sectionId} ul > li`)];
            const tops = items.map((li) => Math.round(li.getBoundingClientRect().top));
            return { count: items.length, rows: new Set(tops).size, firstRow: tops.filter((t) => t === tops[0]).length };
          }, id);
        } finally {
          await context.close();
        }
      };
      const phone = await rows(375);
      expect(phone.count).toBeGreaterThanOrEqual(3);
      expect(phone.firstRow).toBe(2);
      expect(phone.rows).toBe(Math.ceil(phone.count / 2));
      const tablet = await rows(768);
      expect(tablet.rows).toBe(1);
    });
  }
});

describe("hero calls to action", () => {
  it("/admissions shows an Apply button in the first screen at 375 and 1280 px", async () => {
    for (const viewport of ["mobile", "desktop"] as const) {
      const { context, page } = await openRoute(route("/admissions"), viewport);
      try {
        const apply = page.locator('main header a[data-cta="applyNow"]');
        await expect(apply.isVisible()).resolves.toBe(true);
        const box = await apply.boundingBox();
        expect(box && box.y + box.height).toBeLessThanOrEqual(page.viewportSize()!.height);
        expect(await apply.getAttribute("href")).toMatch(/\/admissions\/?#apply$/);
      } finally {
        await context.close();
      }
    }
  });

  // Either one row, or a full-width stack: never two on one line and one below. One row from 768
  // px while the text spans the band; from 1024 px the text has half of it, where two buttons fit
  // in a row and three stack.
  const innerWithActions = [academicsPage, admissionsPage].map((p, i) => [["/academics", "/admissions"][i], p.hero.actions] as const);
  for (const [path, actions] of innerWithActions) {
    it(`${path}: the ${actions.length} hero buttons form one row where they fit and a clean stack elsewhere`, async () => {
      const bad: string[] = [];
      for (const width of [320, 375, 576, 700, 768, 900, 1024, 1280, 1440, 1800, 1920]) {
        const { context, page } = await openRoute(route(path), { width, height: 900 });
        try {
          const boxes = await page.locator("main header [data-cta]").evaluateAll((links) =>
            links.map((a) => {
              const r = a.getBoundingClientRect();
              // Lines of the label: the line boxes of its text.
              const range = document.createRange();
              range.selectNodeContents(a.firstChild ?? a);
              const lines = new Set([...range.getClientRects()].filter((box) => box.width > 1).map((box) => Math.round(box.top))).size;
              return { top: Math.round(r.top), width: Math.round(r.width), lines };
            }),
          );
          const tops = new Set(boxes.map((b) => b.top));
          const oneRow = tops.size === 1;
          const stack = tops.size === boxes.length && new Set(boxes.map((b) => b.width)).size === 1;
          const rowFits = width < 1024 || boxes.length < 3;
          if (width >= 768 && rowFits && !oneRow) bad.push(`${width}px: not one row ${JSON.stringify(boxes)}`);
          if (!oneRow && !stack) bad.push(`${width}px: ragged wrap ${JSON.stringify(boxes)}`);
          if (boxes.some((b) => b.lines > 1)) bad.push(`${width}px: a label wraps ${JSON.stringify(boxes)}`);
        } finally {
          await context.close();
        }
      }
      expect(bad).toEqual([]);
    });
  }
});
