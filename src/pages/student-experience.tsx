import { graphql, type HeadProps, type PageProps } from "gatsby";
import InnerPage from "../components/InnerPage/InnerPage";
import PageHead from "../components/Seo/PageHead";
import FeatureGrid from "../sections/studentExperience/FeatureGrid";
import SupportLists from "../sections/studentExperience/SupportLists";
import Organizations from "../sections/studentExperience/Organizations";
import Closing from "../sections/studentExperience/Closing";

// /student-experience: each section reads its own data through its fragment; the page only composes them.
const sections = [FeatureGrid, SupportLists, Organizations, Closing];

export default function StudentExperiencePage({ data }: PageProps<Queries.StudentExperiencePageQuery>) {
  return <InnerPage data={data} file="content/studentExperiencePage.json" tone="sand" photoFirst sections={sections} />;
}

export const query = graphql`
  query StudentExperiencePage($path: String!) {
    ...StudentExperienceFeatures
    ...StudentExperienceSupportLists
    ...StudentExperienceOrganizations
    ...StudentExperienceClosing
    page: studentExperiencePageJson {
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

export const Head = (props: HeadProps<Queries.StudentExperiencePageQuery>) => (
  <PageHead {...props} file="content/studentExperiencePage.json" />
);
