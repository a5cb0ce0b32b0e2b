#!/usr/bin/env node
// Screenshots of every page (every content page, every program page, the 404 page) at 375, 768,
// 1280 and 1920 px (full page), of the mobile menu open and of the search box open with results
// (search-box-<width>.png), for looking at layouts and photo
// crops. Serves the existing public/ with scripts/serve.mjs, and sends the stock-photo CDNs'
// requests to the bench's stand-in (lib/photo-host.mjs), which answers from the local copies in
// ../shared/photos (MANIFEST.md maps each CDN URL to its file), cropped and encoded as the CDNs
// would answer Chromium, so a crop and a quality show as they are.
//
//   npm run screenshots [-- --out screenshots --photos ../shared/photos]
/* global document, requestAnimationFrame */ // used inside page.evaluate (runs in the browser)
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { CHROME_PATH, root } from "./lib/cli.mjs";
import { chromium } from "playwright-core";
import { createServer } from "./serve.mjs";
import { photoHostFlags, startPhotoHost } from "./lib/photo-host.mjs";
import { ALL_ROUTES } from "./lib/routes.ts";
import { animationsAtRest, HYDRATED_MARK } from "./lib/in-page.ts";

const { values: args } = parseArgs({ options: { out: { type: "string" }, photos: { type: "string" } } });
const out = path.resolve(args.out ?? path.join(root, "screenshots"));
const photosDir = path.resolve(args.photos ?? path.join(root, "..", "shared", "photos"));
// ROUTES=/,/about/ WIDTHS=375,1280 narrow it down.
const ROUTES = process.env.ROUTES?.split(",") ?? ALL_ROUTES.map((route) => route.path);
const WIDTHS = process.env.WIDTHS?.split(",").map(Number) ?? [375, 768, 1280, 1920];
/** What the open search box is shown answering (search-box-<width>.png). */
const SEARCH_QUERY = "tuition";

/** Resolves once nothing on the page moves (animationsAtRest) and two more frames are painted. */
async function atRest(page) {
  await page.evaluate(animationsAtRest);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/**
 * Waits, for conditions only, until the page shows what a visitor sees once everything has
 * arrived: Gatsby has hydrated (its "onInitialClientRender" mark: the menu works, and the page
 * shows what its scripts render), every section laid out, every photo loaded (lazy ones too:
 * they are switched to eager, as scrolling past them would) and decoded synchronously for the
 * capture (a full-page capture otherwise leaves large async-decoded images blank), the web fonts
 * in, and nothing moving. A photo that fails to load stops the script.
 */
async function settled(page, route, width) {
  await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, HYDRATED_MARK);
  const broken = await page.evaluate(async () => {
    // Sections below the first screen are laid out only as they near it (content-visibility:
    // auto), and a full-page capture does not scroll: lay all of them out, as each is once reached.
    const everySection = document.createElement("style");
    everySection.textContent = "*{content-visibility:visible!important}";
    document.head.append(everySection);
    const images = [...document.images];
    for (const img of images) {
      img.decoding = "sync";
      img.loading = "eager";
    }
    const settled = (img) =>
      img.complete
        ? Promise.resolve()
        : new Promise((resolve) => {
            img.addEventListener("load", resolve, { once: true });
            img.addEventListener("error", resolve, { once: true });
          });
    await Promise.all(images.map((img) => settled(img)));
    await Promise.all(images.map((img) => (img.naturalWidth ? img.decode().catch(() => undefined) : undefined)));
    await document.fonts.ready;
    return images.filter((img) => !img.naturalWidth).map((img) => img.currentSrc || img.src);
  });
  if (broken.length > 0) throw new Error(`${route} @${width}: ${broken.length} photo(s) did not load: ${broken.join(", ")}`);
  await atRest(page);
}

/**
 * Whether every heading and paragraph is drawn in a web font. With font-display: optional a font
 * that arrives late (on a busy machine) leaves that page view in its fallback for good, which
 * breaks lines differently (plugins/fonts): such a page is loaded again, its fonts now cached.
 */
async function inWebFonts(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("DOM.enable");
  await cdp.send("CSS.enable");
  const { root: tree } = await cdp.send("DOM.getDocument");
  const { nodeIds } = await cdp.send("DOM.querySelectorAll", { nodeId: tree.nodeId, selector: "h1, h2, p" });
  const drawn = await Promise.all(nodeIds.map((nodeId) => cdp.send("CSS.getPlatformFontsForNode", { nodeId })));
  await cdp.detach();
  return drawn.every(({ fonts }) => fonts.length === 0 || fonts.some((font) => font.isCustomFont));
}

const server = await createServer({ root: path.join(root, "public"), port: 0, host: "127.0.0.1" });
const photoHost = await startPhotoHost({ photosDir });
const browser = await chromium.launch({ executablePath: CHROME_PATH, args: ["--no-sandbox", ...photoHostFlags(photoHost.port)] });
fs.mkdirSync(out, { recursive: true });
try {
  for (const width of WIDTHS) {
    // Reduced motion: sections are shown at once (no reveal fades), so full-page shots are complete.
    const context = await browser.newContext({
      reducedMotion: "reduce",
      viewport: { width, height: width < 768 ? 812 : width < 1280 ? 1024 : width < 1920 ? 800 : 1080 },
    });
    const page = await context.newPage();
    for (const route of ROUTES) {
      for (let load = 1; ; load++) {
        await page.goto(`http://127.0.0.1:${server.port}${route}`, { waitUntil: "load" });
        await settled(page, route, width);
        if (await inWebFonts(page)) break;
        if (load === 3) throw new Error(`${route} @${width}: still not in the web fonts after ${load} loads`);
      }
      const name = route === "/" ? "home" : route.replace(/^\/|\/$/g, "").replace(/\W+/g, "-");
      await page.screenshot({ path: path.join(out, `${name}-${width}.png`), fullPage: true });
      await atRest(page);
      await page.screenshot({ path: path.join(out, `${name}-${width}-top.png`) });
      if (route === "/") {
        // The search box open with results ("/" opens it at every width; its first query loads the index).
        await page.keyboard.press("/");
        await page.locator("dialog[open] input[type=search]").fill(SEARCH_QUERY);
        await page.waitForFunction(() => document.querySelectorAll("dialog[open] ul a").length > 0);
        await atRest(page);
        await page.screenshot({ path: path.join(out, `search-box-${width}.png`) });
        await page.keyboard.press("Escape");
        await page.waitForFunction(() => !document.querySelector("dialog[open]"));
      }
      if (width < 1024 && route === "/") {
        const toggle = page.locator("header button[aria-controls]");
        await toggle.click();
        await page.waitForFunction(() => document.querySelector("header button[aria-controls]")?.getAttribute("aria-expanded") === "true");
        // The bar turns solid and the sheet slides in.
        await atRest(page);
        await page.screenshot({ path: path.join(out, `menu-${width}.png`) });
      }
    }
    await context.close();
  }
  console.log(`screenshots in ${path.relative(process.cwd(), out) || out}`);
} finally {
  await browser.close();
  await server.close();
  await photoHost.close();
}
