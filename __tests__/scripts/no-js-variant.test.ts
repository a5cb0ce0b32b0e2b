// eslint-disable-next-line @typescript-eslint/no-require-imports
const { stripScripts, bareVariant } = require("../../scripts/lib/no-js-variant.js");

describe("stripScripts (the bench's no-JS variant)", () => {
  const page = [
    "<html><head>",
    '<link rel="preload" href="/app-1.js" as="script">',
    '<link as="script" rel="preload" href="/webpack-runtime-2.js"/>',
    '<link rel="preconnect" href="https://images.unsplash.com">',
    '<link rel="stylesheet" href="/styles.css">',
    '<script type="application/ld+json">{"@type":"CollegeOrUniversity"}</script>',
    '</head><body><main><h1>Title</h1><img src="/a.jpg" alt=""></main>',
    '<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/";/*]]>*/</script>',
    '<script src="/app-1.js" async></script>',
    "</body></html>",
  ].join("");

  const variant: string = stripScripts(page);

  it("removes every script element and script preload", () => {
    expect(variant).not.toMatch(/<script(?![^>]*ld\+json)/);
    expect(variant).not.toContain('as="script"');
    expect(variant).not.toContain("window.pagePath");
  });

  it("keeps the document, its styles, hints for photos and its JSON-LD", () => {
    expect(variant).toContain("<h1>Title</h1>");
    expect(variant).toContain('<link rel="stylesheet" href="/styles.css">');
    expect(variant).toContain('<link rel="preconnect" href="https://images.unsplash.com">');
    expect(variant).toContain('<script type="application/ld+json">{"@type":"CollegeOrUniversity"}</script>');
  });
});

describe("bareVariant (the bench's document + hero variant)", () => {
  // The head and the end of <body> as this site's build writes them.
  const page = [
    "<html><head>",
    '<link rel="preconnect" href="https://images.pexels.com"/>',
    '<link rel="preload" as="image" imagesrcset="https://images.pexels.com/p.jpeg?w=480 480w" imagesizes="100vw" fetchpriority="high"/>',
    '<link rel="preload" href="/static/source-serif-4-subset-2e1b.woff2" as="font" type="font/woff2" crossorigin="anonymous"/>',
    '<style>@font-face{font-family:"Source Serif 4 Variable";src:url(/static/source-serif-4-subset-2e1b.woff2) format("woff2")}',
    '@font-face{font-family:"Inter Fallback";src:local("Arial");size-adjust:106.8%}h1{color:navy}</style>',
    '<link rel="icon" href="/favicon.svg?v=1" type="image/svg+xml"/><link rel="manifest" href="/manifest.webmanifest" crossorigin="anonymous"/>',
    '<link rel="apple-touch-icon" sizes="48x48" href="/icons/icon-48x48.png?v=1"/>',
    '<script type="application/ld+json">{"@type":"CollegeOrUniversity"}</script>',
    '</head><body><main><h1>Title</h1><img src="https://images.pexels.com/p.jpeg?w=480" fetchpriority="high" alt=""></main>',
    '<script src="/page-scripts/1.js"></script><link rel="stylesheet" href="/page-css/2c5c.css"/>',
    "</body></html>",
  ].join("");

  const variant: string = bareVariant(page);

  it("leaves out scripts, the web fonts, the deferred stylesheet, the manifest and the icons", () => {
    expect(variant).not.toContain("/page-scripts/");
    expect(variant).not.toContain(".woff2");
    expect(variant).not.toContain("/page-css/");
    expect(variant).not.toMatch(/rel="(manifest|icon|apple-touch-icon)"/);
  });

  it("keeps the document, its inlined styles and fallback faces, the hero photo with its hints, and JSON-LD", () => {
    expect(variant).toContain("<h1>Title</h1>");
    expect(variant).toContain('@font-face{font-family:"Inter Fallback";src:local("Arial");size-adjust:106.8%}h1{color:navy}');
    expect(variant).toContain('<link rel="preconnect" href="https://images.pexels.com"/>');
    expect(variant).toContain('fetchpriority="high"/>');
    expect(variant).toContain('<img src="https://images.pexels.com/p.jpeg?w=480" fetchpriority="high" alt="">');
    expect(variant).toContain('{"@type":"CollegeOrUniversity"}');
  });
});
