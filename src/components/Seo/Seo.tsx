import { graphql } from "gatsby";

// The whole document head of a page: <html lang>, title, canonical, meta tags, one JSON-LD graph,
// and the hints that start the page's hero photo early. The Head API runs in the browser too, so
// the head is resolved at build time (PageSeo.head in plugins/content-schema/schema.ts, rules in
// plugins/head/documentHead.ts) and this component only prints it: no title, URL or JSON-LD rules
// ship to the browser.
export const query = graphql`
  fragment DocumentHead on DocumentHead {
    lang
    title
    canonical
    meta {
      name
      property
      content
    }
    jsonLd
  }
`;

export interface SeoProps {
  head: Queries.DocumentHeadFragment;
  /**
   * The page's hero photo, the largest paint (PageHero's heroHint): its CDN origin and one entry
   * per crop, with the media the crop is shown at (a <picture>'s <source>; none for a photo
   * without sources). The media queries of an art-directed photo never overlap.
   */
  hero?: { origin: string; images: readonly { media?: string | null; srcSet: string; sizes: string }[] } | null;
}

export default function Seo({ head, hero }: SeoProps) {
  return (
    <>
      <html lang={head.lang} />
      <title>{head.title}</title>
      {head.canonical && <link rel="canonical" href={head.canonical} />}
      {head.meta.map(({ name, property, content }) => (
        <meta key={name ?? property} name={name ?? undefined} property={property ?? undefined} content={content} />
      ))}
      {hero ? (
        <>
          {/* The photo comes from a second origin: open its connection with the document, and
              request the very candidate the <img> will pick (same srcset and sizes) before the
              parser reaches the <img>. No href: a browser without imagesrcset would fetch a
              candidate the <img> may not use. */}
          <link rel="preconnect" href={hero.origin} />
          {/* An art-directed hero (a <picture>) is announced crop by crop, each with its media:
              the browser fetches only the one whose media matches, as the <picture> will. */}
          {hero.images.map(({ media, srcSet, sizes }) => (
            <link
              key={srcSet}
              rel="preload"
              as="image"
              imageSrcSet={srcSet}
              imageSizes={sizes}
              media={media ?? undefined}
              {...HIGH_PRIORITY}
            />
          ))}
        </>
      ) : null}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: head.jsonLd }} />
    </>
  );
}

// React 18 does not know the camelCase fetchPriority; the lowercase attribute passes through.
const HIGH_PRIORITY = { fetchpriority: "high" } as Record<string, string>;
