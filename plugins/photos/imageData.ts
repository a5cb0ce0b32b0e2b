import { generateImageData, type IGatsbyImageData, type IGatsbyImageHelperArgs, type ImageFormat, type Layout } from "gatsby-plugin-image";
import { photoUrl, type FocalPoint } from "./urlBuilders";

// Builds gatsby-plugin-image's image data for a stock photo (srcset, sizes, width/height and the
// dominant colour, exactly as for a local image) with every URL on the CDN: StockPhoto.img turns it
// into a plain <img> (imgAttributes.ts).

/** The StockPhoto fields the image data needs (a StockPhoto node or a photos.json record). */
export interface StockPhotoSourceData {
  url: string;
  width: number;
  height: number;
  dominantColor: string;
  focalPoint: FocalPoint;
}

/**
 * gatsby-plugin-image data plus the photo's focal point as CSS object-position: the CDN crops
 * around it (Unsplash), and src/components/Photo keeps it in view wherever CSS crops further.
 */
export type StockImageData = IGatsbyImageData & { objectPosition: string };

/** A focal point as CSS object-position ("33.3% 20%"). */
export function focalObjectPosition(focal: FocalPoint): string {
  const pct = (n: number) => `${Math.round(n * 1000) / 10}%`;
  return `${pct(focal.x)} ${pct(focal.y)}`;
}

/** The arguments of StockPhoto.img, and the quality a hero asks for (urlBuilders.ts). */
export interface StockPhotoImageArgs {
  /** GraphQL passes the GatsbyImageLayout enum's value: "fullWidth" for FULL_WIDTH. */
  layout?: Layout | null;
  width?: number | null;
  height?: number | null;
  aspectRatio?: number | null;
  sizes?: string | null;
  breakpoints?: number[] | null;
  outputPixelDensities?: number[] | null;
  backgroundColor?: string | null;
  quality?: number | null;
}

/**
 * Widths for FULL_WIDTH images: a phone at DPR 1.75-3 (750, 1080), laptops (1366, 1920) and
 * large/retina screens (2560). Widths above the source width are dropped and the source width
 * added by gatsby-plugin-image, so a 1600 px portrait never asks the CDN to upscale.
 */
export const FULL_WIDTH_BREAKPOINTS: readonly number[] = [480, 750, 1080, 1366, 1920, 2560];

/**
 * CONSTRAINED widths as multiples of the display width. gatsby-plugin-image's 0.25/0.5/1/2 leaves a
 * gap between 1x and 2x, where phones (DPR 1.5 to 2) then get the 2x file; 0.75, 1.25 and 1.5 fill it.
 */
const CONSTRAINED_DENSITIES: readonly number[] = [0.25, 0.5, 0.75, 1, 1.25, 1.5, 2];

/** Side padding of the page container on phones (src/components/Container: clamp(1rem, 4vw, ...) each side). */
const CONTAINER_GUTTER_PX = 32;

/**
 * Default `sizes` of a CONSTRAINED photo: its width once the viewport is wide enough, otherwise the
 * container's width (the viewport minus its gutters), not the whole viewport, so phones pick the
 * smaller file. Photos inside narrower boxes can pass their own `sizes`.
 */
function constrainedSizes(width: number): string {
  return `(min-width: ${width + CONTAINER_GUTTER_PX}px) ${width}px, calc(100vw - ${CONTAINER_GUTTER_PX}px)`;
}

/**
 * One format only: "auto" with a source format of "auto" makes generateImageData emit a single
 * <img srcset> and no <source type="image/webp">. The CDN already negotiates AVIF/WebP/JPEG per
 * request (Unsplash auto=format, Pexels auto=compress), so extra <source>s would only repeat URLs.
 */
const FORMATS: ImageFormat[] = ["auto"];

const clean = <T>(value: T | null | undefined): T | undefined => (value === null ? undefined : value);

export function stockPhotoImageData(photo: StockPhotoSourceData, args: StockPhotoImageArgs = {}): StockImageData {
  const layout = args.layout ?? "constrained";
  const { focalPoint } = photo;
  const breakpoints = clean(args.breakpoints) ?? (layout === "fullWidth" ? [...FULL_WIDTH_BREAKPOINTS] : undefined);
  // generateImageData forwards outputPixelDensities to its size calculation, but its args type
  // leaves the field out: hence the intersection.
  const helperArgs: IGatsbyImageHelperArgs & { outputPixelDensities?: number[] } = {
    pluginName: "bcu-stock-photos",
    filename: photo.url,
    // Format "auto": the CDN URLs carry no usable file extension to infer one from.
    sourceMetadata: { width: photo.width, height: photo.height, format: "auto" },
    formats: FORMATS,
    layout,
    width: clean(args.width),
    height: clean(args.height),
    aspectRatio: clean(args.aspectRatio),
    sizes: clean(args.sizes) ?? (layout === "constrained" && args.width ? constrainedSizes(args.width) : undefined),
    breakpoints,
    outputPixelDensities: clean(args.outputPixelDensities) ?? (layout === "constrained" ? [...CONSTRAINED_DENSITIES] : undefined),
    fit: "cover",
    backgroundColor: clean(args.backgroundColor) ?? photo.dominantColor,
    generateImageSource: (baseUrl, width, height, format) => ({
      src: photoUrl({ baseUrl, width, height, focalPoint, quality: args.quality }),
      width,
      height,
      format,
    }),
  };
  const data = generateImageData(helperArgs);
  // Computed here, at build time, so the browser only reads a string.
  return { ...data, objectPosition: focalObjectPosition(focalPoint) };
}
