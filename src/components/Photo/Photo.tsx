import { GatsbyImage, type IGatsbyImageData } from "gatsby-plugin-image";
import * as styles from "./Photo.module.scss";

// Every stock photo on the site goes through here: <GatsbyImage> from gatsby-plugin-image with
// the CDN image data our GraphQL layer builds (src/lib/photos/imageData.ts): srcset and sizes,
// width/height so nothing shifts, the dominant colour as placeholder, lazy loading by default.
// One place decides how a photo loads, so heroes and the rest stay consistent.
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
// through GatsbyImage to the <img> as is (the built-HTML tests check it on the heroes).
const HIGH_PRIORITY = { fetchpriority: "high" } as Record<string, string>;


export default function Photo({ image, alt, className, loading = "lazy", priority = false }: PhotoProps) {
  return (
    <GatsbyImage
      image={image}
      alt={alt}
      className={priority ? [styles.priority, className].filter(Boolean).join(" ") : className}
      loading={loading}
      // Wherever a layout crops the photo further (object-fit: cover), its focal point stays in view.
      // (objectPosition is computed at build time from photos.json: src/lib/photos/imageData.ts.)
      objectPosition={(image as IGatsbyImageData & { objectPosition?: string }).objectPosition}
      // The photo's dominant colour fills its box until the image arrives.
      backgroundColor={image.backgroundColor}
      {...(priority ? HIGH_PRIORITY : {})}
    />
  );
}
