// eslint-disable-next-line @typescript-eslint/no-require-imports
const { photoEncoding } = require("../../scripts/lib/photo-encoding.js");

const CHROMIUM = "image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8";
const unsplash = (query: string) => `https://images.unsplash.com/photo-1?w=720&h=541&fit=crop&auto=format${query}`;
const pexels = "https://images.pexels.com/photos/1/pexels-photo-1.jpeg?auto=compress&cs=tinysrgb&w=750&h=500&fit=crop";

describe("photoEncoding (how the photo CDNs' stand-in answers)", () => {
  it("keeps the bench's calibration at the site's default quality: Unsplash q=70 is AVIF 50", () => {
    expect(photoEncoding(unsplash("&q=70"), CHROMIUM)).toEqual({ format: "avif", quality: 50 });
  });

  it("lets a lower q weigh less, in every format Unsplash negotiates", () => {
    expect(photoEncoding(unsplash("&q=50"), CHROMIUM)).toEqual({ format: "avif", quality: 30 });
    expect(photoEncoding(unsplash("&q=50"), "image/webp,*/*")).toEqual({ format: "webp", quality: 50 });
    expect(photoEncoding(unsplash("&q=60"), "*/*")).toEqual({ format: "jpeg", quality: 60 });
    expect(photoEncoding(unsplash("&q=60"), undefined)).toEqual({ format: "jpeg", quality: 60 });
  });

  it("treats a missing q, or one outside 1..100 or not a whole number, as imgix does: its default, 75", () => {
    for (const query of ["", "&q=0", "&q=101", "&q=abc", "&q=7.5", "&q="]) {
      expect(photoEncoding(unsplash(query), "*/*")).toEqual({ format: "jpeg", quality: 75 });
      expect(photoEncoding(unsplash(query), CHROMIUM)).toEqual({ format: "avif", quality: 55 });
    }
  });

  it("never asks the encoder for a quality below 1", () => {
    expect(photoEncoding(unsplash("&q=5"), CHROMIUM).quality).toBe(1);
  });

  it("answers Pexels' auto=compress with WebP where accepted, else JPEG, at imgix's compress quality", () => {
    expect(photoEncoding(pexels, CHROMIUM)).toEqual({ format: "webp", quality: 45 });
    expect(photoEncoding(pexels, "*/*")).toEqual({ format: "jpeg", quality: 45 });
  });
});
