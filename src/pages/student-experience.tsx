import { graphql, type HeadProps, type PageProps } from "gatsby";
import InnerPage from "../components/InnerPage/InnerPage";
import { heroHint, type PageHeroLayout } from "../components/PageHero/PageHero";
import Seo from "../components/Seo/Seo";
import FeatureGrid from "../sections/studentExperience/FeatureGrid";
import SupportLists from "../sections/studentExperience/SupportLists";
import Organizations from "../sections/studentExperience/Organizations";
import Closing from "../sections/studentExperience/Closing";

// /student-experience: each section reads its own data through its fragment; the page only composes them.
const sections = [FeatureGrid, SupportLists, Organizations, Closing];
const heroLayout: PageHeroLayout = { tone: "gulf" };

export default function StudentExperiencePage({ data: { content } }: PageProps<Queries.StudentExperiencePageQuery>) {
  return <InnerPage content={content} hero={content.studentExperiencePage.hero} heroLayout={heroLayout} sections={sections} />;
}

export const query = graphql`
  query StudentExperiencePage($path: String!) {
    content {
      ...StudentExperienceFeatures
      ...StudentExperienceSupportLists
      ...StudentExperienceOrganizations
      ...StudentExperienceClosing
      studentExperiencePage {
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

export const Head = ({ data: { content } }: HeadProps<Queries.StudentExperiencePageQuery>) => (
  <Seo head={content.studentExperiencePage.seo.head} hero={heroHint(content.studentExperiencePage.hero)} />
);
