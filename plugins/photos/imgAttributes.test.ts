/** @jest-environment node */
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { stockPhotoImageData } from "./imageData";
import { buildSchema } from "graphql";
import { PHOTO_IMG_FIELDS, photoImgAttributes, photoImgTypeDef, srcSetWidths, type PhotoImg } from "./imgAttributes";
import { photoImgField } from "./stockPhotos";
import { DEFAULT_QUALITY, HERO_QUALITY } from "./urlBuilders";

/** A stock photo record as content/photos.json holds it. */
const photo = (url: string, width: number, height: number) => ({
  url,
  width,
  height,
  dominantColor: "#808080",
  focalPoint: { x: 0.5, y: 0.5 },
});
const landscape = photo("https://images.unsplash.com/photo-1507525428034-b723cf961d3e", 2400, 1350);
const pexels = photo("https://images.pexels.com/photos/1454360/pexels-photo-1454360.jpeg", 2400, 1601);

describe("srcSetWidths", () => {
  it("reads the w descriptors of gatsby-plugin-image's srcset, whatever the separator", () => {
    expect(srcSetWidths("https://a/x?w=480&h=320 480w,\nhttps://a/x?w=750&h=500 750w")).toEqual([480, 750]);
    expect(srcSetWidths("a.jpg 100w, b.jpg 200w")).toEqual([100, 200]);
    // A "w" inside a URL is not a descriptor.
    expect(srcSetWidths("https://a/x?w=480 480w")).toEqual([480]);
    expect(srcSetWidths("a.jpg 2x")).toEqual([]);
  });
});

describe("photoImgAttributes on the image data the build makes", () => {
  it("FULL_WIDTH: the widest file's size, in the photo's aspect ratio, sizes 100vw", () => {
    const data = stockPhotoImageData(landscape, { layout: "fullWidth", aspectRatio: 16 / 9 });
    const attrs = photoImgAttributes(data);
    expect(attrs.width).toBe(2400);
    expect(attrs.height).toBe(1350);
    expect(attrs.sizes).toBe("100vw");
    expect(attrs.srcSet).toBe(data.images.fallback!.srcSet);
    expect(attrs.src).toBe(data.images.fallback!.src);
  });

  it("CONSTRAINED: the display size it was asked for, whole pixels", () => {
    const data = stockPhotoImageData(pexels, { layout: "constrained", width: 640, aspectRatio: 4 / 3 });
    const attrs = photoImgAttributes(data);
    expect(attrs).toMatchObject({ width: 640, height: 480 });
    expect(attrs.sizes).toBe("(min-width: 672px) 640px, calc(100vw - 32px)");
    expect(attrs.src.startsWith(`${pexels.url}?`)).toBe(true);
  });

  it("rounds a fractional height (a 3:2 photo 427 px wide is 284.67 px tall)", () => {
    const data = stockPhotoImageData(pexels, { layout: "constrained", width: 427, aspectRatio: 1.5 });
    expect(photoImgAttributes(data)).toMatchObject({ width: 427, height: 285 });
  });
});

describe("photoImgAttributes on data a plain <img> cannot show", () => {
  const base: IGatsbyImageData = { layout: "constrained", width: 10, height: 10, images: {} };

  it("throws without a fallback srcset", () => {
    expect(() => photoImgAttributes(base)).toThrow(/no fallback src\/srcSet/);
  });

  it("throws with <source> formats (they would need a <picture>)", () => {
    const withSources = {
      ...base,
      images: { fallback: { src: "a.jpg", srcSet: "a.jpg 10w" }, sources: [{ srcSet: "a.webp 10w", type: "image/webp" }] },
    };
    expect(() => photoImgAttributes(withSources)).toThrow(/<source> formats/);
  });

  it("throws when the srcset has no width descriptors", () => {
    expect(() => photoImgAttributes({ ...base, images: { fallback: { src: "a.jpg", srcSet: "a.jpg 1x" } } })).toThrow(
      /no width descriptors/,
    );
  });
});

describe("StockPhoto.img field (what the Photo component prints)", () => {
  const resolve = photoImgField.resolve as (source: unknown, args: unknown) => PhotoImg;

  it("takes gatsby-plugin-image's arguments and answers with the plain <img> attributes, fill and focal point", () => {
    expect(photoImgField.type).toBe("PhotoImg!");
    expect(Object.keys(photoImgField.args ?? {})).toEqual(
      expect.arrayContaining(["layout", "width", "height", "aspectRatio", "sizes", "breakpoints", "outputPixelDensities", "hero"]),
    );
    const focused = { ...landscape, focalPoint: { x: 0.25, y: 0.4 } };
    const img = resolve(focused, { layout: "fullWidth", aspectRatio: 2 });
    expect(img).toEqual(photoImgAttributes(stockPhotoImageData(focused, { layout: "fullWidth", aspectRatio: 2 })));
    expect(img).toMatchObject({ width: 2400, height: 1200, fullWidth: true, backgroundColor: "#808080", objectPosition: "25% 40%" });
  });

  it("asks for a hero (hero: true) at HERO_QUALITY and marks it, every other photo at the default quality", () => {
    const hero = resolve(landscape, { layout: "fullWidth", hero: true });
    expect(hero.hero).toBe(true);
    expect(new URL(hero.src).searchParams.get("q")).toBe(String(HERO_QUALITY));
    const other = resolve(landscape, { layout: "fullWidth" });
    expect(other.hero).toBe(false);
    expect(new URL(other.src).searchParams.get("q")).toBe(String(DEFAULT_QUALITY));
  });
});

describe("PhotoImg, described once", () => {
  it("makes the SDL from PHOTO_IMG_FIELDS: every field with its type and description", () => {
    const sdl = photoImgTypeDef();
    for (const [name, { type, description }] of Object.entries(PHOTO_IMG_FIELDS)) {
      expect(sdl).toContain(`  ${name}: ${type}\n`.trimEnd());
      expect(sdl).toContain(JSON.stringify(description));
    }
    expect(() => buildSchema(`${sdl}\ntype Query { img: PhotoImg }`)).not.toThrow();
  });

  it("gives photoImgAttributes exactly the fields the SDL declares, hero false unless asked", () => {
    const image = {
      layout: "constrained" as const,
      width: 640,
      height: 480,
      images: {
        fallback: { src: "https://images.unsplash.com/p?w=640", srcSet: "https://images.unsplash.com/p?w=640 640w", sizes: "640px" },
      },
    };
    expect(Object.keys(photoImgAttributes(image)).sort()).toEqual(Object.keys(PHOTO_IMG_FIELDS).sort());
    expect(photoImgAttributes(image).hero).toBe(false);
    expect(photoImgAttributes(image, { hero: true }).hero).toBe(true);
  });
});
