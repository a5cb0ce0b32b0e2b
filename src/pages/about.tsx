import { graphql, type HeadProps, type PageProps } from "gatsby";
import Seo from "../components/Seo/Seo";
import PageHero from "../components/PageHero/PageHero";
import Story from "../sections/about/Story";
import MissionVision from "../sections/about/MissionVision";
import CoreValues from "../sections/about/CoreValues";
import Figures from "../sections/about/Figures";
import Timeline from "../sections/about/Timeline";
import Visit from "../sections/about/Visit";
import { required } from "../lib/required";

// /about: each section reads its own data through its fragment; the page only composes them.
export default function AboutPage({ data }: PageProps<Queries.AboutPageQuery>) {
  return (
    <>
      <PageHero hero={required(data.aboutPageJson, "content/aboutPage.json").hero} layout="banner" tone="sand" />
      <Story data={data} />
      <MissionVision data={data} />
      <CoreValues data={data} />
      <Figures data={data} />
      <Timeline data={data} />
      <Visit data={data} />
    </>
  );
}

export const query = graphql`
  query AboutPage {
    ...AboutStory
    ...AboutMissionVision
    ...AboutCoreValues
    ...AboutFigures
    ...AboutTimeline
    ...AboutVisit
    aboutPageJson {
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

export function Head({ data, location }: HeadProps<Queries.AboutPageQuery>) {
  const { seo, hero } = required(data.aboutPageJson, "content/aboutPage.json");
  return <Seo title={seo.title} description={seo.description} pathname={location.pathname} preconnect={hero.photo.origin} />;
}
