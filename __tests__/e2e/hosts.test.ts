/**
 * The build on the hosts' own runtimes: Cloudflare Pages (wrangler pages dev, workerd), started
 * here for these checks alone, and nginx on the generated include, which global-setup.mjs started
 * for every browser test. Status codes, redirects, the 404 page, what is never public, and every
 * header of every file, equal to public/_headers as Netlify's own parser reads it, and the same
 * on both hosts (which is what lets the browser tests use nginx alone). These are the checks a
 * hand-written local server could not make.
 */
import fs from "fs";
import path from "path";
import { ROUTES, assertNoProblems, publicDir, requireBuild } from "./routes";
import { headersOf } from "./netlifyHeaders";
import { startWrangler, type StartedHost } from "./hosts.cjs";
import { CACHE_IMMUTABLE, DEFAULT_CACHE_CONTROL, listFiles, SECURITY_HEADERS } from "../../plugins/hosting";

let wrangler: StartedHost | undefined;
let wranglerDown = "";

beforeAll(async () => {
  wrangler = await startWrangler({
    root: requireBuild(),
    onDown: (_name, why, log) => (wranglerDown = `wrangler pages dev ${why}:\n${log().slice(-4000)}`),
  });
});

afterAll(async () => {
  await wrangler?.close();
});

const HOSTS = {
  cloudflare: () => wrangler!.origin,
  nginx: () => {
    const value = process.env.E2E_ORIGIN;
    if (!value) throw new Error("E2E_ORIGIN is not set: run the host tests through `npm run test:e2e`");
    return value;
  },
};
type Host = keyof typeof HOSTS;
const hostNames = Object.keys(HOSTS) as Host[];

async function get(host: Host, urlPath: string): Promise<Response & { text: string }> {
  try {
    const response = await fetch(`${HOSTS[host]()}${urlPath}`, { redirect: "manual" });
    return Object.assign(response, { text: await response.text() });
  } catch (error) {
    // A host that is gone: say which, and what it printed on its way out.
    throw new Error(`${host} ${urlPath}: ${(error as Error).message}${host === "cloudflare" && wranglerDown ? `\n${wranglerDown}` : ""}`);
  }
}

const pages = ROUTES.filter((r) => !r.notFound);
const notFound = ROUTES.find((r) => r.notFound)!;
const notFoundHtml = () => fs.readFileSync(path.join(publicDir, notFound.html), "utf8");
const titleOf = (html: string) => /<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1];

describe.each(hostNames)("on %s", (host) => {
  test("every canonical URL answers 200 with no redirect", async () => {
    const problems: string[] = [];
    for (const route of pages) {
      const response = await get(host, route.path);
      if (response.status !== 200) problems.push(`${route.path}: ${response.status} ${response.headers.get("location") ?? ""}`);
    }
    assertNoProblems(problems, `${host}: canonical URLs`);
  });

  test("the other form of a page URL gets one permanent redirect to the canonical one", async () => {
    for (const route of pages.filter((r) => r.path !== "/")) {
      const bare = route.path.replace(/\/$/, "");
      const response = await get(host, bare);
      expect({ bare, status: [301, 308].includes(response.status) }).toEqual({ bare, status: true });
      expect(new URL(response.headers.get("location") ?? "", "http://x").pathname).toBe(route.path);
    }
  });

  test("an unknown path answers the 404 page with status 404 and the security headers", async () => {
    const response = await get(host, notFound.path);
    expect(response.status).toBe(404);
    expect(titleOf(response.text)).toBe(titleOf(notFoundHtml()));
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(response.headers.get(name)).toBe(value);
    expect(response.headers.get("content-security-policy")).toBeTruthy();
  });

  test("nothing that is not part of the site is served", async () => {
    const statsGone = !fs.existsSync(path.join(publicDir, "webpack.stats.json"));
    expect(statsGone).toBe(true);
    for (const urlPath of ["/webpack.stats.json", "/chunk-map.json", "/~partytown/partytown.js"]) {
      const response = await get(host, urlPath);
      expect({ urlPath, status: response.status }).toEqual({ urlPath, status: 404 });
    }
    // wrangler pages dev answers 502 for its configuration file, nginx (generated config) 404.
    const headersFile = await get(host, "/_headers");
    expect(headersFile.status).toBeGreaterThanOrEqual(400);
    expect(headersFile.text).not.toContain("Content-Security-Policy:");
  });
});

describe("header matrix: every file on both hosts carries exactly the headers of public/_headers", () => {
  // Every file the build publishes, by the URL a visitor uses: pages by their folder URL; the
  // 404 page is covered above (hosts answer /404.html itself differently, and no link names it).
  const files = listFiles(requireBuild()).filter(
    (f) => f !== "_headers" && (!f.endsWith(".html") || f.endsWith("index.html")) && !f.startsWith("_gatsby/"),
  );
  const urlOf = (file: string) => (file.endsWith("index.html") ? `/${file.slice(0, -"index.html".length)}` : `/${file}`);

  test("the build has files of every kind", () => {
    for (const kind of [
      /\.js$/,
      /\.css$/,
      /\/$/,
      /page-data\.json$/,
      /\.ics$/,
      /\.webmanifest$/,
      /\.png$/,
      /\.ico$/,
      /\.xml$/,
      /^\/page-scripts\//,
    ]) {
      expect({ kind: String(kind), found: files.map(urlOf).some((u) => kind.test(u)) }).toEqual({ kind: String(kind), found: true });
    }
  });

  test("Cloudflare Pages and nginx send the same headers and types, equal to _headers", async () => {
    const urls = files.map(urlOf);
    const expected = headersOf(path.join(publicDir, "_headers"), urls);
    const problems: string[] = [];
    for (const url of urls) {
      const want: Record<string, string> = { "Cache-Control": DEFAULT_CACHE_CONTROL, ...expected[url] };
      const types: string[] = [];
      for (const host of hostNames) {
        const response = await get(host, url);
        if (response.status !== 200) {
          problems.push(`${host} ${url}: status ${response.status}`);
          continue;
        }
        for (const [name, value] of Object.entries(want)) {
          const got = response.headers.get(name);
          if (name.toLowerCase() === "content-type" ? got?.toLowerCase() !== value.toLowerCase() : got !== value) {
            problems.push(`${host} ${url}: ${name} is ${JSON.stringify(got)}, _headers says ${JSON.stringify(value)}`);
          }
        }
        types.push((response.headers.get("content-type") ?? "").split(";")[0].trim().toLowerCase());
      }
      if (new Set(types).size > 1) problems.push(`${url}: the hosts disagree on its type: ${types.join(" / ")}`);
    }
    assertNoProblems(problems, "header matrix");
  });

  test("every content-hashed file is immutable, every page revalidates", () => {
    const expected = headersOf(path.join(publicDir, "_headers"), files.map(urlOf));
    for (const file of files.filter((f) => /\.(js|css)$/.test(f))) expect(expected[urlOf(file)]["Cache-Control"]).toBe(CACHE_IMMUTABLE);
    for (const route of pages) expect(expected[route.path]["Cache-Control"]).toBeUndefined(); // the hosts' default: revalidate
  });
});

test("every internal link of every page is in the canonical form (no redirect on any host)", () => {
  const problems: string[] = [];
  for (const file of listFiles(publicDir).filter((f) => f.endsWith(".html") && !f.startsWith("_gatsby/"))) {
    const html = fs.readFileSync(path.join(publicDir, file), "utf8");
    for (const [, href] of html.matchAll(/<a\b[^>]*\shref="(\/[^"]*)"/g)) {
      const pathname = href.split(/[?#]/)[0];
      const last = pathname.slice(pathname.lastIndexOf("/") + 1);
      if (!pathname.endsWith("/") && !last.includes(".")) problems.push(`${file}: <a href="${href}">`);
    }
  }
  assertNoProblems(problems, "internal links");
});
