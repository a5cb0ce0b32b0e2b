import type { IGatsbyImageData } from "gatsby-plugin-image";
import type { StockImageData } from "./imageData";

// The attributes of a plain <img> for the image data the build makes (plugins/photos/imageData.ts),
// computed in the GraphQL layer (StockPhoto.img, stockPhotos.ts): the Photo component only
// prints them, so no image code ships to the browser and bad image data stops the build on the
// query that asked for it.

/**
 * The one description of PhotoImg, the GraphQL type of StockPhoto.img: each field's GraphQL type
 * and description. The SDL (photoImgTypeDef) and the TypeScript type (PhotoImg) are made from it.
 */
export const PHOTO_IMG_FIELDS = {
  src: { type: "String!", description: "The fallback file (the largest candidate's URL)." },
  srcSet: { type: "String!", description: "Every candidate with its width descriptor." },
  sizes: { type: "String!", description: "How wide the photo is drawn, for the browser's choice of candidate." },
  width: { type: "Int!", description: "Intrinsic width in whole pixels: the box keeps its aspect ratio before the file arrives." },
  height: { type: "Int!", description: "Intrinsic height in whole pixels." },
  fullWidth: { type: "Boolean!", description: "FULL_WIDTH layout: the photo spans its container." },
  backgroundColor: { type: "String", description: "The dominant colour that fills the box until the file arrives." },
  objectPosition: { type: "String", description: "The photo's focal point as CSS object-position, where it has one." },
  hero: {
    type: "Boolean!",
    description: "Asked for with hero: true: the page's largest paint (eager, fetched first, lighter quality).",
  },
} as const;

type GraphQLScalar<T extends string> = T extends `Int${string}` ? number : T extends `Boolean${string}` ? boolean : string;
type GraphQLValue<T extends string> = T extends `${string}!` ? GraphQLScalar<T> : GraphQLScalar<T> | null;

/** One photo as the Photo component prints it: the StockPhoto.img field (GraphQL type PhotoImg). */
export type PhotoImg = { -readonly [K in keyof typeof PHOTO_IMG_FIELDS]: GraphQLValue<(typeof PHOTO_IMG_FIELDS)[K]["type"]> };

/** The SDL of PhotoImg, from PHOTO_IMG_FIELDS. */
export function photoImgTypeDef(): string {
  const fields = Object.entries(PHOTO_IMG_FIELDS).map(
    ([name, { type, description }]) => `  ${JSON.stringify(description)}\n  ${name}: ${type}`,
  );
  return `"A stock photo as one plain <img> prints it (StockPhoto.img): src/components/Photo."\ntype PhotoImg {\n${fields.join("\n")}\n}`;
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
export function photoImgAttributes(image: IGatsbyImageData | StockImageData, { hero = false }: { hero?: boolean } = {}): PhotoImg {
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
    hero,
  };
}
