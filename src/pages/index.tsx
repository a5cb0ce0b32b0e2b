import { graphql, type HeadProps, type PageProps } from "gatsby";
import Seo from "../components/Seo/Seo";
import { heroHint } from "../components/PageHero/PageHero";
import Hero from "../sections/home/Hero";
import Programs from "../sections/home/Programs";
import Locations from "../sections/home/Locations";
import Clinics from "../sections/home/Clinics";
import Stats from "../sections/home/Stats";
import Stories from "../sections/home/Stories";
import Campus from "../sections/home/Campus";
import Closing from "../sections/home/Closing";

// Home (/): each section reads its own data through its fragment; the page only composes them.
export default function HomePage({ data: { content } }: PageProps<Queries.HomePageQuery>) {
  return (
    <>
      <Hero content={content} />
      <Programs content={content} />
      <Locations content={content} />
      <Clinics content={content} />
      <Stats content={content} />
      <Stories content={content} />
      <Campus content={content} />
      <Closing content={content} />
    </>
  );
}

export const query = graphql`
  query HomePage($path: String!) {
    content {
      ...HomeHero
      ...HomePrograms
      ...HomeLocations
      ...HomeClinics
      ...HomeStats
      ...HomeStories
      ...HomeCampus
      ...HomeClosing
      homePage {
        seo {
          head(path: $path) {
            ...DocumentHead
          }
        }
      }
    }
  }
`;

export const Head = ({ data: { content } }: HeadProps<Queries.HomePageQuery>) => (
  <Seo head={content.homePage.seo.head} hero={heroHint(content.homePage.hero)} />
);
