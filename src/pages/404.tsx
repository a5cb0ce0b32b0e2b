import { graphql, type HeadProps, type PageProps } from "gatsby";
import Seo from "../components/Seo/Seo";
import NotFound from "../sections/notFound/NotFound";

// Any unknown address: a friendly message inside the site layout, with the main pages as links.
// {programCount} in the copy is filled by the GraphQL layer (@fillTokens, src/node/schema.ts).
type Data = Queries.NotFoundPageQuery;

export default function NotFoundPage({ data }: PageProps<Data>) {
  const page = data.notFoundPageJson;
  if (!page) throw new Error("content/notFoundPage.json is missing");
  return (
    <NotFound
      eyebrow={page.eyebrow}
      heading={page.heading}
      message={page.message}
      linksHeading={page.linksHeading}
      links={page.links}
      actions={page.actions}
    />
  );
}

export const query = graphql`
  query NotFoundPage {
    notFoundPageJson {
      seo {
        title
        description
      }
      eyebrow
      heading
      message
      linksHeading
      links {
        label
        to
        description
      }
      actions
    }
  }
`;

export function Head({ data, location }: HeadProps<Data>) {
  const seo = data.notFoundPageJson?.seo;
  return (
    // A not-found page must not be indexed under whatever address led here: noindex, no canonical.
    <Seo title={seo?.title ?? ""} description={seo?.description ?? ""} pathname={location.pathname} noindex />
  );
}
