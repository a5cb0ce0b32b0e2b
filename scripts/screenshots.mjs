#!/usr/bin/env node
// npm run screenshots: full-page screenshots of every route of the current build (public/) at
// 375, 768, 1280 and 1920 px, plus the mobile menu open at 375 px, with the real stock photos
// (the CDN hosts are answered from ../shared/photos by scripts/lib/photo-host.mjs). For looking
// at the site as a visitor would; nothing is asserted. Output: screenshots/<route>-<width>.png.
//   ROUTES=/,/about WIDTHS=375,1280 npm run screenshots
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";
import { createServer } from "./serve.mjs";
import { photoHostFlags, startPhotoHost } from "./lib/photo-host.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const outDir = path.join(root, "screenshots");
const routes = (process.env.ROUTES ?? "/,/academics,/admissions,/student-experience,/research,/about,/404.html").split(",");
const widths = (process.env.WIDTHS ?? "375,768,1280,1920").split(",").map(Number);
const FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
  "--disable-component-update", "--disable-sync", "--no-first-run"];

if (!fs.existsSync(path.join(root, "public", "index.html"))) {
  console.error("screenshots: no build in public/: run `npm run build` first.");
  process.exit(1);
}
fs.mkdirSync(outDir, { recursive: true });
const photoHost = await startPhotoHost({ photosDir: path.join(root, "..", "shared", "photos") });
const server = await createServer({ root: path.join(root, "public"), port: 0, host: "127.0.0.1" });
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH || "/usr/bin/chromium",
  args: [...FLAGS, ...photoHostFlags(photoHost.port)],
});
const name = (route) => (route === "/" ? "home" : route.replace(/^\//, "").replace(/\W+/g, "-"));

try {
  for (const width of widths) {
    // Reduced motion: every section is shown without waiting for its reveal.
    const context = await browser.newContext({ viewport: { width, height: 900 }, reducedMotion: "reduce", ignoreHTTPSErrors: true });
    const page = await context.newPage();
    for (const route of routes) {
      await page.goto(`http://127.0.0.1:${server.port}${route}`, { waitUntil: "networkidle" });
      // Lazy photos load as they come near the viewport: scroll through once.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 600) {
          window.scrollTo(0, y);
          await new Promise((r) => setTimeout(r, 150));
        }
        window.scrollTo(0, 0);
      });
      await page.waitForLoadState("networkidle");
      // The stand-in renders each size on first request (about 1 s): wait for every photo.
      await page.waitForFunction(() => [...document.images].every((img) => img.complete), null, { timeout: 30000 }).catch(() => {});
      const file = path.join(outDir, `${name(route)}-${width}.png`);
      await page.screenshot({ path: file, fullPage: true });
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      console.log(`${file.replace(root + "/", "")}  (${height} px tall)`);
      if (width < 768 && route === "/") {
        const toggle = page.locator("button[aria-controls]").first();
        if (await toggle.isVisible()) {
          await toggle.click();
          await page.waitForTimeout(300);
          await page.screenshot({ path: path.join(outDir, `menu-${width}.png`) });
          console.log(`screenshots/menu-${width}.png`);
        }
      }
    }
    await context.close();
  }
} finally {
  await browser.close();
  await server.close();
  await photoHost.close();
}
