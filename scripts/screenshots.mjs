#!/usr/bin/env node
// Screenshots of every page (every content page, every program page, the 404 page) at 375, 768, 1280 and 1920 px (full page) and of the mobile menu
// open, for looking at layouts and photo crops. Serves the existing public/ with
// scripts/serve.mjs, and answers the stock-photo CDNs from the local copies in ../shared/photos
// (MANIFEST.md maps each CDN URL to its file), cropped as the CDNs would: Unsplash around
// fp-x/fp-y (imgix crop=focalpoint), Pexels around the centre; and encoded in the format and at
// the quality they would answer Chromium with (lib/photo-encoding.js), so a quality shows as it is.
//
//   npm run screenshots [-- --out screenshots --photos ../shared/photos --port 0]
/* global document */ // used inside page.evaluate (runs in the browser)
import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";
import sharp from "sharp";
import { createServer } from "./serve.mjs";
import { readManifest } from "./lib/photo-host.mjs";
import { ALL_ROUTES } from "./lib/routes.ts";

const { photoEncoding } = createRequire(import.meta.url)("./lib/photo-encoding.js");
/** What Chromium sends for images: the CDNs answer it with AVIF (Unsplash) or WebP (Pexels). */
const CHROMIUM_IMAGE_ACCEPT = "image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8";
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : fallback;
};
const out = path.resolve(arg("out", path.join(root, "screenshots")));
const photosDir = path.resolve(arg("photos", path.join(root, "..", "shared", "photos")));
// ROUTES=/,/about/ WIDTHS=375,1280 narrow it down.
const ROUTES = process.env.ROUTES?.split(",") ?? ALL_ROUTES.map((route) => route.path);
const WIDTHS = process.env.WIDTHS?.split(",").map(Number) ?? [375, 768, 1280, 1920];

/** The CDN's answer for this URL, cut from the local copy: { contentType, body }. */
async function cdnImage(files, url) {
  const u = new URL(url);
  const file = files.get(`${u.host}${u.pathname}`);
  const w = Number(u.searchParams.get("w")) || 800;
  const hParam = Number(u.searchParams.get("h"));
  if (!file) {
    const body = await sharp({ create: { width: w, height: hParam || Math.round(w * 0.66), channels: 3, background: "#8fa9b8" } })
      .jpeg()
      .toBuffer();
    return { contentType: "image/jpeg", body };
  }
  const meta = await sharp(file).metadata();
  const h = hParam || Math.round((w * meta.height) / meta.width);
  const scale = Math.max(w / meta.width, h / meta.height);
  const sw = Math.max(w, Math.round(meta.width * scale));
  const sh = Math.max(h, Math.round(meta.height * scale));
  const focal = u.searchParams.get("crop") === "focalpoint";
  const fx = focal ? Number(u.searchParams.get("fp-x")) : 0.5;
  const fy = focal ? Number(u.searchParams.get("fp-y")) : 0.5;
  const left = Math.min(Math.max(0, Math.round(fx * sw - w / 2)), sw - w);
  const top = Math.min(Math.max(0, Math.round(fy * sh - h / 2)), sh - h);
  const { format, quality } = photoEncoding(url, CHROMIUM_IMAGE_ACCEPT);
  const body = await sharp(file).resize(sw, sh).extract({ left, top, width: w, height: h })[format]({ quality }).toBuffer();
  return { contentType: `image/${format}`, body };
}

/**
 * Waits until the page shows what a visitor sees once everything has arrived: every photo loaded
 * (lazy ones too: they are switched to eager, as scrolling past them would) and decoded
 * synchronously for the capture (a full-page capture otherwise leaves large async-decoded
 * images blank), and the web fonts in use. A photo that fails to load stops the script.
 */
async function everyPhotoOnScreen(page, route, width) {
  const broken = await page.evaluate(async () => {
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
}

const files = readManifest(photosDir);
const server = await createServer({ root: path.join(root, "public"), port: Number(arg("port", "0")), host: "127.0.0.1" });
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH || "/usr/bin/chromium", args: ["--no-sandbox"] });
fs.mkdirSync(out, { recursive: true });
try {
  for (const width of WIDTHS) {
    // Reduced motion: sections are shown at once (no reveal fades), so full-page shots are complete.
    const context = await browser.newContext({
      reducedMotion: "reduce",
      viewport: { width, height: width < 768 ? 812 : width < 1280 ? 1024 : width < 1920 ? 800 : 1080 },
    });
    await context.route(/^https:\/\/images\.(unsplash|pexels)\.com\//, async (route) =>
      route.fulfill({ status: 200, ...(await cdnImage(files, route.request().url())) }),
    );
    const page = await context.newPage();
    for (const route of ROUTES) {
      await page.goto(`http://127.0.0.1:${server.port}${route}`, { waitUntil: "load" });
      await everyPhotoOnScreen(page, route, width);
      const name = route === "/" ? "home" : route.replace(/^\/|\/$/g, "").replace(/\W+/g, "-");
      await page.screenshot({ path: path.join(out, `${name}-${width}.png`), fullPage: true });
      await page.screenshot({ path: path.join(out, `${name}-${width}-top.png`) });
      if (width < 1024 && route === "/") {
        const toggle = page.locator("header button[aria-controls]");
        await toggle.click();
        await page.waitForFunction(() => document.querySelector("header button[aria-controls]")?.getAttribute("aria-expanded") === "true");
        // The bar's colours and the sheet settle (transitions finished, the next frame painted).
        await page.evaluate(async () => {
          await Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined)));
          await new Promise((resolve) => globalThis.requestAnimationFrame(() => globalThis.requestAnimationFrame(resolve)));
        });
        await page.screenshot({ path: path.join(out, `menu-${width}.png`) });
      }
    }
    await context.close();
  }
  console.log(`screenshots in ${path.relative(process.cwd(), out) || out}`);
} finally {
  await browser.close();
  await server.close();
}
