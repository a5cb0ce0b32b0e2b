import { excerptParts, resultCountText, searchSite, sectionUrl, toResult } from "../../src/lib/siteSearch";
import type { Pagefind, PagefindPage } from "../../src/lib/pagefind";

// A page of Pagefind's answer, as its data() gives it: /about/ matching "parking" in its visit
// section, whose h2 opens the <section id="visit"> at the same place in the text.
const about: PagefindPage = {
  url: "/about/",
  meta: { title: "About" },
  excerpt: "The page's first <mark>parking</mark> words",
  anchors: [
    { element: "section", id: "our-story", location: 10 },
    { element: "h2", id: "our-story-heading", location: 10 },
    { element: "section", id: "visit", location: 420 },
    { element: "h2", id: "visit-heading", location: 420 },
    { element: "h3", id: "visit-hours", location: 450 },
  ],
  sub_results: [
    { title: "About", url: "/about/", excerpt: "intro", weighted_locations: [{ weight: 1, balanced_score: 10 }] },
    {
      title: "Visit Our Campus",
      url: "/about/#visit-heading",
      excerpt: "Free <mark>parking</mark> & a tour < 1 hour",
      weighted_locations: [
        { weight: 5, balanced_score: 40 },
        { weight: 1, balanced_score: 8 },
      ],
    },
    { title: "Hours", url: "/about/#visit-hours", excerpt: "hours", weighted_locations: [{ weight: 1, balanced_score: 30 }] },
  ],
};

test("an excerpt's matches are the <mark>ed words; the rest is text as written, never HTML", () => {
  expect(excerptParts("Free <mark>parking</mark> & a tour < 1 <mark>hour.</mark>")).toEqual([
    { text: "Free ", match: false },
    { text: "parking", match: true },
    { text: " & a tour < 1 ", match: false },
    { text: "hour.", match: true },
  ]);
  expect(excerptParts("no match")).toEqual([{ text: "no match", match: false }]);
});

test("a heading that opens a section links to the section's anchor; another heading keeps its own", () => {
  expect(sectionUrl("/about/#visit-heading", about.anchors)).toBe("/about/#visit");
  expect(sectionUrl("/about/#visit-hours", about.anchors)).toBe("/about/#visit-hours");
  expect(sectionUrl("/about/", about.anchors)).toBe("/about/");
});

test("a result is the page's name, its best section by the weight of its matches, and that section's passage", () => {
  expect(toResult(about)).toEqual({
    url: "/about/#visit",
    page: "About",
    section: "Visit Our Campus",
    excerpt: excerptParts("Free <mark>parking</mark> & a tour < 1 hour"),
  });
  // Best in the page's opening (before any heading): the page itself, no section.
  const intro = { ...about, sub_results: [about.sub_results[0]] };
  expect(toResult(intro)).toEqual({ url: "/about/", page: "About", section: null, excerpt: [{ text: "intro", match: false }] });
});

test("searchSite: how many pages match, and the first `max` as results, best first", async () => {
  const pages = [about, { ...about, url: "/x/", meta: { title: "X" } }, { ...about, url: "/y/", meta: { title: "Y" } }];
  const pagefind: Pagefind = {
    options: jest.fn(),
    search: jest.fn(() => Promise.resolve({ results: pages.map((page, i) => ({ id: String(i), data: () => Promise.resolve(page) })) })),
  };
  const outcome = await searchSite("parking", 2, () => Promise.resolve(pagefind));
  expect(pagefind.search).toHaveBeenCalledWith("parking");
  expect(outcome.total).toBe(3);
  expect(outcome.results.map((r) => r.page)).toEqual(["About", "X"]);
});

test("the count line: content's words for one page, for more, and for none", () => {
  const words = {
    resultCount: { one: "1 page matches “{query}”", other: "{count} pages match “{query}”" },
    noResults: "No results for “{query}”.",
  };
  expect(resultCountText(words, 1, "tuition")).toBe("1 page matches “tuition”");
  expect(resultCountText(words, 12, "tuition")).toBe("12 pages match “tuition”");
  expect(resultCountText(words, 0, "xyz")).toBe("No results for “xyz”.");
});
