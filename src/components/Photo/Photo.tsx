import type { IGatsbyImageData } from "gatsby-plugin-image";
import { photoImgAttributes } from "../../lib/photos/imgAttributes";
import type { StockImageData } from "../../lib/photos/imageData";
import * as styles from "./Photo.module.scss";

// Every stock photo on the site goes through here, as one plain <img>: the CDN image data our
// GraphQL layer builds with gatsby-plugin-image (src/lib/photos/imageData.ts) gives srcset and
// sizes, width/height reserve the box (no layout shift), the dominant colour fills it until the
// file arrives, and photos load lazily unless they are above the fold. No wrapper, no script, no
// fade: the server HTML is the final markup, with or without JavaScript.
export interface PhotoProps {
  image: IGatsbyImageData;
  alt: string;
  className?: string;
  /** "eager" for photos above the fold (heroes); lazy otherwise. */
  loading?: "eager" | "lazy";
  /** The page's largest paint: fetch it before other images. */
  priority?: boolean;
}

// React 18 doesn't know the camelCase `fetchPriority` prop; the lowercase attribute passes
// through to the HTML as is (the built-HTML tests check it on the heroes).
const HIGH_PRIORITY = { fetchpriority: "high" } as Record<string, string>;

export default function Photo({ image, alt, className, loading = "lazy", priority = false }: PhotoProps) {
  const { src, srcSet, sizes, width, height } = photoImgAttributes(image);
  const layout = image.layout === "fullWidth" ? styles.fullWidth : undefined;
  return (
    // loading and sizes come before srcSet and src: when React creates the element on a
    // client-side navigation it sets attributes in this order, and a src set first would start
    // an eager download of the wrong candidate.
    <img
      loading={loading}
      decoding="async"
      {...(priority ? HIGH_PRIORITY : {})}
      sizes={sizes}
      srcSet={srcSet}
      src={src}
      width={width}
      height={height}
      alt={alt}
      className={[styles.photo, layout, className].filter(Boolean).join(" ")}
      // The dominant colour fills the box until the file arrives; wherever a layout crops the photo
      // further (object-fit: cover), its focal point stays in view (computed at build time from
      // photos.json: src/lib/photos/imageData.ts).
      style={{ backgroundColor: image.backgroundColor, objectPosition: (image as StockImageData).objectPosition }}
    />
  );
}
