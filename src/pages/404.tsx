import { graphql, type HeadProps, type PageProps } from "gatsby";
import Seo from "../components/Seo/Seo";
import NotFound from "../sections/notFound/NotFound";
import { required } from "../lib/required";

// Any unknown address: a friendly message inside the site layout, with the main pages as links.
export default function NotFoundPage({ data }: PageProps<Queries.NotFoundPageQuery>) {
  return <NotFound data={data} />;
}

export const query = graphql`
  query NotFoundPage {
    ...NotFound
    notFoundPageJson {
      seo {
        title
        description
      }
    }
  }
`;

// A not-found page must not be indexed under whatever address led here: noindex, no canonical.
export function Head({ data, location }: HeadProps<Queries.NotFoundPageQuery>) {
  const { seo } = required(data.notFoundPageJson, "content/notFoundPage.json");
  return <Seo title={seo.title} description={seo.description} pathname={location.pathname} noindex />;
}
