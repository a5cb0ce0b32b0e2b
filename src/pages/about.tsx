import { graphql, type HeadProps, type PageProps } from "gatsby";
import InnerPage from "../components/InnerPage/InnerPage";
import PageHead from "../components/Seo/PageHead";
import Story from "../sections/about/Story";
import MissionVision from "../sections/about/MissionVision";
import CoreValues from "../sections/about/CoreValues";
import Figures from "../sections/about/Figures";
import Timeline from "../sections/about/Timeline";
import Visit from "../sections/about/Visit";

// /about: each section reads its own data through its fragment; the page only composes them.
const sections = [Story, MissionVision, CoreValues, Figures, Timeline, Visit];

export default function AboutPage({ data }: PageProps<Queries.AboutPageQuery>) {
  return <InnerPage data={data} file="content/aboutPage.json" layout="banner" tone="sand" sections={sections} />;
}

export const query = graphql`
  query AboutPage($path: String!) {
    ...AboutStory
    ...AboutMissionVision
    ...AboutCoreValues
    ...AboutFigures
    ...AboutTimeline
    ...AboutVisit
    page: aboutPageJson {
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

export const Head = (props: HeadProps<Queries.AboutPageQuery>) => <PageHead {...props} file="content/aboutPage.json" />;
