/**
 * @jest-environment node
 */
import fs from "fs";
import os from "os";
import path from "path";
import site from "../../content/site.json";
import deadlinesFile from "../../content/deadlines.json";
import {
  currentBuildAssets,
  htmlUrlPaths,
  icoFromPngs,
  isHashedAsset,
  pngSize,
  postBuild,
  robotsTxt,
} from "../../src/node/postBuild";
import { cspHash, parseCsp, parseHeadersFile, headersFor } from "../../src/node/securityHeaders";

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

test("htmlUrlPaths: the file and its directory URL, no trailing-slash duplicate", () => {
  expect(htmlUrlPaths("index.html")).toEqual(["/index.html", "/"]);
  expect(htmlUrlPaths("academics/index.html")).toEqual(["/academics/index.html", "/academics"]);
  expect(htmlUrlPaths("404.html")).toEqual(["/404.html"]);
});

test("isHashedAsset: root JS/CSS with a content hash only", () => {
  expect(isHashedAsset("app-0d6d89557de60204b05f.js")).toBe(true);
  expect(isHashedAsset("styles.4d6c79dfa2a1dcb9259f.css")).toBe(true);
  expect(isHashedAsset("app-0d6d89557de60204b05f.js.map")).toBe(false);
  expect(isHashedAsset("~partytown/partytown.js")).toBe(false);
  expect(isHashedAsset("sw.js")).toBe(false);
});

test("currentBuildAssets: the files webpack.stats.json names, null without it", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "stats-"));
  try {
    expect(currentBuildAssets(dir)).toBeNull();
    fs.writeFileSync(
      path.join(dir, "webpack.stats.json"),
      JSON.stringify({
        assetsByChunkName: { app: ["app-0123456789abcdef0123.js"] },
        namedChunkGroups: { x: { assets: [{ name: "styles.0123456789abcdef.css" }, "y-0123456789abcdef0123.js"] } },
      }),
    );
    expect([...(currentBuildAssets(dir) ?? [])].sort()).toEqual(
      ["app-0123456789abcdef0123.js", "styles.0123456789abcdef.css", "y-0123456789abcdef0123.js"].sort(),
    );
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
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

describe("postBuild on a miniature build", () => {
  let dir: string;
  const warnings: string[] = [];
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "postbuild-"));
    fs.mkdirSync(path.join(dir, "academics"));
    fs.mkdirSync(path.join(dir, "icons"));
    fs.writeFileSync(path.join(dir, "index.html"), '<html><script>window.pagePath="/";</script><script src="/app-0123456789abcdef0123.js"></script></html>');
    fs.writeFileSync(path.join(dir, "academics", "index.html"), '<html><script>window.pagePath="/academics";</script><button onclick="x()">b</button></html>');
    fs.writeFileSync(path.join(dir, "app-0123456789abcdef0123.js"), "");
    fs.writeFileSync(path.join(dir, "favicon-32x32.png"), fakePng(32, 32));
    fs.writeFileSync(path.join(dir, "icons", "icon-48x48.png"), fakePng(48, 48));
    postBuild({
      publicDir: dir,
      site,
      deadlines: deadlinesFile.deadlines,
      reporter: { info: () => undefined, warn: (m) => warnings.push(m) },
    });
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  test("one .ics per dated deadline, none for rolling admissions", () => {
    const files = fs.readdirSync(path.join(dir, "calendar")).sort();
    const dated = deadlinesFile.deadlines.filter((d) => "date" in d && d.date).length;
    expect(files).toHaveLength(dated);
    expect(files).toContain("dental-medicine-deadline.ics");
    expect(files).not.toContain("graduate-studies-deadline.ics");
  });

  test("_headers allows exactly the inline scripts of the pages", () => {
    const rules = parseHeadersFile(fs.readFileSync(path.join(dir, "_headers"), "utf8"));
    const csp = parseCsp(headersFor(rules, "/")["Content-Security-Policy"]);
    const hashes = [cspHash('window.pagePath="/";'), cspHash('window.pagePath="/academics";')].sort();
    expect(csp.get("script-src")).toEqual(["'self'", ...hashes]);
    expect(headersFor(rules, "/app-0123456789abcdef0123.js")["Cache-Control"]).toMatch(/immutable/);
  });

  test("warns about inline event handlers, which no hash can allow", () => {
    expect(warnings.join("\n")).toMatch(/academics\/index\.html: onclick/);
  });

  test("writes robots.txt and a favicon.ico of the two icon PNGs", () => {
    expect(fs.readFileSync(path.join(dir, "robots.txt"), "utf8")).toContain("sitemap-index.xml");
    expect(fs.readFileSync(path.join(dir, "favicon.ico")).readUInt16LE(4)).toBe(2);
  });
});
