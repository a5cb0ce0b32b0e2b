/**
 * Only the CSS each page needs: every route inlines the app chunk's stylesheet and its own page
 * stylesheet (in any order: the cascade layers declared first in <head>, plugins/styles, decide
 * which rule wins), cut to the first viewport's rules (plugins/first-paint/criticalCss.ts), and
 * links the rest, one file, at the end of <body>: no stylesheet in <head> for the first paint to
 * wait for, and no rule lost or added.
 */
import fs from "fs";
import path from "path";
import { ROUTES, htmlFile, pageDataFile } from "../../scripts/lib/first-load";
import { statsFile } from "../../plugins/hosting";
import postcss from "postcss";
import { requireBuild } from "../e2e/routes";
import { CONTAIN_LATER_CONTENT, RELEASE_LATER_CONTENT, firstViewportEnd, gatsbyInlinedStylesheets } from "../../plugins/first-paint";
import { layerOrderCss } from "../../plugins/styles";

const publicDir = requireBuild();

interface Stats {
  namedChunkGroups: Record<string, { assets: Array<string | { name: string }> }>;
}

function cssAssets(stats: Stats, group: string): string[] {
  return stats.namedChunkGroups[group].assets
    .map((asset) => (typeof asset === "string" ? asset : asset.name))
    .filter((name) => name.endsWith(".css"));
}

describe("per-page CSS", () => {
  const stats: Stats = JSON.parse(fs.readFileSync(statsFile(publicDir), "utf8"));
  const appCss = cssAssets(stats, "app");
  const pageCss = (route: string) =>
    cssAssets(stats, JSON.parse(fs.readFileSync(pageDataFile(publicDir, route), "utf8")).componentChunkName);

  test("the app chunk has one stylesheet (global and layout) and each page chunk its own (pages of the same blocks share one)", () => {
    expect(appCss).toHaveLength(1);
    const perPage = ROUTES.map((route: string) => pageCss(route));
    for (const files of perPage) expect(files).toHaveLength(1);
    const chunks = new Set(
      ROUTES.map((route: string) => JSON.parse(fs.readFileSync(pageDataFile(publicDir, route), "utf8")).componentChunkName),
    );
    expect(new Set(perPage.flat()).size).toBe(chunks.size);
  });

  /** Every style rule of a stylesheet, with the at-rules around it ("@media x{.a{...}}"). */
  const rules = (css: string) => {
    const out: string[] = [];
    postcss.parse(css).walkRules((rule) => {
      let context = "";
      for (let node = rule.parent; node && node.type === "atrule"; node = node.parent) context = `@${node.name} ${node.params}{${context}`;
      out.push(context + rule.toString());
    });
    return out;
  };

  test.each(ROUTES)(
    "%s declares the layer order before any layer is used, inlines the app stylesheet and its own, each cut to the first viewport, and links the rest",
    (route) => {
      const html = fs.readFileSync(htmlFile(publicDir, route), "utf8");
      const order = html.indexOf(`>${layerOrderCss()}</style>`);
      expect(order).toBeGreaterThan(-1);
      expect(order).toBeLessThan(html.search(/@layer [\w-]+\{/));
      const inlined = gatsbyInlinedStylesheets(html);
      expect(inlined.map((style) => style.href.slice(1)).sort()).toEqual([...appCss, ...pageCss(route)].sort());
      const head = html.slice(0, html.indexOf("</head>"));
      expect(head).not.toMatch(/<link[^>]+rel="stylesheet"/);
      const links = [...html.matchAll(/<link rel="stylesheet" href="(\/page-css\/[0-9a-f]{20}\.css)"\/><\/body>/g)];
      expect(links).toHaveLength(1);
      // Every rule of the original files is inlined or deferred, once; the inlined ones in order.
      const original = inlined.flatMap(({ href }) => rules(fs.readFileSync(path.join(publicDir, href.slice(1)), "utf8")));
      // Besides those rules: the clip of what follows the first viewport, lifted by the deferred file
      // (when something follows it: a page of a hero and one section keeps all up to the footer).
      const contained = firstViewportEnd(html) < html.length;
      expect(inlined[inlined.length - 1].css.endsWith(CONTAIN_LATER_CONTENT)).toBe(contained);
      const critical = inlined.flatMap(({ css }) => rules(css.replace(CONTAIN_LATER_CONTENT, "")));
      const deferredCss = fs.readFileSync(path.join(publicDir, links[0][1]), "utf8");
      expect(deferredCss.endsWith(RELEASE_LATER_CONTENT)).toBe(contained);
      const deferred = rules(deferredCss.replace(RELEASE_LATER_CONTENT, ""));
      expect([...critical, ...deferred].sort()).toEqual(
        original.filter((rule) => !/^@(-webkit-)?keyframes|^@font-face/.test(rule) || critical.includes(rule)).sort(),
      );
      expect(critical.filter((rule) => original.includes(rule))).toEqual(critical);
      expect(deferred.length).toBeGreaterThan(0);
    },
  );
});
