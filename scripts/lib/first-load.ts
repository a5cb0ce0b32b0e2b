// What a route costs before any interaction, read from a production build in public/.
// Shared by `npm run bench` and the size-budget test, so both measure the same thing.
//
// Gatsby puts only the app chunk group (webpack runtime, framework, app) in the HTML; before
// hydrating, its loader fetches the route's page-data and the route component's chunk group.
// webpack.stats.json names both groups, so the first-load JavaScript of a route is
// app group + component group (deduplicated), which is deterministic for a given build.
import fs from "fs";
import path from "path";
import zlib from "zlib";
import { statsFile } from "../../plugins/hosting";
import { executableInlineScripts } from "../../plugins/first-paint";
import { PAGE_PATHS } from "./routes";

/** The page routes at their canonical URLs (scripts/lib/routes.ts); the 404 page is measured as "/404". */
export const ROUTES = PAGE_PATHS;
export const NOT_FOUND_ROUTE = "/404";

interface Stats {
  namedChunkGroups: Record<string, { assets: Array<string | { name: string }> } | undefined>;
}

export function gzipSize(buffer: Buffer): number {
  return zlib.gzipSync(buffer, { level: 9 }).length;
}

export function htmlFile(publicDir: string, route: string): string {
  if (route === NOT_FOUND_ROUTE) return path.join(publicDir, "404.html");
  return path.join(publicDir, route === "/" ? "" : route.slice(1), "index.html");
}

export function pageDataFile(publicDir: string, route: string): string {
  const key = route === "/" ? "index" : route === NOT_FOUND_ROUTE ? "404.html" : route.slice(1);
  return path.join(publicDir, "page-data", key, "page-data.json");
}

function readJson<T>(file: string): T {
  return JSON.parse(fs.readFileSync(file, "utf8")) as T;
}

/**
 * The scripts a page's HTML names: with src (the inline scripts the build moved into files) and
 * in the hydration loader's data-scripts (the app group, added once the hero photo is shown:
 * plugins/first-paint/deferredHydration.ts).
 */
function htmlScripts(publicDir: string, route: string): string[] {
  const html = fs.readFileSync(htmlFile(publicDir, route), "utf8");
  const named = [...html.matchAll(/<script\b[^>]*\ssrc="\/([^"]+)"/g)].map((m) => m[1]);
  const deferred = [...html.matchAll(/<script\b[^>]*\sdata-scripts="([^"]+)"/g)].flatMap((m) => m[1].split(" ").map((src) => src.slice(1)));
  return [...named, ...deferred];
}

/** Names of the .js files a route loads before interaction, in load order. */
export function firstLoadScripts(publicDir: string, route: string): string[] {
  const stats = readJson<Stats>(statsFile(publicDir));
  const { componentChunkName } = readJson<{ componentChunkName: string }>(pageDataFile(publicDir, route));
  const groups = ["app", componentChunkName].map((name) => {
    const group = stats.namedChunkGroups[name];
    if (!group) throw new Error(`webpack.stats.json has no chunk group "${name}" (route ${route})`);
    return group.assets.map((asset) => (typeof asset === "string" ? asset : asset.name));
  });
  return [...new Set([...htmlScripts(publicDir, route), ...groups.flat()])].filter((name) => name.endsWith(".js"));
}

/** Sizes in bytes for one route: HTML raw and gzip, first-load JS gzip, CSS gzip. */
export function routeWeight(publicDir: string, route: string) {
  const html = fs.readFileSync(htmlFile(publicDir, route));
  const htmlText = html.toString("utf8");
  const scripts = [
    // The executable inline scripts, as the build decides them (the ones that
    // plugins/first-paint/externalScripts.ts moves into /page-scripts/ files). A bare Gatsby page
    // keeps three inline (its path, the chunk map, the build hash); so that both pay the same,
    // each inline one counts as the file it would be.
    ...executableInlineScripts(htmlText).map((body, index) => ({ name: `inline script ${index + 1}`, gzip: gzipSize(Buffer.from(body)) })),
    ...firstLoadScripts(publicDir, route).map((name) => ({
      name,
      gzip: gzipSize(fs.readFileSync(path.join(publicDir, name))),
    })),
  ];
  const stylesheets = [...htmlText.matchAll(/<link[^>]+rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => m[1]);
  const inlineCss = [...htmlText.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join("");
  const externalCss = stylesheets.reduce((sum, href) => sum + gzipSize(fs.readFileSync(path.join(publicDir, href.split("?")[0]))), 0);
  return {
    route,
    htmlBytes: html.length,
    htmlGzip: gzipSize(html),
    jsGzip: scripts.reduce((sum, s) => sum + s.gzip, 0),
    scripts,
    cssGzip: externalCss + (inlineCss ? gzipSize(Buffer.from(inlineCss)) : 0),
    inlineCssBytes: Buffer.byteLength(inlineCss),
  };
}
