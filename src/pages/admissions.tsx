import { graphql, type HeadProps, type PageProps } from "gatsby";
import InnerPage from "../components/InnerPage/InnerPage";
import PageHead from "../components/Seo/PageHead";
import ProcessSteps from "../sections/admissions/ProcessSteps";
import DeadlineTable from "../sections/admissions/DeadlineTable";
import RequirementsList from "../sections/admissions/RequirementsList";
import ContactBlock from "../sections/admissions/ContactBlock";

// /admissions: each section reads its own data through its fragment; the page only composes them.
const sections = [ProcessSteps, DeadlineTable, RequirementsList, ContactBlock];

export default function AdmissionsPage({ data }: PageProps<Queries.AdmissionsPageQuery>) {
  return <InnerPage data={data} file="content/admissionsPage.json" layout="banner" sections={sections} />;
}

export const query = graphql`
  query AdmissionsPage($path: String!) {
    ...AdmissionsProcess
    ...AdmissionsDeadlines
    ...AdmissionsRequirements
    ...AdmissionsContact
    page: admissionsPageJson {
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
`;

export const Head = (props: HeadProps<Queries.AdmissionsPageQuery>) => <PageHead {...props} file="content/admissionsPage.json" />;
