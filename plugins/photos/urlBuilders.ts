// URL builders for the stock-photo CDNs we hotlink. Both hosts resize and re-encode on the fly,
// so a srcset is just the same base URL with different query strings. Kept free of Gatsby
// imports: the build (stockPhotos.ts, plugins/head), tests and the CSP code all use it.

export type PhotoSource = "unsplash" | "pexels";

/** The point a crop keeps, as fractions (0..1) of the photo's width and height (content/photos.json). */
export interface FocalPoint {
  readonly x: number;
  readonly y: number;
}

/** The CDN origins photos may come from (CSP img-src, <link rel="preconnect">). */
export const PHOTO_ORIGINS: Readonly<Record<PhotoSource, string>> = {
  unsplash: "https://images.unsplash.com",
  pexels: "https://images.pexels.com",
};

/** Quality for Unsplash (imgix `q`): sharp photos at a fraction of the bytes of 75 and above. */
export const DEFAULT_QUALITY = 70;

/**
 * Quality of a page's hero photo (`img(hero: true)`), its largest paint: lighter, so a phone's
 * candidate fits the first round trip of its CDN connection, with no loss a phone shows.
 */
export const HERO_QUALITY = 50;

interface PhotoUrlArgs {
  /** CDN base URL without a query string (content/photos.json `url`). */
  baseUrl: string;
  width: number;
  height: number;
  /** The point the crop keeps (Unsplash: imgix focal-point crop). */
  focalPoint: FocalPoint;
  quality?: number | null;
}

/** Which CDN serves `url`; throws for any other host, so a typo can't ship a broken image. */
export function photoSource(url: string): PhotoSource {
  let origin: string;
  try {
    origin = new URL(url).origin;
  } catch {
    throw new Error(`Stock photo URL "${url}" is not an absolute URL`);
  }
  const match = (Object.keys(PHOTO_ORIGINS) as PhotoSource[]).find((s) => PHOTO_ORIGINS[s] === origin);
  if (!match) {
    throw new Error(`Stock photo URL "${url}" is not on a supported CDN (${Object.values(PHOTO_ORIGINS).join(", ")})`);
  }
  return match;
}

/** imgix's fp-x/fp-y: at most 3 decimals, trailing zeros dropped (0.5, 0.333). */
const fraction = (n: number) => String(Math.round(n * 1000) / 1000);

/**
 * Unsplash (imgix): exact crop to w x h around the photo's focal point (crop=focalpoint with
 * fp-x/fp-y); `auto=format` lets the CDN pick AVIF/WebP/JPEG per browser.
 */
export function unsplashUrl({ baseUrl, width, height, focalPoint, quality }: PhotoUrlArgs): string {
  const focus = `crop=focalpoint&fp-x=${fraction(focalPoint.x)}&fp-y=${fraction(focalPoint.y)}`;
  return `${baseUrl}?w=${width}&h=${height}&fit=crop&${focus}&auto=format&q=${quality ?? DEFAULT_QUALITY}`;
}

/**
 * Pexels: the query its own site uses; `auto=compress` serves WebP where accepted. Its CDN has no
 * focus control and crops around the centre: layouts pick aspect ratios close to the photo's own,
 * and the browser keeps the focal point in view wherever a layout crops further (Photo's
 * object-position).
 */
export function pexelsUrl({ baseUrl, width, height }: PhotoUrlArgs): string {
  return `${baseUrl}?auto=compress&cs=tinysrgb&w=${width}&h=${height}&fit=crop`;
}

/** The URL of `baseUrl` resized and cropped to width x height, for whichever CDN hosts it. */
export function photoUrl(args: PhotoUrlArgs): string {
  return photoSource(args.baseUrl) === "unsplash" ? unsplashUrl(args) : pexelsUrl(args);
}
