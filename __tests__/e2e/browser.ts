// Helpers shared by the browser specs: connect to the one Chromium started in global-setup.mjs,
// open contexts whose stock-photo requests are answered with generated placeholders (no network
// here, and the tests must not depend on a CDN), and collect everything that went wrong on a
// page (console errors, page errors, failed or 4xx/5xx requests, requests to other hosts).
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page, type Route as PwRoute } from "playwright-core";
import sharp from "sharp";
import { routeLabel, VIEWPORTS, type Route, type ViewportName } from "./routes";

export const origin = (): string => {
  const value = process.env.E2E_ORIGIN;
  if (!value) throw new Error("E2E_ORIGIN is not set: run the browser tests through `npm run test:e2e`");
  return value;
};

let browserPromise: Promise<Browser> | null = null;
export function getBrowser(): Promise<Browser> {
  if (!browserPromise) {
    const ws = process.env.E2E_WS_ENDPOINT;
    if (!ws) throw new Error("E2E_WS_ENDPOINT is not set: run the browser tests through `npm run test:e2e`");
    browserPromise = chromium.connect(ws);
  }
  return browserPromise;
}

afterAll(async () => {
  // Disconnect this worker; the browser itself belongs to global-teardown.
  if (browserPromise) await (await browserPromise).close();
  browserPromise = null;
});

export const PHOTO_HOSTS = /^https:\/\/images\.(unsplash|pexels)\.com\//;
const placeholders = new Map<string, Promise<Buffer>>();

/** A flat PNG of the size the stock-photo URL asks for (w/h query parameters, as imgix/Pexels). */
function placeholder(url: string): Promise<Buffer> {
  const params = new URL(url).searchParams;
  const clamp = (n: number) => Math.max(1, Math.min(Math.round(n), 3000));
  const width = clamp(Number(params.get("w")) || 800);
  const height = clamp(Number(params.get("h")) || (width * 2) / 3);
  const key = `${width}x${height}`;
  if (!placeholders.has(key)) {
    placeholders.set(
      key,
      sharp({ create: { width, height, channels: 3, background: "#6f8ea0" } })
        .png({ compressionLevel: 1 })
        .toBuffer(),
    );
  }
  return placeholders.get(key)!;
}

export interface PageIssues {
  problems: string[];
}

export interface OpenOptions extends BrowserContextOptions {
  /** Install Playwright's fake clock before the page loads. */
  clock?: boolean;
  waitUntil?: "load" | "networkidle" | "domcontentloaded" | "commit";
  /** Runs on the new context before the page loads (e.g. to delay some requests). */
  setup?: (context: BrowserContext) => Promise<unknown>;
}

/**
 * A fresh context at a viewport with the photo hosts routed, plus a problem collector.
 * Problems are worded "<route> @<width>: <problem>".
 */
export async function openRoute(
  route: Route,
  viewport: ViewportName | { width: number; height: number },
  options: OpenOptions = {},
): Promise<{ context: BrowserContext; page: Page; problems: string[]; label: string }> {
  const browser = await getBrowser();
  const size = typeof viewport === "string" ? VIEWPORTS[viewport] : viewport;
  const label = routeLabel(route, size.width);
  const { clock, waitUntil = "networkidle", setup, ...contextOptions } = options;
  const context = await browser.newContext({ viewport: size, ...contextOptions });
  const problems: string[] = [];
  const base = origin();
  // The 404 route's own document and Gatsby's probe for its page data answer 404 by design.
  const expected404 = new Set<string>();
  if (route.notFound) {
    expected404.add(base + route.path);
    expected404.add(`${base}/page-data${route.path}/page-data.json`);
  }
  const allowed = (url: string) => expected404.has(url.split("?")[0]);

  await context.route(PHOTO_HOSTS, async (r: PwRoute) => {
    await r.fulfill({ status: 200, contentType: "image/png", body: await placeholder(r.request().url()) });
  });
  await context.route(
    (url) => !url.href.startsWith(base) && !PHOTO_HOSTS.test(url.href) && /^https?:/.test(url.protocol),
    async (r: PwRoute) => {
      problems.push(`${label}: request to another host: ${r.request().url()} (the site makes no network calls but the photo CDNs)`);
      await r.abort("blockedbyclient");
    },
  );

  if (setup) await setup(context);
  const page = await context.newPage();
  page.on("console", (msg) => {
    if (msg.type() !== "error") return;
    const where = msg.location()?.url ?? "";
    if (where && allowed(where)) return;
    if (/Failed to load resource/.test(msg.text()) && where) return; // reported by the response listener, with its URL
    problems.push(`${label}: console error: ${msg.text().slice(0, 300)}${where ? ` (${where})` : ""}`);
  });
  page.on("pageerror", (error) => problems.push(`${label}: page error: ${error.message.slice(0, 300)}`));
  page.on("response", (response) => {
    if (response.status() >= 400 && !allowed(response.url())) {
      problems.push(`${label}: ${response.status()} for ${response.request().resourceType()} ${response.url().replace(base, "")}`);
    }
  });
  page.on("requestfailed", (request) => {
    const failure = request.failure()?.errorText ?? "";
    if (/ERR_BLOCKED_BY_CLIENT|ERR_ABORTED/.test(failure)) return; // our own abort above, or a navigation away
    if (!allowed(request.url())) problems.push(`${label}: request failed (${failure}): ${request.url().replace(base, "")}`);
  });

  if (clock) await page.clock.install();
  const response = await page.goto(base + route.path, { waitUntil });
  const status = response?.status() ?? 0;
  if (route.notFound ? status !== 404 : status !== 200) {
    problems.push(`${label}: document answered ${status}, expected ${route.notFound ? 404 : 200}`);
  }
  return { context, page, problems, label };
}

/** Scrolls through the whole page (reveals sections, starts lazy images), then back to the top. */
export async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const step = Math.max(200, Math.floor(window.innerHeight * 0.8));
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 60));
    }
    window.scrollTo(0, document.documentElement.scrollHeight);
    await new Promise((r) => setTimeout(r, 100));
  });
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** The mobile menu toggle: the button in the header that says what it controls (the panel holding the main navigation). */
export const MENU_BUTTON = "header button[aria-controls][aria-expanded]";

/** A short CSS path for an element, for failure messages. */
export const describeElementSource = `
  window.__describe = (el) => {
    const parts = [];
    for (let n = el; n && n.nodeType === 1 && parts.length < 4; n = n.parentElement) {
      let s = n.tagName.toLowerCase();
      if (n.id) { parts.unshift(s + "#" + n.id); break; }
      const cls = [...n.classList].slice(0, 2).join(".");
      if (cls) s += "." + cls;
      parts.unshift(s);
    }
    return parts.join(" > ");
  };
`;
