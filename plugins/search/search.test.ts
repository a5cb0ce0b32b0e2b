/**
 * @jest-environment node
 */
import { indexDocument, indexedPages, LABEL_WEIGHT } from "./searchIndex";
import { pageName, readBuiltPage, type BuiltPage } from "./builtPages";
import { siteMapHtml, siteMapTree, withSiteMap } from "./siteMap";

// A built page as Gatsby writes one: the title with the site's short name, <main> with a hero
// (a header, not a section) and sections labelled by their headings.
const html = (title: string, main: string) =>
  `<!DOCTYPE html><html lang="en"><head><title data-gatsby-head="true">${title} | BCU</title></head>` +
  `<body><header><nav>menu</nav></header><main id="main" class="m">${main}</main><footer>f</footer></body></html>`;

const page = (path: string, name: string, sections: [string, string][] = []): BuiltPage => ({
  path,
  name,
  h1: name,
  sections: sections.map(([id, heading]) => ({ id, heading })),
  main: `<main id="main"><h1>${name}</h1></main>`,
  lang: "en",
});

test("a page's name is its document title without the site's short name", () => {
  expect(pageName("About | BCU")).toBe("About");
  expect(pageName("Safety & Security | BCU")).toBe("Safety & Security");
  expect(pageName("  Plain  ")).toBe("Plain");
});

test("a built page: name, h1, and each <section id> of main by its heading (aria-labelledby, else its first h2/h3)", () => {
  const built = readBuiltPage(
    html(
      "Safety &amp; Security",
      `<header><h1>Safe  on
      campus</h1></header><section id="a" aria-labelledby="a-heading"><h2 id="a-heading">First <em>one</em></h2></section>` +
        `<section id="b"><h3>Second</h3></section><section id="no-heading"><p>x</p></section><section><h2>No id</h2></section>`,
    ),
    "/safety/",
    "public/safety/index.html",
  );
  expect(built).toMatchObject({ path: "/safety/", name: "Safety & Security", h1: "Safe on campus", lang: "en" });
  expect(built.sections).toEqual([
    { id: "a", heading: "First one" },
    { id: "b", heading: "Second" },
  ]);
  expect(built.main).toMatch(/^<main id="main"/);
  expect(() => readBuiltPage("<html><body></body></html>", "/x/", "public/x/index.html")).toThrow("public/x/index.html has no <main>");
});

test("the index reads a page's name as its result title, and its labels as subheadings", () => {
  const doc = indexDocument({
    ...page("/a/", "Fees & Aid"),
    main: '<main id="main"><dl><dt>Tuition</dt><dd>$1</dd></dl><table><th>Deadline</th></table></main>',
  });
  expect(doc.url).toBe("/a/");
  expect(doc.content).toContain('<main id="main"><span data-pagefind-meta="title" data-pagefind-ignore>Fees &amp; Aid</span>');
  expect(doc.content).toContain(`<dt data-pagefind-weight="${LABEL_WEIGHT}">Tuition</dt>`);
  expect(doc.content).toContain(`<th data-pagefind-weight="${LABEL_WEIGHT}">Deadline</th>`);
  expect(doc.content).toMatch(/^<!DOCTYPE html><html lang="en">/);
});

test("a label a section repeats for each of its items weighs once, its repeats as plain text; each section has its own", () => {
  const item = (name: string) => `<li><h4>${name}</h4><dl><dt>Deadline</dt><dd>May 1</dd></dl></li>`;
  const doc = indexDocument({
    ...page("/aid/", "Aid"),
    main: `<main><section id="a"><ul>${item("One")}${item("Two")}</ul></section><section id="b">${item("Three")}</section></main>`,
  });
  const weights = [...doc.content.matchAll(/<dt data-pagefind-weight="(\d+)">Deadline/g)].map((m) => Number(m[1]));
  expect(weights).toEqual([LABEL_WEIGHT, 1, LABEL_WEIGHT]);
});

test("the search page (it holds the site map) is no result of its own search", () => {
  const search = { ...page("/search/", "Search"), main: '<main><div class="x" data-site-map=""><ul></ul></div></main>' };
  expect(indexedPages([page("/", "Home"), search]).map((p) => p.path)).toEqual(["/"]);
});

describe("the site map", () => {
  const pages = [
    page("/about/", "About", [["visit", "Visit Our Campus"]]),
    page("/", "Boca Ciega University", [["programs", "Our Programs"]]),
    page("/academics/", "Academics"),
    page("/academics/dental/", "Dental Medicine Program", [["cost", "Cost & Aid"]]),
    page("/academics/pharmacy/", "Pharmacy Program"),
    page("/academics/2/", "Academics, page 2"),
  ];
  const words = { maxPages: 2, morePages: "{count} more: see {page}" };

  test("pages under a page go under it; the top level is home, then by name", () => {
    const tree = siteMapTree(pages);
    expect(tree.map((e) => e.page.path)).toEqual(["/", "/about/", "/academics/"]);
    expect(tree[2].children.map((e) => e.page.path)).toEqual(["/academics/dental/", "/academics/pharmacy/", "/academics/2/"]);
  });

  test("every page a link, its sections links to their anchors, text escaped; a long list cut, then a link to the page above", () => {
    const out = siteMapHtml(pages, words);
    expect(out).toContain('<li><a href="/about/">About</a><ul><li><a href="/about/#visit">Visit Our Campus</a></li></ul></li>');
    expect(out).toContain('<a href="/academics/dental/#cost">Cost &amp; Aid</a>');
    expect(out).toContain('<li>1 more: see <a href="/academics/">Academics</a></li></ul>');
    expect(out).not.toContain("/academics/2/");
    expect(out.startsWith('<ul data-pages><li><a href="/">')).toBe(true);
  });

  test("it fills the page's empty element and lists every other page; a page without one is unchanged", () => {
    const holder = '<main><div class="m" data-site-map=""></div><p>after</p></main>';
    const filled = withSiteMap(holder, pages, "/about/", words);
    expect(filled).toMatch(/^<main><div class="m" data-site-map=""><ul data-pages>.*<\/ul><\/div><p>after<\/p><\/main>$/);
    expect(filled).not.toContain('href="/about/"');
    expect(withSiteMap("<main><p>no map</p></main>", pages, "/", words)).toBe("<main><p>no map</p></main>");
  });
});
