import { pexelsUrl, photoSource, photoUrl, unsplashUrl, PHOTO_ORIGINS } from "./urlBuilders";

const UNSPLASH = "https://images.unsplash.com/photo-1507525428034-b723cf961d3e";
const PEXELS = "https://images.pexels.com/photos/1454360/pexels-photo-1454360.jpeg";
const CENTRE = { x: 0.5, y: 0.5 };

describe("stock-photo URL builders", () => {
  it("builds an Unsplash (imgix) URL: exact crop around the focal point, auto format, q=70 or the quality given", () => {
    expect(unsplashUrl({ baseUrl: UNSPLASH, width: 375, height: 500, focalPoint: { x: 0.33, y: 0.2 } })).toBe(
      `${UNSPLASH}?w=375&h=500&fit=crop&crop=focalpoint&fp-x=0.33&fp-y=0.2&auto=format&q=70`,
    );
    expect(unsplashUrl({ baseUrl: UNSPLASH, width: 400, height: 400, focalPoint: CENTRE, quality: 60 })).toBe(
      `${UNSPLASH}?w=400&h=400&fit=crop&crop=focalpoint&fp-x=0.5&fp-y=0.5&auto=format&q=60`,
    );
    expect(unsplashUrl({ baseUrl: UNSPLASH, width: 10, height: 10, focalPoint: { x: 1 / 3, y: 0 } })).toContain("&fp-x=0.333&fp-y=0&");
  });

  it("builds a Pexels URL with the query its own site uses (no focus control)", () => {
    expect(pexelsUrl({ baseUrl: PEXELS, width: 1080, height: 720, focalPoint: { x: 0.2, y: 0.2 } })).toBe(
      `${PEXELS}?auto=compress&cs=tinysrgb&w=1080&h=720&fit=crop`,
    );
  });

  it("dispatches on the host", () => {
    expect(photoUrl({ baseUrl: UNSPLASH, width: 10, height: 20, focalPoint: CENTRE })).toMatch(
      /^https:\/\/images\.unsplash\.com\/.*\?w=10&h=20&/,
    );
    expect(photoUrl({ baseUrl: PEXELS, width: 10, height: 20, focalPoint: CENTRE })).toMatch(
      /^https:\/\/images\.pexels\.com\/.*&w=10&h=20&fit=crop$/,
    );
    expect(photoSource(UNSPLASH)).toBe("unsplash");
    expect(photoSource(PEXELS)).toBe("pexels");
  });

  it("rejects other hosts, look-alike hosts and relative URLs with a clear message", () => {
    expect(() => photoUrl({ baseUrl: "https://example.com/a.jpg", width: 1, height: 1, focalPoint: CENTRE })).toThrow(
      /not on a supported CDN \(https:\/\/images\.unsplash\.com, https:\/\/images\.pexels\.com\)/,
    );
    expect(() => photoSource("https://images.unsplash.com.evil.test/photo-1")).toThrow(/not on a supported CDN/);
    expect(() => photoSource("http://images.unsplash.com/photo-1")).toThrow(/not on a supported CDN/);
    expect(() => photoSource("/photo-1.jpg")).toThrow(/not an absolute URL/);
  });

  it("lists exactly the two CDN origins (CSP img-src and preconnect use them)", () => {
    expect(Object.values(PHOTO_ORIGINS)).toEqual(["https://images.unsplash.com", "https://images.pexels.com"]);
  });
});
