import type { IGatsbyImageData } from "gatsby-plugin-image";

// Draws a stock photo from its `gatsbyImageData` (src/lib/photos/imageData.ts) as plain HTML:
// a sized wrapper with the dominant colour behind it and a responsive <img> (srcset, sizes,
// width/height, native lazy loading). It replaces <GatsbyImage>, whose browser runtime (about
// 4 KB gzip on every page) only adds a fade-in: here the photo needs no JavaScript to appear, so
// the hero is painted as soon as it arrives instead of after hydration (it was the late LCP).
// The markup keeps GatsbyImage's wrapper classes and sizer, so the layout and CSS are unchanged
// (gatsby-plugin-image's global styles place the <img> over the wrapper and cover it).
export interface PhotoProps {
  image: IGatsbyImageData;
  alt: string;
  className?: string;
  /** "eager" for photos above the fold (heroes); lazy otherwise. */
  loading?: "eager" | "lazy";
  /** The page's largest paint: fetch it before other images. */
  priority?: boolean;
}

function sizer(image: IGatsbyImageData) {
  const { layout, width, height } = image;
  if (layout === "fullWidth") {
    return <div aria-hidden="true" style={{ paddingTop: `${(height / width) * 100}%` }} />;
  }
  if (layout === "constrained") {
    const svg = `data:image/svg+xml;charset=utf-8,%3Csvg%20height='${height}'%20width='${width}'%20xmlns='http://www.w3.org/2000/svg'%20version='1.1'%3E%3C/svg%3E`;
    return (
      <div style={{ maxWidth: width, display: "block" }}>
        <img alt="" role="presentation" aria-hidden="true" src={svg} style={{ maxWidth: "100%", display: "block", position: "static" }} />
      </div>
    );
  }
  return null;
}

export default function Photo({ image, alt, className, loading = "lazy", priority = false }: PhotoProps) {
  const { layout, width, height, backgroundColor, images } = image;
  const fallback = images.fallback;
  const classes = ["gatsby-image-wrapper", layout === "constrained" ? "gatsby-image-wrapper-constrained" : "", className ?? ""]
    .filter(Boolean)
    .join(" ");
  const style = { backgroundColor, ...(layout === "fixed" ? { width, height } : {}) };
  // React 18 doesn't know the camelCase `fetchPriority` prop; the lowercase attribute passes as is.
  const priorityAttr = priority ? ({ fetchpriority: "high" } as Record<string, string>) : {};
  // width/height attributes state the aspect ratio (whole numbers, as HTML requires). Full-width
  // data is a unit ratio (width 1), so it is scaled to a nominal 1000 px; CSS sets the real size.
  const scale = layout === "fullWidth" ? 1000 / width : 1;
  const attrWidth = Math.round(width * scale);
  const attrHeight = Math.round(height * scale);
  // No <picture>/<source>: the CDNs pick AVIF/WebP/JPEG per request (auto=format), so the
  // image data has a single fallback srcset (src/lib/photos/imageData.ts FORMATS).
  const img = (
    <img
      src={fallback?.src}
      srcSet={fallback?.srcSet}
      sizes={fallback?.sizes}
      width={attrWidth}
      height={attrHeight}
      alt={alt}
      loading={loading}
      decoding="async"
      {...priorityAttr}
    />
  );
  return (
    <div className={classes} style={style}>
      {sizer(image)}
      {img}
    </div>
  );
}
