import { graphql, type HeadProps, type PageProps } from "gatsby";
import InnerPage from "../components/InnerPage/InnerPage";
import PageHead from "../components/Seo/PageHead";
import ProgramList from "../sections/academics/ProgramList";
import WhyChoose from "../sections/academics/WhyChoose";
import ClosingCta from "../sections/academics/ClosingCta";

// /academics: each section reads its own data through its fragment; the page only composes them.
const sections = [ProgramList, WhyChoose, ClosingCta];

export default function AcademicsPage({ data }: PageProps<Queries.AcademicsPageQuery>) {
  return <InnerPage data={data} file="content/academicsPage.json" sections={sections} />;
}

export const query = graphql`
  query AcademicsPage($path: String!) {
    ...AcademicsProgramList
    ...AcademicsWhyChoose
    ...AcademicsClosing
    page: academicsPageJson {
      seo {
        head(path: $path, jsonLd: [PROGRAMS]) {
          ...DocumentHead
        }
      }
      hero {
        ...PageHero
      }
    }
  }
`;

// The head adds one EducationalOccupationalProgram per program to the JSON-LD (`jsonLd: [PROGRAMS]`
// above, resolved at build time), so search engines can list them.
export const Head = (props: HeadProps<Queries.AcademicsPageQuery>) => <PageHead {...props} file="content/academicsPage.json" />;
