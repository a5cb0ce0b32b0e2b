/**
 * Photos in the built HTML (after `gatsby build`; the e2e runner builds first): every stock
 * photo is one plain, responsive <img> whose src and srcset point at the CDN, with sizes,
 * width/height, async decoding and its dominant colour, and nothing around it that needs
 * JavaScript (no data-src, no <noscript> copy, no opacity to fade in); an art-directed photo wraps
 * it in a <picture> whose <source>s carry the other crops; each page's hero is eager with
 * fetchpriority="high", its CDN preconnected and each crop preloaded in the head, every other photo is lazy;
 * the hero, the largest paint, is asked at a lighter quality than the rest where its CDN takes one.
 */
import fs from "fs";
import path from "path";
import { ALL_ROUTES, publicDir, requireBuild } from "../e2e/routes";
import { DEFAULT_QUALITY } from "../../plugins/photos";
import { pageAt } from "../content/pages";

const CDN = /^https:\/\/images\.(unsplash|pexels)\.com\//;

/** An <img>'s attributes. */
type Img = Record<string, string>;

/** A tag's attributes (names lower-cased, &amp; decoded). */
function attributes(tag: string): Record<string, string> {
  return Object.fromEntries(
    [...tag.matchAll(/([\w-]+)="([^"]*)"/g)].map(([, name, value]) => [name.toLowerCase(), value.replace(/&amp;/g, "&")]),
  );
}

/** Every <img> of the page, with its attributes. */
function images(html: string): Img[] {
  return [...html.matchAll(/<img\b[^>]*>/g)].map(([tag]) => attributes(tag));
}

function srcsetUrls(img: Img): { url: string; width: number }[] {
  const srcset = img.srcset ?? "";
  return srcset.split(",").map((entry) => {
    const [url, descriptor] = entry.trim().split(/\s+/);
    return { url, width: Number.parseInt(descriptor, 10) };
  });
}

// Every page: these are checks over the built HTML, cheap per page.
const pages = ALL_ROUTES.filter((r) => !r.notFound);
// A missing build fails here with the command to run (never a silent skip).
requireBuild();
describe.each(pages)("photos on $path", (route) => {
  const html = fs.readFileSync(path.join(publicDir, route.html), "utf8");
  const all = images(html);
  const photos = all.filter((img) => CDN.test(img.src ?? ""));
  // A page opens with a hero photo unless its hero is a plain banner (a policy page: no photo key).
  // A program page always does (its record's photo).
  const heroPhoto = route.program !== undefined || pageAt(route.path).blocks.some((b) => b.type === "hero" && typeof b.photo === "string");

  test("every <img> is a photo from the CDN, in the server HTML as the browser shows it", () => {
    if (heroPhoto) expect(photos.length).toBeGreaterThan(0);
    // No lazy-loading markup that needs a script: no data-src, no placeholder or sizer images.
    expect(all.map((img) => img.src)).toEqual(photos.map((img) => img.src));
    expect(html).not.toMatch(/data-src|data-main-image|data-gatsby-image|gatsby-image-wrapper/);
    expect(html).not.toMatch(/<noscript>[\s\S]*?<img/);
  });

  test("every photo is a responsive image with sizes, width/height, async decoding, alt and its dominant colour", () => {
    for (const img of photos) {
      const urls = srcsetUrls(img);
      expect(urls.length).toBeGreaterThanOrEqual(2);
      for (const { url, width } of urls) {
        expect(url).toMatch(CDN);
        expect(new URL(url).searchParams.get("w")).toBe(String(width));
      }
      expect(urls.map((u) => u.url)).toContain(img.src);
      expect(img.sizes).toBeTruthy();
      expect(img.width).toMatch(/^[1-9]\d*$/);
      expect(img.height).toMatch(/^[1-9]\d*$/);
      expect(img.decoding).toBe("async");
      expect(img).toHaveProperty("alt");
      // Decorative photos are alt="" alone: a role next to it is invalid HTML.
      expect(img).not.toHaveProperty("role");
      // The dominant colour behind it, and the focal point kept in view where CSS crops further.
      expect(img.style).toMatch(/^background-color:#[0-9a-f]{6}(;object-position:[\d.]+% [\d.]+%)?$/i);
    }
  });

  test("an art-directed photo is a <picture>: each other crop a <source> with media, candidates from the CDN, sizes and its box's width/height", () => {
    for (const [picture] of html.matchAll(/<picture\b[\s\S]*?<\/picture>/g)) {
      const sources = [...picture.matchAll(/<source\b[^>]*>/g)].map(([tag]) => attributes(tag));
      expect(sources.length).toBeGreaterThan(0);
      for (const source of sources) {
        expect(source.media).toBeTruthy();
        expect(source.sizes).toBeTruthy();
        expect(source.width).toMatch(/^[1-9]\d*$/);
        expect(source.height).toMatch(/^[1-9]\d*$/);
        for (const entry of source.srcset.split(",")) expect(entry.trim()).toMatch(CDN);
      }
      expect(picture.match(/<img\b/g)).toHaveLength(1);
    }
  });

  test("the hero is eager with fetchpriority=high, its CDN preconnected and its candidates preloaded; the rest are lazy", () => {
    const heroes = photos.filter((img) => img.fetchpriority === "high");
    if (!heroPhoto) {
      // A plain banner: no photo is eager or preloaded, every photo below is lazy.
      expect(heroes).toHaveLength(0);
      expect(html).not.toMatch(/<link rel="preload" as="image"/);
      for (const img of photos) expect(img.loading).toBe("lazy");
      return;
    }
    expect(heroes).toHaveLength(1);
    const [hero] = heroes;
    expect(hero.loading).toBe("eager");
    expect(hero.src).toMatch(CDN);
    const origin = new URL(hero.src).origin;
    expect(html).toMatch(new RegExp(`<link rel="preconnect" href="${origin}"`));
    // The preloads ask for exactly the hero's candidates, crop by crop, so the browser reuses the
    // response: the <img>'s, and each <source>'s of an art-directed hero with its media.
    const picture = [...html.matchAll(/<picture\b[\s\S]*?<\/picture>/g)].map(([p]) => p).find((p) => /fetchpriority="high"/.test(p));
    const crops: { srcset: string; sizes: string; media?: string }[] = [
      ...[...(picture ?? "").matchAll(/<source\b[^>]*>/g)].map(([tag]) => attributes(tag)),
      { srcset: hero.srcset, sizes: hero.sizes },
    ].map(({ srcset, sizes, media }) => ({ srcset, sizes, media }));
    const preloads = [...html.matchAll(/<link rel="preload" as="image"[^>]*>/gi)].map(([tag]) => attributes(tag));
    expect(preloads.every((p) => p.fetchpriority === "high")).toBe(true);
    expect(preloads.map(({ imagesrcset, imagesizes }) => ({ srcset: imagesrcset, sizes: imagesizes }))).toEqual(
      crops.map(({ srcset, sizes }) => ({ srcset, sizes })),
    );
    // Each source's preload has its media; the <img>'s has the rest of the screens (or none).
    crops.forEach((crop, i) => {
      if (crop.media) expect(preloads[i].media).toBe(crop.media);
      else if (crops.length > 1) expect(preloads[i].media).toBe(`not all and ${crops[0].media}`);
    });
    for (const img of photos.filter((i) => i !== hero)) expect(img.loading).toBe("lazy");
  });

  test("the hero is asked at a lighter quality than the site's default, every other photo at the default", () => {
    const quality = (url: string) => new URL(url).searchParams.get("q");
    for (const img of photos) {
      // Pexels takes no quality parameter (auto=compress): nothing to check there.
      const qualities = srcsetUrls(img)
        .map((u) => quality(u.url))
        .filter((q): q is string => q !== null);
      for (const q of qualities) {
        if (img.fetchpriority === "high") expect(Number(q)).toBeLessThan(DEFAULT_QUALITY);
        else expect(Number(q)).toBe(DEFAULT_QUALITY);
      }
    }
  });
});

/** Each page's hero <img> (the fetchpriority="high" one), with its page. */
const heroImages = pages.flatMap((route) =>
  images(fs.readFileSync(path.join(publicDir, route.html), "utf8"))
    .filter((img) => img.fetchpriority === "high")
    .map((img) => ({ route, url: new URL(img.src) })),
);

test("the hero quality check is not empty: some pages' heroes come from a CDN that takes a quality", () => {
  expect(heroImages.filter(({ url }) => url.searchParams.get("q") !== null).length).toBeGreaterThan(0);
});

test("a program page's hero photo is its own: no other program page or page hero shows it", () => {
  // The photo itself (CDN path), whatever crop or size is asked for.
  const heroes = heroImages.map(({ route, url }) => ({ path: route.path, program: !!route.program, photo: url.origin + url.pathname }));
  const programHeroes = heroes.filter((h) => h.program);
  expect(programHeroes.length).toBeGreaterThan(1);
  const shared = programHeroes.flatMap((h) =>
    heroes.filter((other) => other.path !== h.path && other.photo === h.photo).map((other) => `${h.path} and ${other.path}: ${h.photo}`),
  );
  expect(shared).toEqual([]);
});
