import type { IGatsbyImageData } from "gatsby-plugin-image";
import type { StockImageData } from "./imageData";

// The attributes of a plain <img> for the image data the build makes (src/lib/photos/imageData.ts),
// computed in the GraphQL layer (StockPhoto.img, src/node/schema.ts): the Photo component only
// prints them, so no image code ships to the browser and bad image data stops the build on the
// query that asked for it.

/** One photo as the Photo component prints it: the StockPhoto.img field (GraphQL type PhotoImg). */
export interface PhotoImg {
  src: string;
  srcSet: string;
  sizes: string;
  /** Intrinsic size in whole pixels: the browser reserves the box's aspect ratio before the file arrives. */
  width: number;
  height: number;
  /** FULL_WIDTH layout: the photo spans its container (Photo's fullWidth class). */
  fullWidth: boolean;
  /** The dominant colour that fills the box until the file arrives. */
  backgroundColor: string | null;
  /** The focal point as CSS object-position, where the photo has one. */
  objectPosition: string | null;
}

/** The `w` descriptors of a srcset ("url 480w,\nurl 750w"), in order. */
export function srcSetWidths(srcSet: string): number[] {
  return [...srcSet.matchAll(/\s(\d+)w(?=\s*(?:,|$))/g)].map((match) => Number(match[1]));
}

/**
 * src, srcset, sizes, a width/height pair and the box's fill for `image`. Throws when the data
 * can't make a valid <img> (no srcset, or <source> formats that would need a <picture>), so the
 * build stops on the query that asked for it rather than shipping a broken photo.
 */
export function photoImgAttributes(image: IGatsbyImageData | StockImageData): PhotoImg {
  const fallback = image.images.fallback;
  if (!fallback?.src || !fallback.srcSet) {
    throw new Error("Photo: the image data has no fallback src/srcSet");
  }
  if ((image.images.sources ?? []).length > 0) {
    // One format is asked for on purpose (the CDN negotiates AVIF/WebP); see FORMATS in imageData.ts.
    throw new Error("Photo: the image data has <source> formats; a plain <img> can only show the fallback srcSet");
  }
  const widths = srcSetWidths(fallback.srcSet);
  if (widths.length === 0) throw new Error(`Photo: no width descriptors in srcSet "${fallback.srcSet.slice(0, 120)}"`);
  // FULL_WIDTH data states only the aspect ratio (width 1, height 1/ratio): the widest file gives
  // real pixels. CONSTRAINED and FIXED state their display size, which the CSS caps at 100%.
  const fullWidth = image.layout === "fullWidth";
  const width = fullWidth ? Math.max(...widths) : Math.round(image.width);
  const height = Math.round((width * image.height) / image.width);
  return {
    src: fallback.src,
    srcSet: fallback.srcSet,
    sizes: fallback.sizes ?? "100vw",
    width,
    height,
    fullWidth,
    backgroundColor: image.backgroundColor ?? null,
    objectPosition: (image as StockImageData).objectPosition ?? null,
  };
}
