/**
 * The brand system in the build (after `gatsby build`): the two variable fonts are served from
 * the site itself as WOFF2, cut to the characters and weights the site uses, with font-display: optional and metric-matched
 * fallback faces; every page preloads exactly the heading-font file its CSS names; and the nav
 * bar's -webkit-backdrop-filter (Safari/iOS up to 17) survives autoprefixer and the minifier.
 */
import fs from "fs";
import path from "path";
import { ROUTES, publicDir, requireBuild } from "../e2e/routes";
import { gatsbyInlinedStylesheets } from "../../plugins/first-paint";

// A missing build fails here with the command to run (never a silent skip).
requireBuild();

/** The CSS a page inlines (its <style> blocks: Gatsby's and the fonts plugin's), in document order. */
function inlinedCss(html: string): string {
  return [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join("\n");
}

/** All of a page's CSS: inlined, then the deferred file (plugins/first-paint/criticalCss.ts). */
function pageCss(html: string): string {
  const deferred = [...html.matchAll(/<link rel="stylesheet" href="\/(page-css\/[^"]+)"/g)].map((m) =>
    fs.readFileSync(path.join(publicDir, m[1]), "utf8"),
  );
  return [inlinedCss(html), ...deferred].join("\n");
}

/** Every @font-face block of a stylesheet, as { descriptor: value }. */
function fontFaces(css: string): Array<Record<string, string>> {
  return [...css.matchAll(/@font-face\{([^}]*)\}/g)].map(([, body]) =>
    Object.fromEntries(
      body
        .split(/;(?![^(]*\))/)
        .filter(Boolean)
        .map((decl) => {
          const at = decl.indexOf(":");
          return [decl.slice(0, at).trim(), decl.slice(at + 1).trim()];
        }),
    ),
  );
}

const family = (face: Record<string, string>) => face["font-family"].replace(/^"|"$/g, "");

describe("brand: fonts and CSS in the build", () => {
  const home = fs.readFileSync(path.join(publicDir, "index.html"), "utf8");
  const faces = fontFaces(inlinedCss(home));
  const webFaces = faces.filter((f) => /url\(/.test(f.src));

  test("two variable WOFF2 fonts, cut to the site's characters and weights, served from /fonts on this site, font-display: optional", () => {
    expect(webFaces.map(family).sort()).toEqual(["Inter Variable", "Source Serif 4 Variable"]);
    for (const face of webFaces) {
      const url = /url\(([^)]+)\)/.exec(face.src)![1].replace(/["']/g, "");
      expect(url).toMatch(/^\/fonts\/(inter|source-serif-4)\.woff2$/);
      const file = fs.readFileSync(path.join(publicDir, url));
      expect(file.subarray(0, 4).toString("latin1")).toBe("wOF2");
      expect(face["font-display"]).toBe("optional");
      expect(face["font-weight"]).toBe("400 700"); // one file, every weight the styles use (plugins/fonts/siteFonts.ts)
      expect(face["unicode-range"]).toMatch(/^u\+0000-00ff,/i); // the latin range
    }
    // No other font file (the full @fontsource files, other subsets) reaches the build.
    const woff2 = (fs.readdirSync(publicDir, { recursive: true }) as string[]).filter((f) => f.endsWith(".woff2"));
    expect(woff2.sort()).toEqual([path.join("fonts", "inter.woff2"), path.join("fonts", "source-serif-4.woff2")]);
  });

  test("each fallback face names local fonts and carries size-adjust and the three metric overrides", () => {
    const fallbacks = faces.filter((f) => /local\(/.test(f.src));
    expect([...new Set(fallbacks.map(family))].sort()).toEqual([
      "Inter Fallback",
      "Source Serif Fallback Georgia",
      "Source Serif Fallback Times",
    ]);
    for (const face of fallbacks) {
      for (const descriptor of ["size-adjust", "ascent-override", "descent-override", "line-gap-override"]) {
        expect(face[descriptor]).toMatch(/^\d+(\.\d+)?%$/);
      }
    }
    const locals = fallbacks.map((f) => f.src).join(",");
    for (const name of ["Georgia", "Times New Roman", "Arial", "Helvetica"]) expect(locals).toContain(`local("${name}")`);
  });

  test.each(ROUTES)("$path preloads each font file its CSS uses, before the inlined stylesheets", (route) => {
    const html = fs.readFileSync(path.join(publicDir, route.html), "utf8");
    const urls = fontFaces(inlinedCss(html))
      .filter((f) => /url\(/.test(f.src))
      .map((f) => /url\(([^)]+)\)/.exec(f.src)![1].replace(/["']/g, ""));
    expect(urls).toHaveLength(2);
    const preloads = [...html.matchAll(/<link rel="preload"[^>]*>/g)].map(([tag]) => tag);
    const fontPreloads = preloads.filter((tag) => tag.includes('as="font"'));
    expect(fontPreloads.map((tag) => /href="([^"]+)"/.exec(tag)![1])).toEqual(urls);
    for (const tag of fontPreloads) {
      expect(tag).toContain('type="font/woff2"');
      expect(tag).toMatch(/\scrossorigin(="anonymous")?[\s/>]/);
      expect(html.indexOf(tag)).toBeLessThan(gatsbyInlinedStylesheets(html)[0].index);
    }
  });

  test("the nav bar's blur keeps -webkit-backdrop-filter for Safari next to backdrop-filter", () => {
    const css = pageCss(home); // the solid bar is a state the page enters later: its rule is deferred
    const rule = /\{([^{}]*backdrop-filter:[^{}]*)\}/.exec(css.replace(/@supports[^{]*\{/g, ""));
    expect(rule).not.toBeNull();
    expect(rule![1]).toMatch(/(^|;)-webkit-backdrop-filter:saturate\(180%\) blur\(14px\)/);
    expect(rule![1]).toMatch(/(^|;)backdrop-filter:saturate\(180%\) blur\(14px\)/);
  });
});
