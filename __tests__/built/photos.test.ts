/**
 * Photos in the built HTML (after `gatsby build`; the e2e runner builds first): every stock
 * photo is a responsive <img> whose srcset points at the CDN, each page's hero is eager with
 * fetchpriority="high" and its CDN is preconnected in the head, every other photo is lazy.
 */
import fs from "fs";
import path from "path";
import { ROUTES, publicDir } from "../e2e/routes";

const CDN = /^https:\/\/images\.(unsplash|pexels)\.com\//;

interface Img {
  attrs: Record<string, string>;
}

/** The <img> elements GatsbyImage renders (its <noscript> copies and inline scripts removed). */
function mainImages(html: string): Img[] {
  const visible = html.replace(/<noscript>[\s\S]*?<\/noscript>/g, "").replace(/<script[\s\S]*?<\/script>/g, "");
  return [...visible.matchAll(/<img\b[^>]*data-main-image[^>]*>/g)].map(([tag]) => ({
    attrs: Object.fromEntries([...tag.matchAll(/([\w-]+)="([^"]*)"/g)].map(([, name, value]) => [name.toLowerCase(), value.replace(/&amp;/g, "&")])),
  }));
}

function srcsetUrls(img: Img): { url: string; width: number }[] {
  const srcset = img.attrs.srcset ?? img.attrs["data-srcset"] ?? "";
  return srcset.split(",").map((entry) => {
    const [url, descriptor] = entry.trim().split(/\s+/);
    return { url, width: Number.parseInt(descriptor, 10) };
  });
}

const pages = ROUTES.filter((r) => !r.notFound);
const built = fs.existsSync(path.join(publicDir, "index.html"));
(built ? describe : describe.skip).each(pages)("photos on $path", (route) => {
  const html = built ? fs.readFileSync(path.join(publicDir, route.html), "utf8") : "";
  const images = mainImages(html);

  test("every photo is a responsive image on the CDN with sizes and alt", () => {
    expect(images.length).toBeGreaterThan(0);
    for (const img of images) {
      const urls = srcsetUrls(img);
      expect(urls.length).toBeGreaterThanOrEqual(2);
      for (const { url, width } of urls) {
        expect(url).toMatch(CDN);
        expect(new URL(url).searchParams.get("w")).toBe(String(width));
      }
      expect(img.attrs.sizes).toBeTruthy();
      expect(img.attrs).toHaveProperty("alt");
    }
  });

  test("the hero is eager with fetchpriority=high and its CDN is preconnected; the rest are lazy", () => {
    const heroes = images.filter((img) => img.attrs.fetchpriority === "high");
    expect(heroes).toHaveLength(1);
    const [hero] = heroes;
    expect(hero.attrs.loading).toBe("eager");
    expect(hero.attrs.src).toMatch(CDN);
    const origin = new URL(hero.attrs.src).origin;
    expect(html).toMatch(new RegExp(`<link rel="preconnect" href="${origin}"`));
    for (const img of images.filter((i) => i !== hero)) expect(img.attrs.loading).toBe("lazy");
  });
});
