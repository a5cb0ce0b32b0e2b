import { graphql, useStaticQuery } from "gatsby";

// Site facts for the document head. A static query, because Seo renders inside each page's Head,
// where no page query reaches; useStaticQuery works there. The home hero photo is the default
// share image, so changing that photo in content changes the cards too. The share-image URL and the
// university's JSON-LD are resolved at build time (src/node/schema.ts), so no builder ships to the browser.
export function useSeoFacts(): Queries.SeoFactsQuery {
  return useStaticQuery<Queries.SeoFactsQuery>(graphql`
    query SeoFacts {
      siteJson {
        name
        shortName
        siteUrl
        locale
        themeColor
        organizationJsonLd
      }
      homePageJson {
        hero {
          photo {
            ogImageUrl
            alt
          }
        }
      }
    }
  `);
}
