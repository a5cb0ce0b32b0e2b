// Every route at both widths: every <img> has an alt attribute and, once the page has been
// scrolled through (lazy photos asked for), has loaded from its CDN URL (routed here to
// generated placeholders of the requested size); and no layout shift is recorded while the page
// loads and while the photos arrive (their boxes are reserved by width/height and the sizer).
import { openRoute, scrollThrough } from "./browser";
import { ROUTES, VIEWPORTS, assertNoProblems, type ViewportName } from "./routes";

interface ImageReport {
  src: string;
  alt: string | null;
  loaded: boolean;
}

declare global {
  interface Window {
    __layoutShifts?: { value: number; sources: string[] }[];
  }
}

describe.each(ROUTES)("images on $path", (route) => {
  test.each(Object.keys(VIEWPORTS) as ViewportName[])("@%s: every image has alt text and loads, with no layout shift", async (viewport) => {
    const { context, page, problems, label } = await openRoute(route, viewport, { waitUntil: "domcontentloaded" });
    try {
      // Installed before any page script: the observer sees every shift from the first paint.
      await page.addInitScript(() => {
        window.__layoutShifts = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node }[] })[]) {
            if (entry.hadRecentInput) continue;
            const sources = (entry.sources ?? []).map((s) => (s.node instanceof Element ? `${s.node.tagName.toLowerCase()}.${s.node.className}` : String(s.node?.nodeName)));
            window.__layoutShifts!.push({ value: entry.value, sources });
          }
        }).observe({ type: "layout-shift", buffered: true });
      });
      await page.reload({ waitUntil: "networkidle" });
      await scrollThrough(page);
      // As a visitor would: bring each image into view and give it time to arrive (lazy photos
      // are only requested near the viewport, so a fast scroll-through may not ask for them).
      await page.evaluate(async () => {
        for (const img of Array.from(document.images)) {
          if (img.complete && img.naturalWidth > 0) continue;
          img.scrollIntoView({ block: "center" });
          const deadline = Date.now() + 5000;
          while (!(img.complete && img.naturalWidth > 0) && Date.now() < deadline) {
            await new Promise((resolve) => setTimeout(resolve, 50));
          }
        }
      });

      const images = await page.$$eval("img", (imgs) =>
        imgs.map((img): ImageReport => ({
          src: img.currentSrc || img.getAttribute("src") || img.getAttribute("data-src") || "",
          alt: img.getAttribute("alt"),
          loaded: img.complete && img.naturalWidth > 0,
        })),
      );
      const photos = images.filter((img) => /^https:\/\/images\.(unsplash|pexels)\.com\//.test(img.src));
      if (route.path === "/" && photos.length === 0) problems.push(`${label}: no CDN photo on the home page`);
      for (const img of images) {
        if (img.alt === null) problems.push(`${label}: <img> without an alt attribute: ${img.src.slice(0, 120)}`);
        if (!img.loaded) problems.push(`${label}: <img> did not load: ${img.src.slice(0, 120)}`);
      }
      const shifts = await page.evaluate(() => window.__layoutShifts ?? []);
      for (const shift of shifts) {
        problems.push(`${label}: layout shift ${shift.value.toFixed(4)} (${shift.sources.join(", ") || "unknown source"})`);
      }
      assertNoProblems(problems, `${label} images`);
    } finally {
      await context.close();
    }
  });
});

// The hero photo (the page's largest paint) must show as soon as its bytes arrive, not when
// JavaScript gets round to it: GatsbyImage hides every main image until a script or hydration
// fades it in. With JavaScript off, nothing can fade it in, so this is where it shows.
describe.each(ROUTES.filter((route) => !route.notFound))("hero photo on $path", (route) => {
  test("is visible once loaded, before and without any JavaScript", async () => {
    const { context, page, problems, label } = await openRoute(route, "mobile", { javaScriptEnabled: false, waitUntil: "load" });
    try {
      const hero = await page.$$eval('img[fetchpriority="high"]:not(noscript img)', (imgs) =>
        (imgs as HTMLImageElement[]).map((img) => ({ opacity: getComputedStyle(img).opacity, loaded: img.complete && img.naturalWidth > 0 })),
      );
      if (hero.length !== 1) problems.push(`${label}: ${hero.length} high-priority hero images, expected 1`);
      for (const img of hero) {
        if (!img.loaded) problems.push(`${label}: the hero photo did not load`);
        if (img.opacity !== "1") problems.push(`${label}: the loaded hero photo has opacity ${img.opacity}`);
      }
      assertNoProblems(problems, "hero photo");
    } finally {
      await context.close();
    }
  });
});
