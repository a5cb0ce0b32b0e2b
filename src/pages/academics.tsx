import { graphql, type HeadProps, type PageProps } from "gatsby";
import InnerPage from "../components/InnerPage/InnerPage";
import PageHead from "../components/Seo/PageHead";
import ProgramList from "../sections/academics/ProgramList";
import WhyChoose from "../sections/academics/WhyChoose";
import ClosingCta from "../sections/academics/ClosingCta";
import { required } from "../lib/required";

// /academics: each section reads its own data through its fragment; the page only composes them.
const sections = [ProgramList, WhyChoose, ClosingCta];

export default function AcademicsPage({ data }: PageProps<Queries.AcademicsPageQuery>) {
  return <InnerPage data={data} file="content/academicsPage.json" sections={sections} />;
}

export const query = graphql`
  query AcademicsPage {
    ...AcademicsProgramList
    ...AcademicsWhyChoose
    ...AcademicsClosing
    page: academicsPageJson {
      seo {
        ...PageSeo
      }
      hero {
        ...PageHero
      }
    }
    programsJson {
      jsonLd(path: "/academics")
    }
  }
`;

// The programs' JSON-LD (one EducationalOccupationalProgram each) is built at build time
// (ProgramsJson.jsonLd, src/lib/seo/jsonLd.ts), so search engines can list them.
export const Head = (props: HeadProps<Queries.AcademicsPageQuery>) => (
  <PageHead {...props} file="content/academicsPage.json" jsonLd={required(props.data.programsJson, "content/programs.json").jsonLd} />
);
