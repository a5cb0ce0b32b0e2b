// The layout promises of the pages (issue 12, DESIGN "Phone first"), as rules that hold whatever
// the content: one load per route at 375 px (reduced motion), then the same page resized to each
// width a rule names (a resize lays the page out exactly as a window of that width would).
// - every route at 375 px: the hero photo starts on the first screen, and no stacked record (an
//   item of a list, a row of a table) is taller than the room between the fixed nav bar and the
//   phone action bar, so each can be read whole on one screen; at 320 px (the narrowest
//   screen the site promises) nothing is wider than the screen;
// - /: the programs grid is two tiles a row, at most 350 px a row, and the section adds at most a
//   screen to its grid (heading, intro, link);
// - /, /research, /about: stats two by two on phones, one row from 768 px;
// - /academics: the jump list (one link per program, near the top) lands on each program at 375
//   and 1280 px; each program <article> is named by its heading, its name an underlined link to
//   its page; on phones the catalogue stacks, one card a row, nothing scrolled sideways;
// - /admissions: at most ADMISSIONS_MAX_HEIGHT tall at 375 px (it says only what no program page
//   does), deadline rows are cards no wider than a phone's screen, cells on one line from
//   1024 px, Apply in the first screen at 375 and 1280 px; at 375 and 1280 px each status badge
//   clear of the calendar cell, a passed date said once, and (as a table) the badge on the
//   row's baseline; the phone action bar's labels on one line at 375 px;
// - /, /about at 768 px: a section's photo under its text starts at the page's left edge, and
//   every footer link starts on one of the footer's columns;
// - /academics and /admissions: the hero buttons form one row or a clean full-width stack (never
//   a ragged wrap), one row from 768 px where they fit (three stack beside the
//   hero photo from 1024 px), labels on one line, at every width from 320 to 1920 px.
import type { Page } from "playwright-core";
import programsFile from "../../content/programs.json";
import { block, blocksOfType, contentPage, contentPages } from "../content/pages";
import site from "../../content/site.json";
import { EVERY_FRAME, hydrated, leftEdgeProblems, nextFrames, withRoute, overflowProblems, reached } from "./browser";
import { NOT_FOUND, VIEWPORTS, assertNoProblems, type Route, routeByPath as route } from "./routes";

const home = contentPage("home");
const homePage = { programs: block(home, "programTiles"), stats: block(home, "figures") };
const academicsPage = { programs: block(contentPage("academics"), "programList") };
const admissionsPage = { deadlines: block(contentPage("admissions"), "deadlines") };
// Every figures band of every page but home's (checked with home's tiles below), by route: the
// bands, not a photo band (its few figures sit in its panel).
const figureBands = [...contentPages().values()]
  .filter((p) => p.path !== "/")
  .flatMap((p) =>
    blocksOfType(p, "figures")
      .filter((b) => b.photo === undefined)
      .map((b) => ({ route: p.path, id: b.id as string })),
  );

const PHONE = VIEWPORTS.mobile;
/** /admissions' height at 375 px, footer included: a few phone screens (each program's details are on its page). */
const ADMISSIONS_MAX_HEIGHT = 6000;

/** Lays the page out at `width`, then waits for the frame that shows it. */
async function resize(page: Page, width: number, height = 900): Promise<void> {
  await page.setViewportSize({ width, height });
  await nextFrames(page, `resized to ${width} x ${height}`);
}

/** At 375 px: the hero photo on the first screen; every stacked record fits between the fixed bars. */
async function phoneRules(page: Page, route: Route, label: string): Promise<string[]> {
  return page
    .evaluate(
      ({ hasHero, actionBar }) => {
        const problems: string[] = [];
        const hero = document.querySelector("main img[fetchpriority=high]");
        const top = hero?.getBoundingClientRect().top ?? Infinity;
        if (hasHero && top >= window.innerHeight) problems.push(`the hero photo starts at ${Math.round(top)} px, below the first screen`);
        // The room a record has on screen: below the nav bar, above the phone action bar.
        const barHeight = (selector: string) => document.querySelector(selector)?.getBoundingClientRect().height ?? 0;
        const room = window.innerHeight - barHeight("header[data-solid]") - barHeight(actionBar);
        for (const list of document.querySelectorAll("main ul, main ol, main tbody")) {
          const records = [...list.children];
          if (records.length < 2) continue;
          const boxes = records.map((r) => r.getBoundingClientRect());
          if (new Set(boxes.map((b) => Math.round(b.top))).size < 2) continue; // one row (sideways), not stacked
          boxes.forEach((box, i) => {
            if (box.height > room) {
              const section = list.closest("section[id]")?.id ?? "?";
              problems.push(
                `#${section}: a record is ${Math.round(box.height)} px tall, more than the ${Math.round(room)} px between the fixed bars: "${(records[i].textContent ?? "").trim().slice(0, 50)}"`,
              );
            }
          });
        }
        return problems;
      },
      { hasHero: !route.notFound, actionBar: `nav[aria-label="${site.ui.quickActionsLabel}"]` },
    )
    .then((problems) => problems.map((p) => `${label}: ${p}`));
}

/** Stats: two a row at 375 px, one row from 768 px. */
async function statsProblems(page: Page, id: string, label: string): Promise<string[]> {
  const rows = () =>
    page.evaluate((sectionId) => {
      const items = [...document.querySelectorAll(`section#${sectionId} ul > li`)];
      const tops = items.map((li) => Math.round(li.getBoundingClientRect().top));
      return { count: items.length, rows: new Set(tops).size, firstRow: tops.filter((t) => t === tops[0]).length };
    }, id);
  const problems: string[] = [];
  const phone = await rows();
  if (phone.count < 3) problems.push(`${label}: #${id} has ${phone.count} figures, expected at least 3`);
  if (phone.firstRow !== 2 || phone.rows !== Math.ceil(phone.count / 2))
    problems.push(`${label}: #${id} is not two figures a row at 375 px (${JSON.stringify(phone)})`);
  await resize(page, 768);
  const tablet = await rows();
  if (tablet.rows !== 1) problems.push(`${label}: #${id} takes ${tablet.rows} rows at 768 px, expected one`);
  await resize(page, PHONE.width, PHONE.height);
  return problems;
}

/**
 * Either one row, or a full-width stack: never two on one line and one below. One row from 768 px
 * while the text spans the band; from 1024 px the text has half of it, where two buttons fit in a
 * row and three stack.
 */
async function heroButtonProblems(page: Page, label: string): Promise<string[]> {
  const bad: string[] = [];
  for (const width of [320, 375, 576, 700, 768, 900, 1024, 1280, 1440, 1800, 1920]) {
    await resize(page, width);
    const boxes = await page.locator("main header [data-cta]").evaluateAll((links) =>
      links.map((a) => {
        const r = a.getBoundingClientRect();
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
  }
  await resize(page, PHONE.width, PHONE.height);
  return bad.map((b) => `${label}: hero buttons at ${b}`);
}

/**
 * The deadlines table's rows: each status badge clear of the calendar cell beside it, a passed
 * deadline's date said once (in its date cell, not again in its badge) and, as a table (from
 * 1024 px), every cell's first line on the row's baseline (a probe at the end of each cell's
 * first line: the badge no higher than the date beside it).
 */
async function deadlineRowProblems(page: Page, id: string, table: boolean): Promise<string[]> {
  return page.evaluate(
    ({ id, table }) => {
      const problems: string[] = [];
      const overlap = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
      /** Where the first line of a cell has its baseline: the bottom of an empty inline-block put on it. */
      const baseline = (cell: Element) => {
        const probe = document.createElement("span");
        probe.style.cssText = "display:inline-block;width:0;height:0;vertical-align:baseline";
        cell.prepend(probe);
        const y = probe.getBoundingClientRect().bottom;
        probe.remove();
        return Math.round(y);
      };
      for (const row of document.querySelectorAll(`section#${id} tbody tr`)) {
        const name = (row.querySelector("th")?.textContent ?? "").trim();
        const [date, status, calendar] = [...row.querySelectorAll("td")];
        const badge = status?.querySelector("span span");
        if (!date || !status || !calendar || !badge) {
          problems.push(`${name}: a deadline row without its date, status badge and calendar cells`);
          continue;
        }
        const shown = [...calendar.querySelectorAll("a, span")].filter((el) => el.getBoundingClientRect().width > 1);
        for (const el of shown)
          if (overlap(badge.getBoundingClientRect(), el.getBoundingClientRect()))
            problems.push(`${name}: the status "${badge.textContent}" covers "${(el.textContent ?? "").trim()}"`);
        const day = (date.textContent ?? "").trim();
        if (date.querySelector("time") && (badge.textContent ?? "").includes(day))
          problems.push(`${name}: the status "${badge.textContent}" repeats the date ${day} beside it`);
        if (table) {
          const [a, b] = [baseline(date), baseline(status)];
          if (a !== b) problems.push(`${name}: the status sits ${a - b} px off the row's baseline (date ${a}, status ${b})`);
        }
      }
      return problems;
    },
    { id, table },
  );
}

/** The phone action bar's labels ("Request Information") each on one line. */
async function actionBarLabelProblems(page: Page): Promise<string[]> {
  return page.locator(`nav[aria-label="${site.ui.quickActionsLabel}"] a`).evaluateAll((links) =>
    links.flatMap((a) => {
      const range = document.createRange();
      range.selectNodeContents(a.firstChild ?? a);
      const lines = new Set([...range.getClientRects()].filter((box) => box.width > 1).map((box) => Math.round(box.top))).size;
      return lines > 1
        ? [`the action bar's "${(a.firstChild?.textContent ?? "").trim()}" takes ${lines} lines at ${window.innerWidth} px`]
        : [];
    }),
  );
}

/** Opens `path` at 375 px with reduced motion, hydrated; runs `checks`; fails with every problem. */
async function atPhone(path: string, checks: (page: Page, label: string) => Promise<string[]>): Promise<void> {
  await withRoute(route(path), "mobile", { reducedMotion: "reduce" }, async ({ page, problems, label }) => {
    await hydrated(page, label);
    problems.push(...(await phoneRules(page, route(path), label)));
    await resize(page, 320, 720);
    problems.push(...(await overflowProblems(page, `${route(path).path} @320`)));
    await resize(page, PHONE.width, PHONE.height);
    problems.push(...(await checks(page, label)));
    assertNoProblems(problems, label);
  });
}

test("/: programs two a row, compact, the section no bigger than its grid and a screen; stats two by two", () =>
  atPhone("/", async (page, label) => {
    const problems: string[] = [];
    const grid = await page.evaluate((id) => {
      const section = document.getElementById(id)!;
      const tiles = [...section.querySelectorAll("li")];
      const list = tiles[0]?.parentElement;
      const tops = tiles.map((t) => Math.round(t.getBoundingClientRect().top));
      return {
        tiles: tiles.length,
        rows: new Set(tops).size,
        firstRow: tops.filter((t) => t === tops[0]).length,
        list: list?.getBoundingClientRect().height ?? 0,
        section: section.getBoundingClientRect().height,
      };
    }, homePage.programs.id);
    const rows = Math.ceil(programsFile.programs.length / 2);
    if (grid.tiles !== programsFile.programs.length)
      problems.push(`${label}: ${grid.tiles} program tiles for ${programsFile.programs.length} programs`);
    if (grid.firstRow !== 2 || grid.rows !== rows)
      problems.push(`${label}: programs not two a row (${grid.rows} rows for ${grid.tiles} tiles)`);
    if (grid.list > rows * 350)
      problems.push(`${label}: the programs grid is ${Math.round(grid.list)} px for ${rows} rows, more than 350 px a row`);
    if (grid.section - grid.list > PHONE.height)
      problems.push(`${label}: the programs section adds ${Math.round(grid.section - grid.list)} px to its grid, more than a screen`);
    problems.push(...(await statsProblems(page, homePage.stats.id, label)));
    return problems;
  }));

test("every figures band (/research, /about, ...): stats two by two; records compact", async () => {
  expect(figureBands.length).toBeGreaterThan(0);
  for (const band of figureBands) await atPhone(band.route, (page, label) => statsProblems(page, band.id, label));
});

test("/student-experience and the 404 page: records compact, the hero photo on the first screen, nothing wider than 320 px", async () => {
  await atPhone("/student-experience/", () => Promise.resolve([]));
  await atPhone(NOT_FOUND.path, () => Promise.resolve([]));
});

test("/, /about at 768 px: a section's photo under its text starts at the page's left edge; the footer's links on its columns", async () => {
  for (const path of ["/", "/about/"]) {
    await withRoute(route(path), { width: 768, height: 1024 }, { reducedMotion: "reduce" }, async ({ page, problems, label }) => {
      await hydrated(page, label);
      problems.push(...(await leftEdgeProblems(page, label)));
      const offColumn = await page.evaluate(() => {
        const columns = new Set([...document.querySelectorAll("main ~ footer h2")].map((h) => Math.round(h.getBoundingClientRect().left)));
        const links = [...document.querySelectorAll("main ~ footer h2 + ul a")];
        return links.filter((a) => !columns.has(Math.round(a.getBoundingClientRect().left))).map((a) => a.textContent);
      });
      if (offColumn.length > 0) problems.push(`${label}: footer links off the footer's columns: ${offColumn.join(", ")}`);
      assertNoProblems(problems, label);
    });
  }
});

test("/academics: jump links land on each program at 375 and 1280 px; articles named; the catalogue stacked on phones; hero buttons", () =>
  atPhone("/academics/", async (page, label) => {
    const problems: string[] = [];
    const programs = programsFile.programs;
    const nav = page.getByRole("navigation", { name: academicsPage.programs.jumpLabel });
    const hrefs = await nav.getByRole("link").evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    if (JSON.stringify(hrefs) !== JSON.stringify(programs.map((p) => `#${p.slug}`)))
      problems.push(`${label}: the jump list is ${JSON.stringify(hrefs)}`);
    for (const program of programs) {
      if ((await page.getByRole("article", { name: program.name, exact: true }).count()) !== 1)
        problems.push(`${label}: no <article> named "${program.name}"`);
    }
    if ((await page.locator("article:not([aria-labelledby])").count()) !== 0)
      problems.push(`${label}: an <article> without aria-labelledby`);
    // The name links to the program's page and looks it: a phone has no hover to show it.
    const plainNames = await page
      .locator("article h3 a")
      .evaluateAll((links) => links.filter((a) => !getComputedStyle(a).textDecorationLine.includes("underline")).map((a) => a.textContent));
    if (plainNames.length > 0) problems.push(`${label}: program names that link without looking like links: ${plainNames.join(", ")}`);
    const catalogue = await page.evaluate((id) => {
      const articles = [...document.querySelectorAll(`section#${id} article`)];
      const list = articles[0]?.closest("ul, ol");
      return {
        rows: new Set(articles.map((a) => Math.round(a.getBoundingClientRect().top))).size,
        sideways: !!list && list.scrollWidth > list.clientWidth,
      };
    }, academicsPage.programs.id);
    if (catalogue.rows !== programs.length || catalogue.sideways)
      problems.push(`${label}: the program catalogue is not one card a row, stacked, at 375 px (${JSON.stringify(catalogue)})`);

    for (const [width, height] of [
      [PHONE.width, PHONE.height],
      [VIEWPORTS.desktop.width, VIEWPORTS.desktop.height],
    ]) {
      await resize(page, width, height);
      // Near the top: the list starts within the first two screens.
      const navTop = await nav.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
      if (navTop >= 2 * height)
        problems.push(`${label}: at ${width} px the jump list starts at ${Math.round(navTop)} px, below the first two screens`);
      for (const program of programs) {
        await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
        await nav.getByRole("link", { name: program.name, exact: true }).click();
        // Landed: the URL names the program and its heading has come to rest below the fixed bar.
        const landed = await reached(
          page.waitForFunction(
            (slug) => {
              const r = document.getElementById(`${slug}-heading`)?.getBoundingClientRect();
              return (
                location.hash === `#${slug}` &&
                !!r &&
                r.top >= 56 &&
                r.bottom <= window.innerHeight &&
                r.left >= 0 &&
                r.right <= window.innerWidth + 1
              );
            },
            program.slug,
            EVERY_FRAME,
          ),
        );
        if (!landed) {
          const box = await page.evaluate(
            (slug) => JSON.stringify(document.getElementById(`${slug}-heading`)?.getBoundingClientRect()),
            program.slug,
          );
          problems.push(`${label}: at ${width} px the jump link to ${program.slug} leaves its heading at ${box}`);
        }
      }
    }
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
    problems.push(...(await heroButtonProblems(page, label)));
    return problems;
  }));

test("/admissions: a few screens tall at 375 px, deadline rows as cards on phones and tablets, cells on one line from 1024 px, Apply in the first screen, hero buttons", () =>
  atPhone("/admissions/", async (page, label) => {
    const problems: string[] = [];
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    if (height > ADMISSIONS_MAX_HEIGHT)
      problems.push(`${label}: the page is ${height} px tall at ${PHONE.width} px, over ${ADMISSIONS_MAX_HEIGHT}`);
    const id = admissionsPage.deadlines.id;
    const tooWide = await page.evaluate(
      (id) =>
        [...document.querySelectorAll(`section#${id} tbody tr`)].filter(
          (row) => row.getBoundingClientRect().right > window.innerWidth || row.scrollWidth > row.clientWidth + 1,
        ).length,
      id,
    );
    if (tooWide > 0) problems.push(`${label}: ${tooWide} deadline rows wider than the screen`);
    for (const [width, height] of [
      [PHONE.width, PHONE.height],
      [VIEWPORTS.desktop.width, VIEWPORTS.desktop.height],
    ]) {
      await resize(page, width, height);
      const apply = page.locator('main header a[data-cta="applyNow"]');
      const box = (await apply.isVisible()) ? await apply.boundingBox() : null;
      if (!box || box.y + box.height > height)
        problems.push(`${label}: no Apply button in the first screen at ${width} px (${JSON.stringify(box)})`);
      if (!/\/admissions\/?#apply$/.test((await apply.getAttribute("href")) ?? ""))
        problems.push(`${label}: the hero's Apply does not go to #apply`);
    }
    // How many lines each cell's text takes: the line boxes of each visible text node in it.
    for (const width of [1024, 1280]) {
      await resize(page, width);
      const wrapped = await page.evaluate((id) => {
        const table = document.querySelector(`section#${id} table`);
        if (!table) return ["no deadlines table"];
        return [...table.querySelectorAll("tbody td, thead th")].flatMap((cell) => {
          let lines = 0;
          const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            // The program name after "Add to calendar" is visually hidden (clipped to 1 px): skip it.
            if (!node.textContent?.trim() || node.parentElement?.closest(".visually-hidden")) continue;
            const range = document.createRange();
            range.selectNodeContents(node);
            lines = Math.max(lines, new Set([...range.getClientRects()].filter((r) => r.width > 1).map((r) => Math.round(r.top))).size);
          }
          return lines > 1 ? [`"${(cell.textContent ?? "").trim().slice(0, 40)}" takes ${lines} lines`] : [];
        });
      }, id);
      problems.push(...wrapped.map((w) => `${label}: at ${width} px the deadlines cell ${w}`));
      // A mail address or telephone number is read and copied whole: never broken across lines.
      const contactWrapped = await page.evaluate(() =>
        [...document.querySelectorAll('main dd a[href^="mailto:"], main dd a[href^="tel:"]')].flatMap((link) => {
          const range = document.createRange();
          range.selectNodeContents(link);
          const lines = new Set([...range.getClientRects()].filter((r) => r.width > 1).map((r) => Math.round(r.top))).size;
          return lines > 1 ? [`"${(link.textContent ?? "").trim()}" takes ${lines} lines`] : [];
        }),
      );
      problems.push(...contactWrapped.map((w) => `${label}: at ${width} px the contact link ${w}`));
    }
    for (const width of [PHONE.width, VIEWPORTS.desktop.width]) {
      await resize(page, width);
      problems.push(...(await deadlineRowProblems(page, id, width >= 1024)).map((p) => `${label}: at ${width} px ${p}`));
    }
    await resize(page, PHONE.width, PHONE.height);
    problems.push(...(await actionBarLabelProblems(page)).map((p) => `${label}: ${p}`));
    problems.push(...(await heroButtonProblems(page, label)));
    return problems;
  }));
