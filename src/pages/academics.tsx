import { graphql, type HeadProps, type PageProps } from "gatsby";
import InnerPage from "../components/InnerPage/InnerPage";
import { heroHint, type PageHeroLayout } from "../components/PageHero/PageHero";
import Seo from "../components/Seo/Seo";
import ProgramList from "../sections/academics/ProgramList";
import WhyChoose from "../sections/academics/WhyChoose";
import ClosingCta from "../sections/academics/ClosingCta";

// /academics: each section reads its own data through its fragment; the page only composes them.
const sections = [ProgramList, WhyChoose, ClosingCta];
const heroLayout: PageHeroLayout = { tone: "gulf" };

export default function AcademicsPage({ data: { content } }: PageProps<Queries.AcademicsPageQuery>) {
  return <InnerPage content={content} hero={content.academicsPage.hero} heroLayout={heroLayout} sections={sections} />;
}

export const query = graphql`
  query AcademicsPage($path: String!) {
    content {
      ...AcademicsProgramList
      ...AcademicsWhyChoose
      ...AcademicsClosing
      academicsPage {
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
  }
`;

// The head adds one EducationalOccupationalProgram per program to the JSON-LD (`jsonLd: [PROGRAMS]`
// above, resolved at build time), so search engines can list them.
export const Head = ({ data: { content } }: HeadProps<Queries.AcademicsPageQuery>) => (
  <Seo head={content.academicsPage.seo.head} hero={heroHint(content.academicsPage.hero)} />
);
