import type { HeadProps } from "gatsby";
import Seo from "./Seo";
import { required } from "../../lib/required";

// The `Head` of every page. The page query takes the page's `$path` and selects its content file
// under the alias `page` with its head resolved at build time:
//   query AboutPage($path: String!) { page: aboutPageJson { seo { head(path: $path) { ...DocumentHead } } } }
// (`head(path: $path, noindex: true)` for the 404 page, `jsonLd: [PROGRAMS]` to add the programs).
// A page's Head is then one line:
//   export const Head = (props: HeadProps<Queries.AboutPageQuery>) => <PageHead {...props} file="content/aboutPage.json" />;
type PageHeadData = { readonly page: { readonly seo: { readonly head: Queries.DocumentHeadFragment } } | null };

export interface PageHeadProps extends HeadProps<PageHeadData> {
  /** The page's content file, named when the query returns no data for it. */
  file: string;
}

export default function PageHead({ data, file }: PageHeadProps) {
  return <Seo head={required(data.page, file).seo.head} />;
}
