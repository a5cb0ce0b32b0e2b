/** @jest-environment jsdom */
// Each sentence once, as a visitor reads the built pages (issue 46, point 5): a paragraph of two
// or more sentences is shown on one page only (a program's overview on its page, its /academics
// card text on /academics, never both on one page), no page repeats a sentence of its own, and no
// photo opens two pages. Student quotes (<blockquote>) are testimonials, quoted on the home
// carousel and on their program's page by design; one-sentence lines (a program's summary on its
// tile and its hero, the sections' shared labels) may recur.
import fs from "fs";
import path from "path";
import { ALL_ROUTES, requireBuild } from "../e2e/routes";

const dir = requireBuild();
const pages = ALL_ROUTES.filter((route) => !route.notFound).map((route) => {
  const doc = new DOMParser().parseFromString(fs.readFileSync(path.join(dir, route.html), "utf8"), "text/html");
  return { route: route.path, doc, main: doc.querySelector("main")! };
});

/** The sentences of a text: runs of six words or more ending in ".", "!" or "?". */
const sentencesOf = (text: string) =>
  (text.match(/[^.!?]+[.!?]+(?=\s|$)/g) ?? []).map((s) => s.trim()).filter((s) => s.split(/\s+/).length >= 6);

/** The text blocks of a page's <main> a visitor reads as prose, outside quotes: each paragraph, list item, definition and cell. */
function textBlocks(main: Element): string[] {
  return Array.from(main.querySelectorAll("p, li, dd, td"))
    .filter((el) => !el.querySelector("p, li, dd, td") && !el.closest("blockquote"))
    .map((el) => (el.textContent ?? "").replace(/\s+/g, " ").trim());
}

test("a paragraph of two or more sentences is on one page only", () => {
  const pagesOf = new Map<string, string[]>();
  for (const { route, main } of pages) {
    for (const text of new Set(textBlocks(main).filter((t) => sentencesOf(t).length >= 2))) {
      pagesOf.set(text, [...(pagesOf.get(text) ?? []), route]);
    }
  }
  expect(Object.fromEntries([...pagesOf].filter(([, routes]) => routes.length > 1))).toEqual({});
});

test.each(pages.map((p) => [p.route, p] as const))("%s says each of its sentences once", (_route, { main }) => {
  const sentences = textBlocks(main).flatMap(sentencesOf);
  expect(sentences.filter((s, i) => sentences.indexOf(s) !== i)).toEqual([]);
});

test("no photo opens two pages: each page's first-screen photo (its hero) is its own", () => {
  const heroes = pages.flatMap(({ route, doc }) => {
    const hero = doc.querySelector('main img[fetchpriority="high"]');
    return hero ? [{ route, photo: (hero.getAttribute("src") ?? "").split("?")[0] }] : [];
  });
  expect(heroes.length).toBeGreaterThan(pages.length / 2);
  const routesOf = (photo: string) => heroes.filter((h) => h.photo === photo).map((h) => h.route);
  expect(heroes.filter((h) => routesOf(h.photo).length > 1).map((h) => `${h.route}: ${h.photo}`)).toEqual([]);
});
