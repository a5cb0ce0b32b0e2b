/**
 * @jest-environment jsdom
 *
 * The search index of the build (plugins/search), asked in Node as a visitor's browser would ask
 * it (__tests__/support/searchQueries.mjs): it holds every page but the search page and the 404
 * page, and a query for each program's name, for "deadline", "parking" and "tuition" finds the
 * right page first. The right page is derived from the built pages by one rule, never listed:
 *  1. the pages whose title or first heading names the term (a program's page; later, a Tuition
 *     and Financial Aid page, a Visit page);
 *  2. else the sections whose heading names it ("Application Deadlines");
 *  3. else the sections where it labels a value (a <dt> or <th>: "Tuition and fees", "Parking").
 * For 2 and 3 the first result's best match must also lie in such a section.
 */
import { execFileSync } from "child_process";
import fs from "fs";
import path from "path";
import { ALL_ROUTES, projectRoot, requireBuild } from "../e2e/routes";
import { loadContent } from "../content/loadContent";

const publicDir = requireBuild();
const programs: { name: string }[] = loadContent().get("programs.json").programs;
const TERMS = [...programs.map((p) => p.name), "deadline", "parking", "tuition"];

interface Answer {
  query: string;
  results: {
    url: string;
    title: string;
    anchors: { element: string; id: string; location: number }[];
    sections: { title: string; url: string; weight: number }[];
  }[];
}

const documentOf = (file: string) => new DOMParser().parseFromString(fs.readFileSync(path.join(publicDir, file), "utf8"), "text/html");
const words = (text: string | null | undefined) => (text ?? "").replace(/\s+/g, " ").trim();

// Every page but the 404 page, and among them the search page (the one holding the site map).
const pages = ALL_ROUTES.filter((route) => !route.notFound).map((route) => ({ path: route.path, doc: documentOf(route.html) }));
const searchPages = pages.filter((page) => page.doc.querySelector("main [data-site-map]"));
const indexed = pages.filter((page) => !searchPages.includes(page));

/** Whether a text names the term: its words in order, whole, any case, the last one maybe plural. */
function names(text: string, term: string): boolean {
  const escaped = term.split(/\s+/).map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  return new RegExp(`(^|\\W)${escaped.join("\\s+")}(s|es)?(\\W|$)`, "i").test(text);
}

interface Expected {
  why: string;
  pages: Set<string>;
  /** Tiers 2 and 3: the sections (page path -> section ids) the best match must lie in. */
  sections?: Map<string, Set<string>>;
}

/** The right answer to a term, by the rule at the top of this file. */
function expectedFor(term: string): Expected {
  const byTitle = indexed.filter(
    (p) => names(p.doc.title.replace(/ \| [^|]*$/, ""), term) || names(words(p.doc.querySelector("main h1")?.textContent), term),
  );
  if (byTitle.length > 0) return { why: "its title or first heading names it", pages: new Set(byTitle.map((p) => p.path)) };
  for (const [why, selector] of [
    ["a section's heading names it", "h2, h3, h4, h5, h6"],
    ["it labels a value in a section", "dt, th"],
  ] as const) {
    const sections = new Map<string, Set<string>>();
    for (const page of indexed) {
      for (const element of page.doc.querySelectorAll(`main section[id] :is(${selector})`)) {
        if (!names(words(element.textContent), term)) continue;
        const id = element.closest("section[id]")!.id;
        sections.set(page.path, (sections.get(page.path) ?? new Set()).add(id));
      }
    }
    if (sections.size > 0) return { why, pages: new Set(sections.keys()), sections };
  }
  throw new Error(`no built page answers "${term}": no title, first heading, section heading or label names it`);
}

/** The section a result's best match lies in: the <section id> at or before the heading it falls under. */
function sectionOfBestMatch(result: Answer["results"][number]): string | null {
  const best = result.sections.reduce((top, s) => (s.weight > top.weight ? s : top));
  const hash = best.url.split("#")[1];
  const heading = hash ? result.anchors.find((a) => a.id === hash) : undefined;
  if (!heading) return null;
  const before = result.anchors.filter((a) => a.element === "section" && a.location <= heading.location);
  return before.length ? before[before.length - 1].id : null;
}

const answers: Answer[] = JSON.parse(
  execFileSync(
    process.execPath,
    [
      "--disable-warning=MODULE_TYPELESS_PACKAGE_JSON",
      path.join(projectRoot, "__tests__/support/searchQueries.mjs"),
      publicDir,
      JSON.stringify(TERMS),
    ],
    { encoding: "utf8" },
  ),
);

test("the index holds every page but the search page and the 404 page", () => {
  expect(searchPages.map((p) => p.path)).toHaveLength(1);
  const [bundle] = fs.readdirSync(path.join(publicDir, "pagefind"));
  const entry = JSON.parse(fs.readFileSync(path.join(publicDir, "pagefind", bundle, "pagefind-entry.json"), "utf8"));
  expect(Object.values(entry.languages as Record<string, { page_count: number }>).reduce((n, l) => n + l.page_count, 0)).toBe(
    indexed.length,
  );
});

test.each(TERMS)('"%s" finds the right page first', (term) => {
  const expected = expectedFor(term);
  const results = answers.find((a) => a.query === term)!.results;
  const first = results[0];
  const summary = results
    .slice(0, 3)
    .map((r) => r.url)
    .join(", ");
  if (!first || !expected.pages.has(first.url)) {
    throw new Error(`"${term}": expected first one of ${[...expected.pages].join(", ")} (${expected.why}); got ${summary || "no result"}`);
  }
  if (expected.sections) {
    const section = sectionOfBestMatch(first);
    const want = [...expected.sections.get(first.url)!];
    if (!section || !want.includes(section)) {
      throw new Error(
        `"${term}": ${first.url} should match best in #${want.join(" or #")} (${expected.why}); its best match is in #${section}`,
      );
    }
  }
});

test("every result links to a page of the build, and every section it names is an anchor of that page", () => {
  const problems: string[] = [];
  for (const { query, results } of answers) {
    for (const result of results) {
      const page = pages.find((p) => p.path === result.url);
      if (!page) problems.push(`"${query}": ${result.url} is no page of the build`);
      for (const section of result.sections) {
        const hash = section.url.split("#")[1];
        if (page && hash && !page.doc.getElementById(hash)) problems.push(`"${query}": ${section.url} names no element of the page`);
      }
    }
  }
  expect(problems).toEqual([]);
});
