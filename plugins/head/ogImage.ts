import { type FocalPoint, type PhotoCrop, photoUrl } from "../photos";

/** Open Graph / Twitter share image size: the 1.91:1 card every network renders uncropped. */
export const OG_IMAGE_WIDTH = 1200;
export const OG_IMAGE_HEIGHT = 630;
/** A little above the page photos' quality: the card is shown large and recompressed by networks. */
export const OG_IMAGE_QUALITY = 75;

export interface SharePhoto {
  /** CDN base URL without a query (content/photos.json `url`). */
  readonly url: string;
  readonly alt: string;
  readonly crop?: PhotoCrop | null;
  readonly focalPoint?: FocalPoint | null;
}

/** The CDN crop of a stock photo at 1200x630, built by the same URL builder as the page photos. */
export function ogImageUrl(photo: Pick<SharePhoto, "url" | "crop" | "focalPoint">): string {
  return photoUrl({
    baseUrl: photo.url,
    width: OG_IMAGE_WIDTH,
    height: OG_IMAGE_HEIGHT,
    crop: photo.crop ?? "entropy",
    focalPoint: photo.focalPoint,
    quality: OG_IMAGE_QUALITY,
  });
}
