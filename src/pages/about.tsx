import { graphql, type HeadProps, type PageProps } from "gatsby";
import InnerPage from "../components/InnerPage/InnerPage";
import { heroHint, type PageHeroLayout } from "../components/PageHero/PageHero";
import Seo from "../components/Seo/Seo";
import Story from "../sections/about/Story";
import MissionVision from "../sections/about/MissionVision";
import CoreValues from "../sections/about/CoreValues";
import Figures from "../sections/about/Figures";
import Timeline from "../sections/about/Timeline";
import Visit from "../sections/about/Visit";
import PhotoCredits from "../sections/about/PhotoCredits";

// /about: each section reads its own data through its fragment; the page only composes them.
const sections = [Story, MissionVision, CoreValues, Figures, Timeline, Visit, PhotoCredits];
const heroLayout: PageHeroLayout = { tone: "gulf" };

export default function AboutPage({ data: { content } }: PageProps<Queries.AboutPageQuery>) {
  return <InnerPage content={content} hero={content.aboutPage.hero} heroLayout={heroLayout} sections={sections} />;
}

export const query = graphql`
  query AboutPage($path: String!) {
    content {
      ...AboutStory
      ...AboutMissionVision
      ...AboutCoreValues
      ...AboutFigures
      ...AboutTimeline
      ...AboutVisit
      ...AboutPhotoCredits
      aboutPage {
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

export const Head = ({ data: { content } }: HeadProps<Queries.AboutPageQuery>) => (
  <Seo head={content.aboutPage.seo.head} hero={heroHint(content.aboutPage.hero)} />
);
