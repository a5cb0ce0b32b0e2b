import { graphql, type HeadProps } from "gatsby";
import Seo, { type SeoProps } from "./Seo";
import { required } from "../../lib/required";

// The `Head` of every page: the page query selects its content file under the alias `page` with
// `seo { ...PageSeo }`, and a page's Head is one line:
//   export const Head = (props: HeadProps<Queries.AboutPageQuery>) => <PageHead {...props} file="content/aboutPage.json" />;
export const query = graphql`
  fragment PageSeo on PageSeo {
    title
    description
  }
`;

export interface PageHeadProps
  extends HeadProps<{ readonly page: { readonly seo: Queries.PageSeoFragment } | null }>, Pick<SeoProps, "jsonLd" | "noindex"> {
  /** The page's content file, named when the query returns no data for it. */
  file: string;
}

export default function PageHead({ data, location, file, jsonLd, noindex }: PageHeadProps) {
  const { seo } = required(data.page, file);
  return <Seo title={seo.title} description={seo.description} pathname={location.pathname} jsonLd={jsonLd} noindex={noindex} />;
}
