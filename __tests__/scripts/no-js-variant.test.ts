// eslint-disable-next-line @typescript-eslint/no-require-imports
const { stripScripts } = require("../../scripts/lib/no-js-variant.js");

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
