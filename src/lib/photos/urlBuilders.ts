// URL builders for the stock-photo CDNs we hotlink. Both hosts resize and re-encode on the fly,
// so a srcset is just the same base URL with different query strings. Kept free of Gatsby
// imports: the build (src/node/schema.ts), tests and the CSP/preconnect code all use it.

export type PhotoSource = "unsplash" | "pexels";
export type PhotoCrop = "faces" | "entropy";

/** The CDN origins photos may come from (CSP img-src, <link rel="preconnect">). */
export const PHOTO_ORIGINS: Readonly<Record<PhotoSource, string>> = {
  unsplash: "https://images.unsplash.com",
  pexels: "https://images.pexels.com",
};

/** Quality for Unsplash (imgix `q`): 70 keeps photos sharp at a fraction of the bytes of 75+. */
export const DEFAULT_QUALITY = 70;

export interface PhotoUrlArgs {
  /** CDN base URL without a query string (content/photos.json `url`). */
  baseUrl: string;
  width: number;
  height: number;
  /** Where the crop centres: faces for portraits, entropy (the busiest region) otherwise. */
  crop?: PhotoCrop | null;
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
    throw new Error(
      `Stock photo URL "${url}" is not on a supported CDN (${Object.values(PHOTO_ORIGINS).join(", ")})`,
    );
  }
  return match;
}

function checkArgs({ baseUrl, width, height }: PhotoUrlArgs): void {
  if (baseUrl.includes("?") || baseUrl.includes("#")) {
    throw new Error(`Stock photo URL "${baseUrl}" must not carry a query or fragment: the builders add their own`);
  }
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1) {
    throw new Error(`Stock photo size must be positive whole pixels, got ${width}x${height} for ${baseUrl}`);
  }
}

/** Unsplash (imgix): exact crop to w x h, `auto=format` lets the CDN pick AVIF/WebP/JPEG per browser. */
export function unsplashUrl(args: PhotoUrlArgs): string {
  checkArgs(args);
  const { baseUrl, width, height, crop, quality } = args;
  return `${baseUrl}?w=${width}&h=${height}&fit=crop&crop=${crop ?? "entropy"}&auto=format&q=${quality ?? DEFAULT_QUALITY}`;
}

/** Pexels: the query its own site uses; `auto=compress` serves WebP where accepted. No focus control. */
export function pexelsUrl(args: PhotoUrlArgs): string {
  checkArgs(args);
  const { baseUrl, width, height } = args;
  return `${baseUrl}?auto=compress&cs=tinysrgb&w=${width}&h=${height}&fit=crop`;
}

/** The URL of `baseUrl` resized and cropped to width x height, for whichever CDN hosts it. */
export function photoUrl(args: PhotoUrlArgs): string {
  return photoSource(args.baseUrl) === "unsplash" ? unsplashUrl(args) : pexelsUrl(args);
}
