// Every route at both widths: every <img> has an alt attribute and, once the page has been
// scrolled through (lazy photos asked for), has loaded from its CDN URL (routed here to
// generated placeholders of the requested size); and no layout shift is recorded while the page
// loads and while the photos arrive (their boxes are reserved by their width/height attributes).
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
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
            sources?: { node?: Node }[];
          })[]) {
            if (entry.hadRecentInput) continue;
            const sources = (entry.sources ?? []).map((s) =>
              s.node instanceof Element ? `${s.node.tagName.toLowerCase()}.${s.node.className}` : String(s.node?.nodeName),
            );
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
          src: img.currentSrc || img.getAttribute("src") || "",
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
// JavaScript gets round to it (as <GatsbyImage> did, hiding every photo until a script or
// hydration faded it in). With JavaScript off nothing can reveal a hidden photo, so this is where
// a fade would show: the hero must be loaded, opaque and fill the box its section gives it.
describe.each(ROUTES.filter((route) => !route.notFound))("hero photo on $path", (route) => {
  test("is visible once loaded, before and without any JavaScript", async () => {
    const { context, page, problems, label } = await openRoute(route, "mobile", { javaScriptEnabled: false, waitUntil: "load" });
    try {
      const hero = await page.$$eval('img[fetchpriority="high"]', (imgs) =>
        (imgs as HTMLImageElement[]).map((img) => ({
          opacity: getComputedStyle(img).opacity,
          loaded: img.complete && img.naturalWidth > 0,
        })),
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

// Photos are plain <img>s that the server HTML already shows as they will stay: hydration must
// not resize, hide or re-crop any of them. Each photo's layout box (offset size, unaffected by
// reveal transforms) and crop must be the same with JavaScript as without.
interface PhotoBox {
  src: string;
  width: number;
  height: number;
  objectFit: string;
  opacity: string;
}

describe.each(ROUTES.filter((route) => !route.notFound))("photo boxes on $path", (route) => {
  test.each(Object.keys(VIEWPORTS) as ViewportName[])(
    "@%s: the same with and without JavaScript, each cropped to cover",
    async (viewport) => {
      const measure = async (javaScriptEnabled: boolean) => {
        const { context, page, problems, label } = await openRoute(route, viewport, { javaScriptEnabled, waitUntil: "load" });
        try {
          const boxes = await page.$$eval("img", (imgs) =>
            imgs.map((img): PhotoBox => {
              const style = getComputedStyle(img);
              return {
                src: img.getAttribute("src") ?? "",
                width: img.offsetWidth,
                height: img.offsetHeight,
                objectFit: style.objectFit,
                opacity: style.opacity,
              };
            }),
          );
          return { boxes, problems, label };
        } finally {
          await context.close();
        }
      };
      const withoutJs = await measure(false);
      const withJs = await measure(true);
      const problems = [...withoutJs.problems, ...withJs.problems];
      const label = withJs.label;
      if (withJs.boxes.length === 0) problems.push(`${label}: no photo`);
      if (withJs.boxes.length !== withoutJs.boxes.length)
        problems.push(`${label}: ${withJs.boxes.length} <img> with JavaScript, ${withoutJs.boxes.length} without`);
      withJs.boxes.forEach((box, i) => {
        const before = withoutJs.boxes[i];
        const name = box.src.slice(0, 90);
        if (box.width === 0 || box.height === 0) problems.push(`${label}: ${name} has an empty box`);
        if (box.objectFit !== "cover") problems.push(`${label}: ${name} has object-fit ${box.objectFit}, expected cover`);
        if (box.opacity !== "1") problems.push(`${label}: ${name} has opacity ${box.opacity}`);
        if (before && (before.src !== box.src || before.width !== box.width || before.height !== box.height)) {
          problems.push(`${label}: ${name} is ${box.width}x${box.height} with JavaScript, ${before.width}x${before.height} without`);
        }
      });
      assertNoProblems(problems, `${label} photo boxes`);
    },
  );
});
