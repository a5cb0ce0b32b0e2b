/**
 * Security over the production build: no page keeps an executable inline script (the build moves
 * each into a file, so the CSP allows scripts from 'self' only and never grows), public/_headers
 * carries that constant policy within the hosts' limits, and no route raises a CSP violation in
 * Chromium on Cloudflare's runtime, on load or after client-side navigation. The headers each
 * host really sends are checked in __tests__/e2e/hosts.test.ts.
 */
import fs from "fs";
import path from "path";
import { ROUTES, publicDir } from "../e2e/routes";
import { getBrowser } from "../e2e/browser";
import { headersOf } from "../e2e/netlifyHeaders";
import { buildCsp, headersFileProblems } from "../../plugins/hosting/headers";
import { inlineEventHandlers, isExecutableType } from "../../plugins/first-paint/externalScripts";
import { listFiles } from "../../plugins/hosting/postBuild";

const headersFile = path.join(publicDir, "_headers");
const built = fs.existsSync(path.join(publicDir, "index.html")) && fs.existsSync(headersFile);
if (!built) {
  console.warn(`built/security: ${publicDir} has no build with _headers; run \`npm run build\` first (npm run test:e2e does). Skipped.`);
}
const describeBuilt = built ? describe : describe.skip;

describeBuilt("the built pages and public/_headers", () => {
  const pages = built ? listFiles(publicDir).filter((f) => f.endsWith(".html")) : [];
  const read = (file: string) => fs.readFileSync(path.join(publicDir, file), "utf8");

  test("no page keeps an executable inline script (JSON-LD data blocks may stay)", () => {
    const inline: string[] = [];
    for (const file of pages.filter((f) => !f.startsWith("_gatsby/"))) {
      for (const [, attributes, body] of read(file).matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
        const type = /\stype="([^"]*)"/i.exec(attributes)?.[1];
        if (!/\ssrc=/i.test(attributes) && isExecutableType(type) && body.trim())
          inline.push(`${file}: <script${attributes}>${body.slice(0, 60)}`);
      }
    }
    expect(inline).toEqual([]);
  });

  test("no built page uses inline event handlers (the CSP would block them)", () => {
    const found = pages.flatMap((file) => inlineEventHandlers(read(file)).map((h) => `${file}: ${h}`));
    expect(found).toEqual([]);
  });

  test("every route gets the constant CSP: scripts from 'self' only", () => {
    const headers = headersOf(
      headersFile,
      ROUTES.map((r) => r.path),
    );
    for (const route of ROUTES) expect(headers[route.path]["Content-Security-Policy"]).toBe(buildCsp());
    expect(buildCsp()).toContain("script-src 'self';");
  });

  test("_headers is within the hosts' limits (2,000 characters a line, 100 rules)", () => {
    expect(headersFileProblems(fs.readFileSync(headersFile, "utf8"))).toEqual([]);
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
      const target = routePath === "/about/" ? "/academics/" : "/about/";
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
