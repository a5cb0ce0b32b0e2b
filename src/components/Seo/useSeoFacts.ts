import { graphql, useStaticQuery } from "gatsby";

// Site facts for the document head. A static query, because Seo renders inside each page's Head,
// where no page query reaches; useStaticQuery works there. The home hero photo is the default
// share image, so changing that photo in content changes the cards too.
export function useSeoFacts(): Queries.SeoFactsQuery {
  return useStaticQuery<Queries.SeoFactsQuery>(graphql`
    query SeoFacts {
      siteJson {
        name
        shortName
        description
        foundingYear
        domain
        siteUrl
        locale
        themeColor
        address {
          street
          city
          region
          postalCode
          country
        }
        phone {
          e164
        }
        emails {
          info
        }
      }
      programsJson {
        programs {
          slug
        }
      }
      homePageJson {
        hero {
          photo {
            url
            alt
            crop
          }
        }
      }
    }
  `);
}
