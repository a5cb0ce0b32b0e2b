import { graphql, type HeadProps, type PageProps } from "gatsby";
import InnerPage from "../components/InnerPage/InnerPage";
import { heroHint, type PageHeroLayout } from "../components/PageHero/PageHero";
import Seo from "../components/Seo/Seo";
import ProcessSteps from "../sections/admissions/ProcessSteps";
import ProgramPaths from "../sections/admissions/ProgramPaths";
import DeadlineTable from "../sections/admissions/DeadlineTable";
import RequirementsList from "../sections/admissions/RequirementsList";
import ContactBlock from "../sections/admissions/ContactBlock";

// /admissions: each section reads its own data through its fragment; the page only composes them.
const sections = [ProcessSteps, ProgramPaths, DeadlineTable, RequirementsList, ContactBlock];
const heroLayout: PageHeroLayout = { tone: "sand", photoFirst: true };

export default function AdmissionsPage({ data: { content } }: PageProps<Queries.AdmissionsPageQuery>) {
  return <InnerPage content={content} hero={content.admissionsPage.hero} heroLayout={heroLayout} sections={sections} />;
}

export const query = graphql`
  query AdmissionsPage($path: String!) {
    content {
      ...AdmissionsProcess
      ...AdmissionsPaths
      ...AdmissionsDeadlines
      ...AdmissionsRequirements
      ...AdmissionsContact
      admissionsPage {
        seo {
          head(path: $path) {
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

export const Head = ({ data: { content } }: HeadProps<Queries.AdmissionsPageQuery>) => (
  <Seo head={content.admissionsPage.seo.head} hero={heroHint(content.admissionsPage.hero)} />
);
