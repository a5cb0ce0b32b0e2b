import { graphql, type HeadProps, type PageProps } from "gatsby";
import Seo from "../components/Seo/Seo";
import NotFound from "../sections/notFound/NotFound";
import { fillTokens, type TokenCounts } from "../lib/text";

// Any unknown address: a friendly message inside the site layout, with the main pages as links.
type Data = Queries.NotFoundPageQuery;

function countsOf(data: Data): TokenCounts {
  return { programCount: data.programsJson?.programs.length ?? 0 };
}

export default function NotFoundPage({ data }: PageProps<Data>) {
  const page = data.notFoundPageJson;
  if (!page) throw new Error("content/notFoundPage.json is missing");
  const fill = (text: string) => fillTokens(text, countsOf(data));
  return (
    <NotFound
      eyebrow={fill(page.eyebrow)}
      heading={fill(page.heading)}
      message={fill(page.message)}
      linksHeading={fill(page.linksHeading)}
      links={page.links.map((l) => ({ label: fill(l.label), to: l.to, description: fill(l.description) }))}
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
    programsJson {
      programs {
        slug
      }
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
