/**
 * @jest-environment node
 */
import fs from "fs";
import os from "os";
import path from "path";
import { firstPaint, pageFiles } from "./firstPaint";

/** A miniature build in <tmp>/public: pages as Gatsby writes them (inlined style, inline scripts, async app). */
function miniatureBuild(pages: Record<string, string>): string {
  const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "first-paint-")), "public");
  for (const [rel, html] of Object.entries(pages)) {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), html);
  }
  return dir;
}

const gatsbyPage = (pagePath: string, body = "") =>
  '<html><head><style data-href="/app.0123456789abcdef0123.css" data-identity="gatsby-global-css">.a{color:red}.later{color:blue}</style>' +
  `<script type="application/ld+json">{"name":"${pagePath}"}</script></head><body><main><header class="a">hero</header>` +
  `<section>one</section><section class="later">two</section></main>${body}` +
  `<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="${pagePath}";/*]]>*/</script>` +
  '<script src="/app-0123456789abcdef0123.js" async=""></script></body></html>';

const remove = (dir: string) => fs.rmSync(path.dirname(dir), { recursive: true, force: true });

test("every page is split, deferred and left without an executable inline script; JSON-LD stays; Gatsby's slices are no pages", () => {
  const dir = miniatureBuild({
    "index.html": gatsbyPage("/"),
    "about/index.html": gatsbyPage("/about/"),
    "_gatsby/slices/x.html": "<p>",
    "page-data/404.html/page-data.json": "{}",
  });
  try {
    expect(pageFiles(dir)).toEqual(["about/index.html", "index.html"]);
    expect(firstPaint(dir)).toEqual({ pages: 2, scripts: 4 });
    const html = fs.readFileSync(path.join(dir, "about", "index.html"), "utf8");
    expect(html).toContain('<script type="application/ld+json">{"name":"/about/"}</script>');
    expect(html).not.toMatch(/<script(?![^>]*\ssrc=)(?![^>]*ld\+json)[^>]*>[^<]/);
    const [, src] = /<script id="gatsby-script-loader" src="\/(page-scripts\/[0-9a-f]{20}\.js)" defer><\/script>/.exec(html)!;
    expect(fs.readFileSync(path.join(dir, src), "utf8")).toBe('/*<![CDATA[*/window.pagePath="/about/";/*]]>*/');
    expect(html).toMatch(/<script data-scripts="\/app-0123456789abcdef0123\.js" src="\/page-scripts\/[0-9a-f]{20}\.js" defer><\/script>/);
    const [, css] = /<link rel="stylesheet" href="\/(page-css\/[0-9a-f]{20}\.css)"\/><\/body>/.exec(html)!;
    expect(fs.readFileSync(path.join(dir, css), "utf8")).toContain(".later{color:blue}");
  } finally {
    remove(dir);
  }
});

test.each([
  ["an inline event handler", gatsbyPage("/", '<button onclick="go()">b</button>'), /index\.html: inline event handler onclick=/],
  [
    "a page without Gatsby's scripts and styles",
    "<html><body><main></main></body></html>",
    /index\.html: no <script src[\s\S]*checked against gatsby/,
  ],
])("the build fails on %s, naming the page", (_what, html, message) => {
  const dir = miniatureBuild({ "index.html": html });
  try {
    expect(() => firstPaint(dir)).toThrow(message);
  } finally {
    remove(dir);
  }
});
