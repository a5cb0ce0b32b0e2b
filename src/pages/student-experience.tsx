import { graphql, type HeadProps, type PageProps } from "gatsby";
import Seo from "../components/Seo/Seo";
import PageHero from "../components/PageHero/PageHero";
import FeatureGrid from "../sections/studentExperience/FeatureGrid";
import SupportLists from "../sections/studentExperience/SupportLists";
import Organizations from "../sections/studentExperience/Organizations";
import Closing from "../sections/studentExperience/Closing";
import { required } from "../lib/required";

// /student-experience: each section reads its own data through its fragment; the page only composes them.
export default function StudentExperiencePage({ data }: PageProps<Queries.StudentExperiencePageQuery>) {
  return (
    <>
      <PageHero hero={required(data.studentExperiencePageJson, "content/studentExperiencePage.json").hero} tone="sand" photoFirst />
      <FeatureGrid data={data} />
      <SupportLists data={data} />
      <Organizations data={data} />
      <Closing data={data} />
    </>
  );
}

export const query = graphql`
  query StudentExperiencePage {
    ...StudentExperienceFeatures
    ...StudentExperienceSupportLists
    ...StudentExperienceOrganizations
    ...StudentExperienceClosing
    studentExperiencePageJson {
      seo {
        title
        description
      }
      hero {
        ...PageHero
        photo {
          origin
        }
      }
    }
  }
`;

export function Head({ data, location }: HeadProps<Queries.StudentExperiencePageQuery>) {
  const { seo, hero } = required(data.studentExperiencePageJson, "content/studentExperiencePage.json");
  return <Seo title={seo.title} description={seo.description} pathname={location.pathname} preconnect={hero.photo.origin} />;
}
