import { graphql, type HeadProps, type PageProps } from "gatsby";
import Seo from "../components/Seo/Seo";
import { heroHint } from "../components/PageHero/PageHero";
import NotFound from "../sections/notFound/NotFound";

// Any unknown address: a friendly message inside the site layout, with its photo, and the main
// pages as links.
export default function NotFoundPage({ data: { content } }: PageProps<Queries.NotFoundPageQuery>) {
  return <NotFound content={content} />;
}

export const query = graphql`
  query NotFoundPage($path: String!) {
    content {
      ...NotFound
      notFoundPage {
        seo {
          head(path: $path, noindex: true) {
            ...DocumentHead
          }
        }
      }
    }
  }
`;

// A not-found page must not be indexed under whatever address led here: `noindex: true` above gives
// robots noindex and no canonical.
export const Head = ({ data: { content } }: HeadProps<Queries.NotFoundPageQuery>) => (
  <Seo head={content.notFoundPage.seo.head} hero={heroHint(content.notFoundPage)} />
);
