/**
 * Only the CSS each page needs, in authored order (global and layout first): every route inlines
 * the app chunk's stylesheet and then its own page stylesheet, nothing else, and never links a
 * stylesheet it would have to fetch before first paint.
 */
import fs from "fs";
import path from "path";
import { ROUTES, htmlFile, pageDataFile } from "../../scripts/lib/first-load.js";
import { statsFile } from "../../scripts/lib/build-info.js";
import { requireBuild } from "../e2e/routes";

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

  test("the app chunk has one stylesheet (global and layout) and each page its own", () => {
    expect(appCss).toHaveLength(1);
    const perPage = ROUTES.map((route: string) => pageCss(route));
    for (const files of perPage) expect(files).toHaveLength(1);
    expect(new Set(perPage.flat()).size).toBe(ROUTES.length);
  });

  test.each(ROUTES)("%s inlines the app stylesheet, then its own, and no other", (route) => {
    const html = fs.readFileSync(htmlFile(publicDir, route), "utf8");
    const inlined = [...html.matchAll(/<style data-href="\/([^"]+)"[^>]*>([\s\S]*?)<\/style>/g)];
    expect(inlined.map((m) => m[1])).toEqual([...appCss, ...pageCss(route)]);
    for (const [, file, content] of inlined) {
      expect(content).toBe(fs.readFileSync(path.join(publicDir, file), "utf8"));
    }
    expect(html).not.toMatch(/<link[^>]+rel="stylesheet"/);
  });
});
