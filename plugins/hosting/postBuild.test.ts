/**
 * @jest-environment node
 */
import fs from "fs";
import os from "os";
import path from "path";
import site from "../../content/site.json";
import deadlinesFile from "../../content/deadlines.json";
import eventsFile from "../../content/events.json";
import { deadlineIcsPath, eventIcsPath } from "../content-schema";
import { icoFromPngs, isBuildOnlyFile, isContentHashed, pngSize, postBuild, robotsTxt } from "./postBuild";
import { CACHE_IMMUTABLE, buildCsp } from "./headers";
import { headersOf } from "../../__tests__/e2e/netlifyHeaders";

/** A minimal valid-looking PNG header (signature + IHDR) of the given size. */
function fakePng(width: number, height: number): Buffer {
  const buffer = Buffer.alloc(33);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(buffer, 0);
  buffer.writeUInt32BE(13, 8);
  buffer.write("IHDR", 12, "ascii");
  buffer.writeUInt32BE(width, 16);
  buffer.writeUInt32BE(height, 20);
  return buffer;
}

test("isContentHashed: JS/CSS whose name carries webpack's content hash (or is one), or in a folder named by one", () => {
  expect(isContentHashed("framework-10324042e3905dfb8e62.js")).toBe(true);
  expect(isContentHashed("app.d206cc2824bd792b20f1.css")).toBe(true);
  expect(isContentHashed("page-scripts/0123456789abcdef0123.js")).toBe(true);
  expect(isContentHashed("sw.js")).toBe(false);
  expect(isContentHashed("vendor/app-1234.js")).toBe(false);
  expect(isContentHashed("pagefind/091443f406b21dfaeee6/pagefind.js")).toBe(true);
  expect(isContentHashed("pagefind/091443f406b21dfaeee6/nested/pagefind.js")).toBe(false);
  expect(isContentHashed("pagefind/pagefind.js")).toBe(false);
});

test("isBuildOnlyFile: webpack's stats, the chunk map, source maps and the unused Partytown copy", () => {
  expect(
    ["webpack.stats.json", "chunk-map.json", "app-0123456789abcdef0123.js.map", "~partytown/partytown.js"].every(isBuildOnlyFile),
  ).toBe(true);
  expect(["app-0123456789abcdef0123.js", "page-data/app-data.json", "manifest.webmanifest"].some(isBuildOnlyFile)).toBe(false);
});

test("robotsTxt names the sitemap index on siteUrl", () => {
  expect(robotsTxt("https://www.bcu.example.edu/")).toBe(
    "User-agent: *\nAllow: /\n\nSitemap: https://www.bcu.example.edu/sitemap-index.xml\n",
  );
});

test("icoFromPngs: ICO header, one directory entry per PNG, PNG data at the stated offsets", () => {
  const pngs = [fakePng(32, 32), fakePng(48, 48), fakePng(256, 256)];
  const ico = icoFromPngs(pngs);
  expect(ico.readUInt16LE(0)).toBe(0);
  expect(ico.readUInt16LE(2)).toBe(1);
  expect(ico.readUInt16LE(4)).toBe(3);
  pngs.forEach((png, i) => {
    const entry = 6 + i * 16;
    const { width } = pngSize(png);
    expect(ico.readUInt8(entry)).toBe(width === 256 ? 0 : width);
    const size = ico.readUInt32LE(entry + 8);
    const offset = ico.readUInt32LE(entry + 12);
    expect(ico.subarray(offset, offset + size).equals(png)).toBe(true);
  });
  expect(() => pngSize(Buffer.from("GIF89a......................"))).toThrow(/PNG/);
});

/**
 * A miniature build in <tmp>/public with `pages` pages, each with its own inline bootstrap script
 * and JSON-LD, as Gatsby writes them. Returns the public dir.
 */
function miniatureBuild(pages: number, extra: (dir: string) => void = () => undefined): string {
  const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "postbuild-")), "public");
  const write = (rel: string, data: string | Buffer) => {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), data);
  };
  for (let i = 0; i < pages; i += 1) {
    const page = i === 0 ? "" : `page-${i}/`;
    write(
      `${page}index.html`,
      `<html><head><script type="application/ld+json">{"name":"${i}"}</script></head><body>` +
        `<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/${page}";/*]]>*/</script>` +
        '<script>window.___chunkMapping="{}";</script><script src="/app-0123456789abcdef0123.js" async></script></body></html>',
    );
  }
  write("app-0123456789abcdef0123.js", "");
  write("app-0123456789abcdef0123.js.map", "{}");
  write("webpack.stats.json", "{}");
  write("favicon-32x32.png", fakePng(32, 32));
  write("icons/icon-48x48.png", fakePng(48, 48));
  extra(dir);
  return dir;
}

// The build's date: the day after the content's first deadline, so one dated deadline has passed.
const dated = deadlinesFile.deadlines.flatMap((d) => ("date" in d && d.date ? [d] : [])).sort((a, b) => a.date.localeCompare(b.date));
const today = new Date(Date.parse(`${dated[0].date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** An event the day before the build's date: it gets no calendar file. */
const pastEvent = {
  ...eventsFile.events[0],
  title: "Yesterday's Tour",
  date: new Date(Date.parse(`${today}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10),
};

function runPostBuild(dir: string, warnings: string[] = []): void {
  postBuild({
    publicDir: dir,
    site,
    deadlines: deadlinesFile.deadlines,
    events: { ...eventsFile, events: [...eventsFile.events, pastEvent] },
    today,
    reporter: { info: () => undefined, warn: (m) => warnings.push(m) },
  });
}

const removeBuild = (dir: string) => fs.rmSync(path.dirname(dir), { recursive: true, force: true });

describe("postBuild on a miniature build", () => {
  let dir: string;
  beforeAll(() => {
    dir = miniatureBuild(2);
    runPostBuild(dir);
  });
  afterAll(() => removeBuild(dir));

  test("one .ics per deadline on or after the build's date: none for a passed one or rolling admissions", () => {
    const files = fs
      .readdirSync(path.join(dir, "calendar"), { withFileTypes: true })
      .flatMap((entry) => (entry.isFile() ? [entry.name] : []))
      .sort();
    const ahead = dated.filter((d) => d.date >= today);
    expect(files).toEqual(ahead.map((d) => path.basename(deadlineIcsPath(d.program))).sort());
    expect(files).not.toContain(path.basename(deadlineIcsPath(dated[0].program)));
    expect(files).not.toContain("graduate-studies-deadline.ics");
  });

  test("one .ics per event on or after the build's date, none for a past one", () => {
    const files = fs.readdirSync(path.join(dir, "calendar", "events")).sort();
    const ahead = eventsFile.events.filter((e) => e.date >= today);
    expect(files).toEqual(ahead.map((e) => path.basename(eventIcsPath(e))).sort());
    expect(files).not.toContain(path.basename(eventIcsPath(pastEvent)));
  });

  test("build-only files leave public/ for build-info/", () => {
    expect(fs.existsSync(path.join(dir, "webpack.stats.json"))).toBe(false);
    expect(fs.existsSync(path.join(dir, "app-0123456789abcdef0123.js.map"))).toBe(false);
    const info = path.join(path.dirname(dir), "build-info");
    expect(fs.existsSync(path.join(info, "webpack.stats.json"))).toBe(true);
    expect(fs.existsSync(path.join(info, "sourcemaps", "app-0123456789abcdef0123.js.map"))).toBe(true);
    expect(fs.readFileSync(path.join(info, "nginx.conf"), "utf8")).toContain("add_header Content-Security-Policy");
  });

  test("_headers: the constant CSP everywhere, hashed files immutable", () => {
    const headers = headersOf(path.join(dir, "_headers"), ["/", "/page-1/", "/app-0123456789abcdef0123.js"]);
    expect(headers["/"]["Content-Security-Policy"]).toBe(buildCsp());
    expect(headers["/page-1/"]["Content-Security-Policy"]).toBe(buildCsp());
    expect(headers["/app-0123456789abcdef0123.js"]["Cache-Control"]).toBe(CACHE_IMMUTABLE);
  });

  test("writes robots.txt and a favicon.ico of the two icon PNGs", () => {
    expect(fs.readFileSync(path.join(dir, "robots.txt"), "utf8")).toContain("sitemap-index.xml");
    expect(fs.readFileSync(path.join(dir, "favicon.ico")).readUInt16LE(4)).toBe(2);
  });
});

test("_headers is byte-identical for a 2-page and a 60-page build (its CSP line never grows)", () => {
  const small = miniatureBuild(2);
  const large = miniatureBuild(60);
  try {
    runPostBuild(small);
    runPostBuild(large);
    expect(fs.readFileSync(path.join(large, "_headers"), "utf8")).toBe(fs.readFileSync(path.join(small, "_headers"), "utf8"));
  } finally {
    removeBuild(small);
    removeBuild(large);
  }
});

test.each([
  ["an unhashed script", (dir: string) => fs.writeFileSync(path.join(dir, "sw.js"), ""), /sw\.js: JS\/CSS without a content hash/],
  ["a file type nginx has no MIME type for", (dir: string) => fs.writeFileSync(path.join(dir, "a.pdf"), ""), /\.pdf files/],
])("the build fails on %s, naming it", (_what, add, message) => {
  const dir = miniatureBuild(1, add);
  try {
    expect(() => runPostBuild(dir)).toThrow(message);
  } finally {
    removeBuild(dir);
  }
});
