import { graphql } from "gatsby";
import * as styles from "./Photo.module.scss";

// Every stock photo on the site goes through here, as one plain <img>. The GraphQL layer computes
// its attributes at build time (StockPhoto.img: the CDN image data gatsby-plugin-image builds, see
// plugins/photos/imgAttributes.ts), so this component only prints them: srcset and sizes,
// width/height that reserve the box (no layout shift), the dominant colour that fills it until the
// file arrives, lazy loading unless the photo is above the fold. No wrapper, no script, no fade:
// the server HTML is the final markup, with or without JavaScript. A photo asked for with
// `img(hero: true)` is the page's largest paint: it loads eagerly and before other images.
//
// Art direction: a layout that shows one photo in boxes of different shapes (a tall crop on
// phones, a wide one beside the text from 1024 px) passes `sources`, each a crop asked for in its
// own `img(...)` with the media query it is for; the photo becomes a <picture> whose <source>s
// carry their own candidates, sizes and width/height (the box's shape for that media), and the
// <img> the crop for every other width.
export const query = graphql`
  fragment PhotoImg on PhotoImg {
    src
    srcSet
    sizes
    width
    height
    fullWidth
    backgroundColor
    objectPosition
    hero
  }
`;

/** One art-directed crop: the media query it is for and its image. */
export interface PhotoSource {
  media: string;
  image: Queries.PhotoImgFragment;
}

export interface PhotoProps {
  /** What `img(...) { ...PhotoImg }` on a StockPhoto returns (the crop for widths no source takes). */
  image: Queries.PhotoImgFragment;
  alt: string;
  className?: string;
  /** Other crops, first match wins (a <picture>). */
  sources?: readonly PhotoSource[];
}

// React 18 doesn't know the camelCase `fetchPriority` prop; the lowercase attribute passes
// through to the HTML as is (the built-HTML tests check it on the heroes). elementtiming="hero"
// asks Chromium to report when the photo is on screen: the framework's scripts wait for that
// (plugins/first-paint/deferredHydration.ts).
const HIGH_PRIORITY = { fetchpriority: "high", elementtiming: "hero" } as Record<string, string>;

export default function Photo({ image, alt, className, sources }: PhotoProps) {
  const { src, srcSet, sizes, width, height, fullWidth, backgroundColor, objectPosition, hero } = image;
  const img = (
    // loading and sizes come before srcSet and src: when React creates the element on a
    // client-side navigation it sets attributes in this order, and a src set first would start
    // an eager download of the wrong candidate.
    <img
      loading={hero ? "eager" : "lazy"}
      decoding="async"
      {...(hero ? HIGH_PRIORITY : {})}
      sizes={sizes}
      srcSet={srcSet}
      src={src}
      width={width}
      height={height}
      alt={alt}
      className={[styles.photo, fullWidth ? styles.fullWidth : undefined, className].filter(Boolean).join(" ")}
      // Wherever a layout crops the photo further (object-fit: cover), its focal point stays in view.
      style={{ backgroundColor: backgroundColor ?? undefined, objectPosition: objectPosition ?? undefined }}
    />
  );
  if (!sources?.length) return img;
  return (
    <picture className={styles.picture}>
      {sources.map(({ media, image: source }) => (
        <source key={media} media={media} sizes={source.sizes} srcSet={source.srcSet} width={source.width} height={source.height} />
      ))}
      {img}
    </picture>
  );
}
