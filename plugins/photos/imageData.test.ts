/** @jest-environment node */
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { stockPhotoImageData, FULL_WIDTH_BREAKPOINTS } from "./imageData";

const landscape = {
  url: "https://images.unsplash.com/photo-1507525428034-b723cf961d3e",
  width: 2400,
  height: 1350,
  dominantColor: "#b8c8c8",
  focalPoint: { x: 0.5, y: 0.5 },
};
const portrait = {
  url: "https://images.unsplash.com/photo-1534528741775-53994a69daeb",
  width: 1600,
  height: 2000,
  dominantColor: "#a8a8e8",
  focalPoint: { x: 0.5, y: 0.3 },
};
const pexels = {
  url: "https://images.pexels.com/photos/1454360/pexels-photo-1454360.jpeg",
  width: 2400,
  height: 1601,
  dominantColor: "#080808",
  focalPoint: { x: 0.5, y: 0.5 },
};

/** [url, width descriptor] pairs of the fallback srcset. */
function srcset(data: IGatsbyImageData): Array<[string, number]> {
  const set = data.images.fallback?.srcSet ?? "";
  return set.split(",\n").map((entry) => {
    const [url, w] = entry.trim().split(" ");
    return [url, Number(w.replace(/w$/, ""))];
  });
}

function query(url: string): URLSearchParams {
  return new URL(url).searchParams;
}

describe("stockPhotoImageData", () => {
  it("FULL_WIDTH + aspectRatio: CDN widths up to the source width, heights from the ratio, sizes 100vw", () => {
    const data = stockPhotoImageData(landscape, { layout: "fullWidth", aspectRatio: 1.78 });
    const entries = srcset(data);
    expect(entries.map(([, w]) => w)).toEqual([480, 750, 1080, 1366, 1920, 2400]);
    for (const [url, w] of entries) {
      expect(url.startsWith(`${landscape.url}?`)).toBe(true);
      expect(Number(query(url).get("w"))).toBe(w);
      // gatsby-plugin-image rounds the source crop height first, so allow 1 px.
      expect(Math.abs(Number(query(url).get("h")) - w / 1.78)).toBeLessThanOrEqual(1);
      expect(query(url).get("auto")).toBe("format");
      expect(query(url).get("crop")).toBe("focalpoint");
    }
    expect(data.images.fallback?.sizes).toBe("100vw");
    expect(data.layout).toBe("fullWidth");
    expect(data.width).toBe(1);
    expect(data.height).toBeCloseTo(1 / 1.78, 3);
  });

  it("emits one <img srcset> and no <source>: the CDN negotiates AVIF/WebP itself", () => {
    const data = stockPhotoImageData(landscape, { layout: "fullWidth" });
    expect(data.images.sources).toEqual([]);
    expect(data.images.fallback?.src).toMatch(/^https:\/\/images\.unsplash\.com\/photo-/);
  });

  it("uses the dominant colour as placeholder background unless the query overrides it", () => {
    expect(stockPhotoImageData(landscape).backgroundColor).toBe("#b8c8c8");
    expect(stockPhotoImageData(landscape, { backgroundColor: "#000000" }).backgroundColor).toBe("#000000");
    expect(stockPhotoImageData(landscape).placeholder).toBeUndefined();
  });

  it("CONSTRAINED: 0.25x to 2x of the display width (no gap between 1x and 2x), width/height for the box, sizes capped", () => {
    const data = stockPhotoImageData(portrait, { layout: "constrained", width: 400, aspectRatio: 1 });
    expect(srcset(data).map(([, w]) => w)).toEqual([100, 200, 300, 400, 500, 600, 800]);
    for (const [url, w] of srcset(data)) {
      expect(query(url).get("h")).toBe(String(w));
      // The portrait's own focal point is used.
      expect(query(url).get("fp-y")).toBe("0.3");
    }
    expect(data.width).toBe(400);
    expect(data.height).toBe(400);
    // Phones get the container's width (viewport minus its 2 x 16 px gutters), not 100vw.
    expect(data.images.fallback?.sizes).toBe("(min-width: 432px) 400px, calc(100vw - 32px)");
    expect(data.images.fallback?.src).toContain("w=400&h=400");
  });

  it("passes a custom sizes attribute through", () => {
    const data = stockPhotoImageData(portrait, { layout: "constrained", width: 600, sizes: "(min-width: 64em) 33vw, 100vw" });
    expect(data.images.fallback?.sizes).toBe("(min-width: 64em) 33vw, 100vw");
    // 2x of 600 = 1200 <= 1600 source width; height follows the photo's own 0.8 ratio.
    expect(srcset(data).map(([, w]) => w)).toEqual([150, 300, 450, 600, 750, 900, 1200]);
    expect(data.height).toBe(750);
  });

  it("FIXED: 1x and 2x of the given size, exact width/height, sizes in px", () => {
    const data = stockPhotoImageData(portrait, { layout: "fixed", width: 96, height: 96, outputPixelDensities: [1, 2] });
    expect(srcset(data)).toEqual([
      [`${portrait.url}?w=96&h=96&fit=crop&crop=focalpoint&fp-x=0.5&fp-y=0.3&auto=format&q=70`, 96],
      [`${portrait.url}?w=192&h=192&fit=crop&crop=focalpoint&fp-x=0.5&fp-y=0.3&auto=format&q=70`, 192],
    ]);
    expect(data.width).toBe(96);
    expect(data.height).toBe(96);
    expect(data.images.fallback?.sizes).toBe("96px");
  });

  it("never asks the CDN for more than the source width", () => {
    const data = stockPhotoImageData(portrait, { layout: "fullWidth" });
    const widths = srcset(data).map(([, w]) => w);
    expect(Math.max(...widths)).toBe(1600);
    expect(widths).toEqual([...FULL_WIDTH_BREAKPOINTS.filter((w) => w <= 1600), 1600]);
  });

  it("crops around the photo's focal point and gives it to the browser as object-position", () => {
    const focused = { ...landscape, focalPoint: { x: 0.25, y: 0.4 } };
    const data = stockPhotoImageData(focused, { layout: "constrained", width: 400, aspectRatio: 1 });
    for (const [url] of srcset(data)) expect(url).toContain("&crop=focalpoint&fp-x=0.25&fp-y=0.4&");
    expect(data.objectPosition).toBe("25% 40%");
  });

  it("builds Pexels URLs for Pexels photos", () => {
    const data = stockPhotoImageData(pexels, { layout: "constrained", width: 600, aspectRatio: 1.5 });
    for (const [url, w] of srcset(data)) {
      expect(url).toBe(`${pexels.url}?auto=compress&cs=tinysrgb&w=${w}&h=${Math.round(w / 1.5)}&fit=crop`);
    }
  });
});
