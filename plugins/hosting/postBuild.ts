import fs from "fs";
import path from "path";
import { deadlineIcsPath, eventIcsPath, type PostalAddress } from "../content-schema";
import { buildDtstamp, deadlineIcs, eventIcs, type IcsDeadline, type IcsEvent, type IcsSite } from "./calendars";
import { formatHeadersFile, headerRules, headersFileProblems } from "./headers";
import { nginxConfig } from "./nginx";
import { unknownExtensions } from "./mimeTypes";
import { buildInfoDir } from "./buildInfo";
import { hasCalendarFile } from "../../src/lib/deadlines";
import { isEventAhead } from "../../src/lib/events";

// The files a static host needs beside the pages, written by this plugin's onPostBuild after
// every other plugin's (it is listed last in gatsby-config): .ics files for upcoming deadlines
// and events, robots.txt, favicon.ico; then the build output is made deployable as it is: build-only files
// leave public/, every file is checked against the caching and MIME rules, and public/_headers
// plus build-info/nginx.conf are written from one source (headers.ts).

interface PostBuildOptions {
  publicDir: string;
  site: IcsSite & { address: PostalAddress };
  deadlines: readonly IcsDeadline[];
  /** content/events.json: its events, and the name of each kind (its "labels" "kinds"). */
  events: { readonly events: readonly IcsEvent[]; readonly labels: { readonly kinds: Readonly<Record<string, string>> } };
  reporter: { info(message: string): void; warn(message: string): void };
  /** The build's date (YYYY-MM-DD): only deadlines and events on or after it get a calendar file. */
  today: string;
  /** process.env.SOURCE_DATE_EPOCH, for reproducible DTSTAMPs (see calendars.ts buildDtstamp). */
  sourceDateEpoch?: string;
}

/** Every file under dir, as paths relative to it with forward slashes, sorted. */
export function listFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((rel) => !fs.lstatSync(path.join(dir, rel)).isDirectory())
    .map((rel) => rel.split(path.sep).join("/"))
    .sort();
}

/**
 * Files the build writes into public/ that are not part of the site: webpack's stats and chunk
 * map (read by the size budget and the bench, never by a browser) and the source maps. They move
 * to build-info/ beside public/, so deploying public/ publishes only the site. Source maps are
 * kept there, not published: no error-reporting service reads them, and they would hand out the
 * unminified source; build-info/sourcemaps still turns a minified stack trace into lines.
 * Gatsby also copies Partytown (~partytown/, unhashed scripts) for <Script strategy="off-main-thread">,
 * which the site does not use (the browser tests would see its 404s if a page ever did).
 */
export function isBuildOnlyFile(relFile: string): boolean {
  return relFile === "webpack.stats.json" || relFile === "chunk-map.json" || relFile.endsWith(".map") || relFile.startsWith("~partytown/");
}

/**
 * JS and CSS files must carry a content hash in their name, or sit in a folder named by one (the
 * search's scripts, plugins/search), since "/*.js" and "/*.css" are immutable.
 */
export function isContentHashed(relFile: string): boolean {
  return /(^|[-./])[0-9a-f]{16,}\.(js|css)$/.test(relFile) || /(^|\/)[0-9a-f]{16,}\/[^/]+\.(js|css)$/.test(relFile);
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
const FAVICON_SOURCES = ["favicon-32x32.png", "icons/icon-48x48.png"];

/** Writes a file of the build, making its folders. */
export function writeFile(publicDir: string, rel: string, data: string | Buffer): void {
  const file = path.join(publicDir, rel);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, data);
}

const HEADERS_FILE_COMMENT = [
  "Response headers for static hosts (Cloudflare Pages, Netlify) and scripts/serve.mjs (npm start).",
  "Generated by plugins/hosting from plugins/hosting/headers.ts on every build: do not edit.",
  "The same rules, for nginx: build-info/nginx.conf.",
].join("\n");

const NGINX_FILE_COMMENT = [
  "nginx include: the response headers, MIME types, 404 page and redirects of the static hosts.",
  "Generated by plugins/hosting from plugins/hosting/headers.ts on every build: do not edit.",
  "Use inside a server { } block: root /path/to/public; include /path/to/build-info/nginx.conf;",
].join("\n");

/** A build that breaks a rule of this file stops here, with every problem on its own line. */
function fail(problems: readonly string[]): never {
  throw new Error(`hosting: the build output breaks ${problems.length} rule(s):\n  ${problems.join("\n  ")}`);
}

export function postBuild({ publicDir, site, deadlines, events, today, reporter, sourceDateEpoch }: PostBuildOptions): void {
  // 1. Calendar files for deadlines and events still ahead (a passed one gets none, nor does
  //    rolling admissions).
  let calendars = 0;
  const dtstamp = buildDtstamp(new Date(), sourceDateEpoch);
  for (const deadline of deadlines) {
    if (!hasCalendarFile(deadline, today)) continue;
    writeFile(publicDir, deadlineIcsPath(deadline.program).slice(1), deadlineIcs(deadline, site, { dtstamp }));
    calendars += 1;
  }
  for (const event of events.events.filter((e) => isEventAhead(e, today))) {
    const kindLabel = events.labels.kinds[event.kind] ?? event.kind;
    writeFile(publicDir, eventIcsPath(event).slice(1), eventIcs(event, site, { dtstamp, kindLabel }));
    calendars += 1;
  }

  // 2. robots.txt from siteUrl, so the sitemap URL follows content/site.json (its Sitemap line
  //    must be absolute, so the file depends on config and is not a file in static/).
  writeFile(publicDir, "robots.txt", robotsTxt(site.siteUrl));

  // 3. /favicon.ico: browsers request it whatever the <link rel=icon> says; a 404 is a console error.
  const sources = FAVICON_SOURCES.map((rel) => path.join(publicDir, rel)).filter((f) => fs.existsSync(f));
  if (sources.length > 0) writeFile(publicDir, "favicon.ico", icoFromPngs(sources.map((f) => fs.readFileSync(f))));
  else reporter.warn("hosting: no icon PNGs from gatsby-plugin-manifest found, /favicon.ico not written");

  // 4. What is not part of the site leaves public/ (see isBuildOnlyFile).
  const infoDir = buildInfoDir(publicDir);
  // A fresh build (its stats still in public/) replaces the previous build's folder.
  if (fs.existsSync(path.join(publicDir, "webpack.stats.json"))) fs.rmSync(infoDir, { recursive: true, force: true });
  for (const rel of listFiles(publicDir).filter(isBuildOnlyFile)) {
    if (rel.startsWith("~partytown/")) continue; // unused: deleted below, not kept
    const target = path.join(infoDir, rel.endsWith(".map") ? `sourcemaps/${rel}` : rel);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.renameSync(path.join(publicDir, rel), target);
  }
  fs.rmSync(path.join(publicDir, "~partytown"), { recursive: true, force: true });

  const problems: string[] = [];
  // 5. The caching and nginx rules hold for every file.
  const files = listFiles(publicDir);
  for (const rel of files.filter((f) => /\.(js|css)$/.test(f) && !isContentHashed(f))) {
    problems.push(`${rel}: JS/CSS without a content hash in its name, yet "/*.js" and "/*.css" are cached as immutable`);
  }
  for (const ext of unknownExtensions(files.filter((f) => !f.startsWith("_")))) {
    problems.push(`public/ has .${ext} files but plugins/hosting/mimeTypes.ts has no type for them`);
  }

  // 6. _headers, within the limits of the hosts, and the nginx include from the same rules.
  const rules = headerRules();
  const headersFile = formatHeadersFile(rules, HEADERS_FILE_COMMENT);
  problems.push(...headersFileProblems(headersFile));
  if (problems.length > 0) fail(problems);
  writeFile(publicDir, "_headers", headersFile);
  fs.mkdirSync(infoDir, { recursive: true });
  fs.writeFileSync(path.join(infoDir, "nginx.conf"), nginxConfig(rules, NGINX_FILE_COMMENT));
  reporter.info(
    `hosting: ${calendars} calendar files, robots.txt, favicon.ico, _headers (${rules.length} rules) and build-info/nginx.conf`,
  );
}
