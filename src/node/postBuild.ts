import fs from "fs";
import path from "path";
import { buildDtstamp, deadlineIcs, deadlineIcsPath, type IcsDeadline, type IcsSite } from "../lib/ics";
import { cspHash, formatHeadersFile, headerRules, inlineEventHandlers, inlineScripts } from "./securityHeaders";

// Build-time files that depend on the finished build or on content, written by gatsby-node's
// onPostBuild: .ics files for dated deadlines, robots.txt, favicon.ico, and public/_headers with
// the CSP hashes of every inline script in every HTML file.

export interface PostBuildReporter {
  info(message: string): void;
  warn(message: string): void;
}

export interface PostBuildOptions {
  publicDir: string;
  site: IcsSite;
  deadlines: readonly IcsDeadline[];
  reporter: PostBuildReporter;
  /** process.env.SOURCE_DATE_EPOCH, for reproducible DTSTAMPs (see src/lib/ics.ts buildDtstamp). */
  sourceDateEpoch?: string;
}

/** Every file under dir, as paths relative to it with forward slashes, sorted. */
export function listFiles(dir: string): string[] {
  const out: string[] = [];
  const walk = (sub: string) => {
    for (const entry of fs.readdirSync(path.join(dir, sub), { withFileTypes: true })) {
      const rel = sub ? `${sub}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(rel);
      else out.push(rel);
    }
  };
  walk("");
  return out.sort();
}

/**
 * URL paths a host serves an HTML file under: "academics/index.html" -> /academics/index.html and
 * /academics. No "/academics/" rule: hosts (and scripts/serve.mjs) match a pattern with or without
 * the trailing slash, and two matching rules would append a second Cache-Control value.
 */
export function htmlUrlPaths(relFile: string): string[] {
  const paths = [`/${relFile}`];
  if (relFile === "index.html") paths.push("/");
  else if (relFile.endsWith("/index.html")) {
    const dir = `/${relFile.slice(0, -"/index.html".length)}`;
    paths.push(dir);
  }
  return paths;
}

/** Root-level JS/CSS whose file name carries webpack's content hash (framework-10324042e3905dfb8e62.js). */
export function isHashedAsset(relFile: string): boolean {
  return !relFile.includes("/") && /[-.][0-9a-f]{8,}\.(js|css)$/.test(relFile);
}

/**
 * Names of the JS/CSS files the current build emitted, from webpack.stats.json (Gatsby writes it),
 * or null without it. public/ keeps earlier builds' files until `gatsby clean`; listing only the
 * current ones keeps _headers short (Cloudflare Pages reads at most 100 rules).
 */
export function currentBuildAssets(publicDir: string): Set<string> | null {
  const file = path.join(publicDir, "webpack.stats.json");
  if (!fs.existsSync(file)) return null;
  const stats = JSON.parse(fs.readFileSync(file, "utf8")) as {
    assetsByChunkName?: Record<string, string[]>;
    namedChunkGroups?: Record<string, { assets?: Array<string | { name: string }> }>;
  };
  const names = new Set<string>(Object.values(stats.assetsByChunkName ?? {}).flat());
  for (const group of Object.values(stats.namedChunkGroups ?? {})) {
    for (const asset of group.assets ?? []) names.add(typeof asset === "string" ? asset : asset.name);
  }
  return names;
}

/** Scans the build: the hash of every distinct inline script, and pages with inline handlers. */
export function scanHtml(publicDir: string, files: readonly string[]) {
  const hashes = new Set<string>();
  const handlers: string[] = [];
  for (const file of files.filter((f) => f.endsWith(".html"))) {
    const html = fs.readFileSync(path.join(publicDir, file), "utf8");
    for (const body of inlineScripts(html)) hashes.add(cspHash(body));
    for (const handler of inlineEventHandlers(html)) handlers.push(`${file}: ${handler}`);
  }
  return { hashes, handlers };
}

/** robots.txt: everything may be crawled; the sitemap index is named by absolute URL. */
export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl.replace(/\/+$/, "")}/sitemap-index.xml\n`;
}

/** Width and height from a PNG's IHDR chunk. */
export function pngSize(png: Buffer): { width: number; height: number } {
  if (png.length < 24 || png.readUInt32BE(0) !== 0x89504e47 || png.toString("ascii", 12, 16) !== "IHDR") {
    throw new Error("Not a PNG file");
  }
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

/** An .ico file holding the given PNG images (the PNG-in-ICO form every current browser reads). */
export function icoFromPngs(pngs: readonly Buffer[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2); // 1 = icon
  header.writeUInt16LE(pngs.length, 4);
  const entries: Buffer[] = [];
  let offset = 6 + 16 * pngs.length;
  for (const png of pngs) {
    const { width, height } = pngSize(png);
    const entry = Buffer.alloc(16);
    entry.writeUInt8(width >= 256 ? 0 : width, 0);
    entry.writeUInt8(height >= 256 ? 0 : height, 1);
    entry.writeUInt8(0, 2); // no palette
    entry.writeUInt8(0, 3);
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    entries.push(entry);
  }
  return Buffer.concat([header, ...entries, ...pngs]);
}

/**
 * The PNGs gatsby-plugin-manifest rendered from static/favicon.svg that go into favicon.ico.
 * favicon.ico is derived, not kept in static/: a committed copy would be a second drawing of
 * the logo that could drift from the SVG.
 */
export const FAVICON_SOURCES = ["favicon-32x32.png", "icons/icon-48x48.png"];

function writeFile(publicDir: string, rel: string, data: string | Buffer): void {
  const file = path.join(publicDir, rel);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, data);
}

export const HEADERS_FILE_COMMENT = [
  "Response headers for static hosts (Netlify, Cloudflare Pages) and scripts/serve.mjs (npm start).",
  "Generated by src/node/postBuild.ts from src/node/securityHeaders.ts on every build: do not edit.",
  "script-src lists the sha256 of every inline <script> in public/**/*.html.",
].join("\n");

export function postBuild({ publicDir, site, deadlines, reporter, sourceDateEpoch }: PostBuildOptions): void {
  // 1. Calendar files for dated deadlines (rolling admissions has no date, so no file).
  let calendars = 0;
  const dtstamp = buildDtstamp(new Date(), sourceDateEpoch);
  for (const deadline of deadlines) {
    if (!deadline.date) continue;
    writeFile(publicDir, deadlineIcsPath(deadline.program).slice(1), deadlineIcs(deadline, site, { dtstamp }));
    calendars += 1;
  }

  // 2. robots.txt from siteUrl, so the sitemap URL follows content/site.json (its Sitemap line
  //    must be absolute, so the file depends on config and is not a file in static/).
  writeFile(publicDir, "robots.txt", robotsTxt(site.siteUrl));

  // 3. /favicon.ico: browsers request it whatever the <link rel=icon> says; a 404 is a console error.
  const sources = FAVICON_SOURCES.map((rel) => path.join(publicDir, rel)).filter((f) => fs.existsSync(f));
  if (sources.length > 0) writeFile(publicDir, "favicon.ico", icoFromPngs(sources.map((f) => fs.readFileSync(f))));
  else reporter.warn("postBuild: no icon PNGs from gatsby-plugin-manifest found, /favicon.ico not written");

  // 4. _headers, last: it describes the finished public/ (all HTML written, all files present).
  const files = listFiles(publicDir);
  const { hashes, handlers } = scanHtml(publicDir, files);
  if (handlers.length > 0) {
    reporter.warn(`postBuild: inline event handlers are blocked by the CSP (no hash can allow them): ${handlers.join(", ")}`);
  }
  const htmlPaths = files
    .filter((f) => f.endsWith(".html") && !f.startsWith("_gatsby/"))
    .flatMap(htmlUrlPaths);
  const current = currentBuildAssets(publicDir);
  const hashedAssets = files.filter((f) => isHashedAsset(f) && (!current || current.has(f))).map((f) => `/${f}`);
  const rules = headerRules({ scriptHashes: hashes, htmlPaths, hashedAssets });
  writeFile(publicDir, "_headers", formatHeadersFile(rules, HEADERS_FILE_COMMENT));
  reporter.info(
    `postBuild: ${calendars} calendar files, robots.txt, favicon.ico, _headers (${hashes.size} inline script hashes)`,
  );
}
