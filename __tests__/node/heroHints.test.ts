import { heroHintLinks, heroImgTag, withHeroHints } from "../../src/node/heroHints";

const HERO =
  '<img loading="eager" decoding="async" fetchpriority="high" sizes="(min-width: 1024px) 50vw, 100vw" ' +
  'srcset="https://images.unsplash.com/photo-1?w=640&amp;q=60 640w,https://images.unsplash.com/photo-1?w=1280&amp;q=60 1280w" ' +
  'src="https://images.unsplash.com/photo-1?w=1280&amp;q=60" width="1280" height="853" alt="Students"/>';
const LAZY =
  '<img loading="lazy" sizes="100vw" srcset="https://images.pexels.com/p.jpg?w=640 640w" src="https://images.pexels.com/p.jpg" alt=""/>';

const page = (body: string) =>
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><meta name="viewport" content="width=device-width, initial-scale=1"/>' +
  `<style>.a{color:red}</style><title>T</title></head><body><div id="___gatsby">${body}</div></body></html>`;

describe("heroHints", () => {
  test("finds the one high-priority <img>, ignores lazy photos, and refuses two heroes", () => {
    expect(heroImgTag(page(LAZY + HERO))).toBe(HERO);
    expect(heroImgTag(page(LAZY))).toBeNull();
    expect(() => heroImgTag(page(HERO + HERO))).toThrow(/2 <img fetchpriority="high">/);
  });

  test("the preload repeats the hero's srcset and sizes exactly (same candidate, one download) and preconnects its origin", () => {
    const links = heroHintLinks(HERO);
    expect(links).toBe(
      '<link rel="preconnect" href="https://images.unsplash.com"/>' +
        '<link rel="preload" as="image" imagesrcset="https://images.unsplash.com/photo-1?w=640&amp;q=60 640w,' +
        'https://images.unsplash.com/photo-1?w=1280&amp;q=60 1280w" imagesizes="(min-width: 1024px) 50vw, 100vw" fetchpriority="high"/>',
    );
    expect(links).not.toMatch(/\shref="https:\/\/images\.unsplash\.com\/photo/); // no href: no second candidate
  });

  test("a hero without srcset or sizes stops the build with the tag", () => {
    expect(() => heroHintLinks('<img fetchpriority="high" src="https://x.test/a.jpg" alt=""/>')).toThrow(/needs src, srcset and sizes/);
  });

  test("the hints go right after the viewport, before the inlined stylesheets", () => {
    const html = withHeroHints(page(HERO));
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head.indexOf('<link rel="preconnect"')).toBeGreaterThan(head.indexOf('name="viewport"'));
    expect(head.indexOf('<link rel="preload" as="image"')).toBeLessThan(head.indexOf("<style>"));
  });

  test("a page without a hero is left as it is", () => {
    expect(withHeroHints(page(LAZY))).toBe(page(LAZY));
  });

  test("running twice gives the same page (incremental builds keep unchanged HTML)", () => {
    const once = withHeroHints(page(HERO));
    expect(withHeroHints(once)).toBe(once);
  });

  test("a page whose <head> lacks the viewport meta stops the build", () => {
    expect(() => withHeroHints(`<html><head></head><body>${HERO}</body></html>`)).toThrow(/viewport/);
  });
});
