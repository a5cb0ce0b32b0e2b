import { graphql } from "gatsby";

// The whole document head of a page: <html lang>, title, canonical, meta tags and one JSON-LD
// graph. The Head API runs in the browser too, so the head is resolved at build time
// (PageSeo.head in src/node/schema.ts, rules in src/lib/seo/documentHead.ts) and this component
// only prints it: no title, URL or JSON-LD rules ship to the browser.
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

export default function Seo({ head }: { head: Queries.DocumentHeadFragment }) {
  return (
    <>
      <html lang={head.lang} />
      <title>{head.title}</title>
      {head.canonical && <link rel="canonical" href={head.canonical} />}
      {head.meta.map(({ name, property, content }) => (
        <meta key={name ?? property} name={name ?? undefined} property={property ?? undefined} content={content} />
      ))}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: head.jsonLd }} />
    </>
  );
}
