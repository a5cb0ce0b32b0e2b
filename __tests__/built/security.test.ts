/**
 * Security headers over the production build: public/_headers carries a CSP whose script-src
 * allows exactly the inline scripts of the built pages (by sha256) and nothing else, the server
 * of `npm start` (scripts/serve.mjs, started by the e2e globalSetup) sends exactly those headers,
 * and no route raises a CSP violation in Chromium, on load or after client-side navigation.
 * Runs after `gatsby build` (npm run test:e2e); skipped with a message when there is no build.
 */
import fs from "fs";
import path from "path";
import { ROUTES, publicDir } from "../e2e/routes";
import { getBrowser } from "../e2e/browser";
import {
  CACHE_IMMUTABLE,
  CACHE_REVALIDATE,
  SECURITY_HEADERS,
  cspHash,
  headersFor,
  inlineEventHandlers,
  inlineScripts,
  parseCsp,
  parseHeadersFile,
} from "../../src/node/securityHeaders";

const headersFile = path.join(publicDir, "_headers");
const built = fs.existsSync(path.join(publicDir, "index.html")) && fs.existsSync(headersFile);
if (!built) {
  console.warn(`built/security: ${publicDir} has no build with _headers; run \`npm run build\` first (npm run test:e2e does). Skipped.`);
}
const describeBuilt = built ? describe : describe.skip;

/** Every HTML file of the build, relative to publicDir. */
function htmlFiles(dir = publicDir, prefix = ""): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return htmlFiles(path.join(dir, entry.name), rel);
    return entry.name.endsWith(".html") ? [rel] : [];
  });
}

/** The app bundle the home page loads (public/ may also hold earlier builds' bundles). */
function appScript(): string | undefined {
  const html = fs.readFileSync(path.join(publicDir, "index.html"), "utf8");
  return /<script[^>]*\ssrc="\/(app-[0-9a-f]{20}\.js)"/.exec(html)?.[1];
}

describeBuilt("public/_headers", () => {
  const rules = built ? parseHeadersFile(fs.readFileSync(headersFile, "utf8")) : [];
  const csp = built ? parseCsp(headersFor(rules, "/")["Content-Security-Policy"] ?? "") : new Map<string, string[]>();
  const files = built ? htmlFiles() : [];

  test("every inline script of every built page has its hash in script-src", () => {
    const allowed = new Set(csp.get("script-src"));
    const missing: string[] = [];
    for (const file of files) {
      for (const body of inlineScripts(fs.readFileSync(path.join(publicDir, file), "utf8"))) {
        if (!allowed.has(cspHash(body))) missing.push(`${file}: ${body.slice(0, 60).trim()}...`);
      }
    }
    expect(missing).toEqual([]);
  });

  test("script-src allows nothing else: 'self' and hashes of scripts that exist, no unsafe-*", () => {
    const used = new Set(
      files.flatMap((file) => inlineScripts(fs.readFileSync(path.join(publicDir, file), "utf8")).map(cspHash)),
    );
    const [self, ...hashes] = csp.get("script-src") ?? [];
    expect(self).toBe("'self'");
    for (const source of hashes) {
      expect(source).toMatch(/^'sha256-[A-Za-z0-9+/]+=*'$/);
      expect(used.has(source)).toBe(true);
    }
    expect(csp.get("default-src")).toEqual(["'self'"]);
  });

  test("img-src is self, data: and the two stock-photo hosts only; the other directives are strict", () => {
    expect(csp.get("img-src")).toEqual(["'self'", "data:", "https://images.unsplash.com", "https://images.pexels.com"]);
    expect(csp.get("object-src")).toEqual(["'none'"]);
    expect(csp.get("base-uri")).toEqual(["'self'"]);
    expect(csp.get("form-action")).toEqual(["'none'"]);
    expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
    expect(csp.get("style-src")).toEqual(["'self'", "'unsafe-inline'"]);
  });

  test("no built page uses inline event handlers (no hash could allow them)", () => {
    const found = files.flatMap((file) =>
      inlineEventHandlers(fs.readFileSync(path.join(publicDir, file), "utf8")).map((h) => `${file}: ${h}`),
    );
    expect(found).toEqual([]);
  });

  test("caching follows Gatsby's guidance", () => {
    const js = appScript();
    expect(js).toBeDefined();
    expect(headersFor(rules, `/${js}`)["Cache-Control"]).toBe(CACHE_IMMUTABLE);
    expect(headersFor(rules, "/static/anything.png")["Cache-Control"]).toBe(CACHE_IMMUTABLE);
    for (const p of ["/", "/academics", "/page-data/index/page-data.json", "/page-data/app-data.json"]) {
      expect(headersFor(rules, p)["Cache-Control"]).toBe(CACHE_REVALIDATE);
    }
  });
});

describeBuilt("headers served by npm start (scripts/serve.mjs)", () => {
  const rules = built ? parseHeadersFile(fs.readFileSync(headersFile, "utf8")) : [];
  const samplePaths = () => {
    const js = appScript();
    return [
      ...ROUTES.filter((r) => !r.notFound).map((r) => r.path),
      "/page-data/app-data.json",
      "/page-data/index/page-data.json",
      "/manifest.webmanifest",
      "/favicon.ico",
      "/robots.txt",
      "/calendar/dental-medicine-deadline.ics",
      ...(js ? [`/${js}`] : []),
    ];
  };

  test("equal those in public/_headers", async () => {
    const origin = process.env.E2E_ORIGIN;
    if (!origin) throw new Error("E2E_ORIGIN is not set: run through `npm run test:e2e`");
    for (const pathname of samplePaths()) {
      const response = await fetch(`${origin}${pathname}`);
      expect({ pathname, status: response.status }).toEqual({ pathname, status: 200 });
      const expected = headersFor(rules, pathname);
      expect(Object.keys(expected)).toEqual(expect.arrayContaining(Object.keys(SECURITY_HEADERS)));
      for (const [name, value] of Object.entries(expected)) {
        expect({ pathname, name, value: response.headers.get(name) }).toEqual({ pathname, name, value });
      }
    }
  });
});

describeBuilt("no CSP violation in the browser", () => {
  const origin = () => {
    const value = process.env.E2E_ORIGIN;
    if (!value) throw new Error("E2E_ORIGIN is not set: run through `npm run test:e2e`");
    return value;
  };

  test.each(ROUTES.map((r) => r.path))("%s loads and hydrates without a violation", async (routePath) => {
    const browser = await getBrowser();
    const context = await browser.newContext();
    // The photo CDNs are unreachable here; answer them so only CSP problems remain to report.
    await context.route(/^https:\/\/images\.(unsplash|pexels)\.com\//, (route) => route.fulfill({ status: 204, body: "" }));
    const page = await context.newPage();
    const problems: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) problems.push(`console: ${message.text()}`);
    });
    await page.addInitScript(() => {
      const w = window as unknown as { __cspViolations: string[] };
      w.__cspViolations = [];
      document.addEventListener("securitypolicyviolation", (e) => {
        w.__cspViolations.push(`${e.violatedDirective} blocked ${e.blockedURI || "inline"} ${e.sample}`);
      });
    });
    try {
      await page.goto(`${origin()}${routePath}`, { waitUntil: "networkidle" });
      // Client-side navigation fetches page-data (connect-src) and route chunks (script-src).
      const target = routePath === "/about" ? "/academics" : "/about";
      const link = page.locator(`a[href="${target}"]`).first();
      if (await link.count()) {
        await link.click();
        await page.waitForURL(`**${target}`);
        await page.waitForLoadState("networkidle");
      }
      const violations = await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
      expect([...violations, ...problems]).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
