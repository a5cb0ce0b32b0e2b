import {
  classNames,
  deferredCssPath,
  firstViewportEnd,
  needsPointer,
  selectorClasses,
  splitPageCss,
  CONTAIN_LATER_CONTENT,
  RELEASE_LATER_CONTENT,
  splitStylesheet,
} from "./criticalCss";

const body = (main: string, footer = '<footer class="foot">f</footer>') =>
  `<body><div id="___gatsby"><header class="bar">nav</header><main id="main">${main}</main>${footer}</div>` +
  '<script src="/page-scripts/a.js"></script></body></html>';
const page = (css: string, main: string) =>
  `<!DOCTYPE html><html><head><style data-href="/app.1.css" data-identity="gatsby-global-css">${css}</style></head>${body(main)}`;

describe("firstViewportEnd", () => {
  test("ends where the third child of <main> starts: hero and first section are in", () => {
    const html = body(
      '<header class="hero"><img src="x"/><br/></header><section class="one"><div></div></section><section class="two"></section>',
    );
    expect(html.slice(firstViewportEnd(html)).startsWith('<section class="two">')).toBe(true);
  });

  test("a <main> with fewer children keeps the whole page (the footer may be on screen)", () => {
    const html = body('<div class="notFound"></div>');
    expect(firstViewportEnd(html)).toBe(html.length);
  });

  test("a page without <main> stops the build", () => {
    expect(() => firstViewportEnd("<body></body>")).toThrow(/no <main>/);
  });
});

describe("selectors and classes", () => {
  test("class attributes give every class once", () => {
    expect([...classNames('<a class="x  y"></a><b class="y z+1"></b>')].sort()).toEqual(["x", "y", "z+1"]);
  });

  test("CSS escapes are resolved as CSS modules write them", () => {
    expect(selectorClasses(".sKtc\\+8 .\\31 a ._1X\\+6\\+i")).toEqual(["sKtc+8", "1a", "_1X+6+i"]);
  });

  test("a selector needs a pointer when :hover is outside :not(), :is(), :where() and :has()", () => {
    expect(needsPointer(".a:hover > .b")).toBe(true);
    expect(needsPointer(".card:HOVER")).toBe(true);
    expect(needsPointer(".a:not(:hover)")).toBe(false);
    expect(needsPointer(".a:focus-visible")).toBe(false);
  });

  test("a selector requires the classes outside :not(), :is(), :where() and :has()", () => {
    expect(selectorClasses(".a:hover > .b\\+c")).toEqual(["a", "b+c"]);
    expect(selectorClasses(":where(.photo)")).toEqual([]);
    expect(selectorClasses(".list > :not(.first):is(.x, .y)")).toEqual(["list"]);
    expect(selectorClasses("body")).toEqual([]);
  });
});

describe("splitStylesheet", () => {
  const css =
    "body{margin:0}.hero{color:red}.foot{color:blue}.hero .later{color:green}" +
    "@media (min-width:64em){.hero{color:pink}.foot{padding:0}}@media print{.foot{display:none}}" +
    "@font-face{font-family:X;src:url(/x.woff2)}@keyframes in{from{opacity:0}}.a,.hero{top:0}" +
    ".hero:hover{color:navy}.hero:hover,.hero:focus-visible{outline:0}";
  const { critical, deferred } = splitStylesheet(css, new Set(["hero", "bar"]));

  test("keeps rules without classes, rules whose classes all appear, and any list with one such selector", () => {
    expect(critical).toContain("body{margin:0}");
    expect(critical).toContain(".hero{color:red}");
    expect(critical).toContain(".a,.hero{top:0}");
    expect(critical).toContain("@media (min-width:64em){.hero{color:pink}}");
    expect(critical).toContain(".hero:hover,.hero:focus-visible{outline:0}");
  });

  test("defers the rest (a rule only a pointer can match too) in order, inside the same at-rules, and drops emptied at-rules", () => {
    expect(deferred).toBe(
      ".foot{color:blue}.hero .later{color:green}@media (min-width:64em){.foot{padding:0}}@media print{.foot{display:none}}" +
        ".hero:hover{color:navy}",
    );
    expect(critical).not.toContain("@media print");
  });

  test("@font-face and @keyframes stay in the page only", () => {
    expect(critical).toContain("@font-face{font-family:X;src:url(/x.woff2)}");
    expect(critical).toContain("@keyframes in{from{opacity:0}}");
    expect(deferred).not.toMatch(/font-face|keyframes/);
  });
});

describe("splitPageCss", () => {
  const html = page(
    "body{margin:0}.bar{height:4rem}.hero{color:red}.one{padding:1rem}.two{padding:2rem}.foot{color:blue}",
    '<header class="hero"></header><section class="one"></section><section class="two"></section>',
  );
  const split = splitPageCss(html);

  test("the inlined stylesheet keeps its data-href and the first viewport's rules, then clips <main> and what follows sideways", () => {
    expect(split.html).toContain(
      '<style data-href="/app.1.css" data-identity="gatsby-global-css">body{margin:0}.bar{height:4rem}.hero{color:red}.one{padding:1rem}' +
        `${CONTAIN_LATER_CONTENT}</style>`,
    );
    expect(CONTAIN_LATER_CONTENT).toBe("@layer later-content{main,main~*{overflow-x:clip}}");
  });

  test("the rest goes to a content-hashed file linked last in <body>, after the scripts, and ends by taking the clip back", () => {
    const css = `.two{padding:2rem}.foot{color:blue}\n${RELEASE_LATER_CONTENT}`;
    expect(split.stylesheet).toEqual({ path: deferredCssPath(css), css });
    expect(RELEASE_LATER_CONTENT).toBe("@layer later-content{main,main~*{overflow-x:revert-layer}}");
    expect(split.stylesheet!.path).toMatch(/^\/page-css\/[0-9a-f]{20}\.css$/);
    expect(
      split.html.endsWith(
        `<script src="/page-scripts/a.js"></script><link rel="stylesheet" href="${split.stylesheet!.path}"/></body></html>`,
      ),
    ).toBe(true);
  });

  test("a page already split, or with nothing to defer, is left as it is", () => {
    expect(splitPageCss(split.html)).toEqual({ html: split.html, stylesheet: null });
    const allCritical = page(".hero{color:red}", '<header class="hero"></header>');
    expect(splitPageCss(allCritical)).toEqual({ html: allCritical, stylesheet: null });
  });

  test("only Gatsby's inlined stylesheets (data-href) are split", () => {
    const other = html.replace("</head>", "<style>.two{x:y}</style></head>");
    expect(splitPageCss(other).html).toContain("<style>.two{x:y}</style>");
  });

  test("with several inlined stylesheets, the clip comes once, at the end of the last (after every rule)", () => {
    const two = html.replace("</head>", '<style data-href="/page.2.css">.one{margin:0}</style><style>.x{y:z}</style></head>');
    const out = splitPageCss(two).html;
    expect(out.split(CONTAIN_LATER_CONTENT)).toHaveLength(2);
    expect(out).toContain(`<style data-href="/page.2.css">.one{margin:0}${CONTAIN_LATER_CONTENT}</style><style>.x{y:z}</style>`);
  });

  test("a page whose <main> ends within the first viewport (the 404 page) is not clipped: all of it may be on screen", () => {
    const short = page(".hero{color:red}.open{display:block}", '<header class="hero"></header>');
    const out = splitPageCss(short);
    expect(out.stylesheet?.css).toBe(".open{display:block}");
    expect(out.html).not.toContain("later-content");
  });
});
