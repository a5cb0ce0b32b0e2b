/**
 * @jest-environment node
 */
import { createHash } from "crypto";
import { externalScriptPath, externalizeInlineScripts, inlineEventHandlers, isExecutableType } from "./externalScripts";

describe("externalizeInlineScripts", () => {
  const html = [
    '<html><head><script type="application/ld+json">{"@context":"https://schema.org"}</script>',
    '<script src="/app-1234567890abcdef1234.js" async></script>',
    '<script type="module">const a=1;</script></head><body>',
    '<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/";/*]]>*/</script>',
    '<SCRIPT\n  id="x"\n>\n  multi\n  line\n</SCRIPT ></body></html>',
  ].join("");
  const { html: out, scripts } = externalizeInlineScripts(html);

  test("each executable script becomes a file named by its content's sha256, its attributes kept, a classic one deferred", () => {
    const loader = externalScriptPath('/*<![CDATA[*/window.pagePath="/";/*]]>*/');
    expect(loader).toBe(
      `/page-scripts/${createHash("sha256").update('/*<![CDATA[*/window.pagePath="/";/*]]>*/').digest("hex").slice(0, 20)}.js`,
    );
    expect(out).toContain(`<script id="gatsby-script-loader" src="${loader}" defer></script>`);
    expect(out).toContain(`<script type="module" src="${externalScriptPath("const a=1;")}"></script>`);
    expect(out).toContain(`<script\n  id="x" src="${externalScriptPath("\n  multi\n  line\n")}" defer></script>`);
    expect([...scripts.values()]).toEqual(["const a=1;", '/*<![CDATA[*/window.pagePath="/";/*]]>*/', "\n  multi\n  line\n"]);
  });

  test("data blocks and scripts with src stay as they are", () => {
    expect(out).toContain('<script type="application/ld+json">{"@context":"https://schema.org"}</script>');
    expect(out).toContain('<script src="/app-1234567890abcdef1234.js" async></script>');
    expect(externalizeInlineScripts('<script data-src="x">a()</script>').scripts.size).toBe(1);
  });

  test("executable types", () => {
    expect([undefined, "", "module", "text/javascript", "Application/JavaScript"].every(isExecutableType)).toBe(true);
    expect(["application/ld+json", "application/json", "text/template"].some(isExecutableType)).toBe(false);
  });
});

test("inlineEventHandlers finds handler attributes only", () => {
  expect(inlineEventHandlers('<img src="a" onload="x()"><a href="#" onClick="y()">z</a><p data-on="1">')).toEqual(["onload", "onClick"]);
});
