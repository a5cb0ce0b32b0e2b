import { graphql, type HeadProps, type PageProps } from "gatsby";
import PageHead from "../components/Seo/PageHead";
import NotFound from "../sections/notFound/NotFound";

// Any unknown address: a friendly message inside the site layout, with the main pages as links.
export default function NotFoundPage({ data }: PageProps<Queries.NotFoundPageQuery>) {
  return <NotFound data={data} />;
}

export const query = graphql`
  query NotFoundPage($path: String!) {
    ...NotFound
    page: notFoundPageJson {
      seo {
        head(path: $path, noindex: true) {
          ...DocumentHead
        }
      }
    }
  }
`;

// A not-found page must not be indexed under whatever address led here: `noindex: true` above gives
// robots noindex and no canonical.
export const Head = (props: HeadProps<Queries.NotFoundPageQuery>) => <PageHead {...props} file="content/notFoundPage.json" />;
