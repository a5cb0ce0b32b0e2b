import { graphql, type HeadProps, type PageProps } from "gatsby";
import PageHead from "../components/Seo/PageHead";
import Hero from "../sections/home/Hero";
import Programs from "../sections/home/Programs";
import Locations from "../sections/home/Locations";
import Clinics from "../sections/home/Clinics";
import Stats from "../sections/home/Stats";
import Stories from "../sections/home/Stories";
import Campus from "../sections/home/Campus";
import Closing from "../sections/home/Closing";

// Home (/): each section reads its own data through its fragment; the page only composes them.
export default function HomePage({ data }: PageProps<Queries.HomePageQuery>) {
  return (
    <>
      <Hero data={data} />
      <Programs data={data} />
      <Locations data={data} />
      <Clinics data={data} />
      <Stats data={data} />
      <Stories data={data} />
      <Campus data={data} />
      <Closing data={data} />
    </>
  );
}

export const query = graphql`
  query HomePage($path: String!) {
    ...HomeHero
    ...HomePrograms
    ...HomeLocations
    ...HomeClinics
    ...HomeStats
    ...HomeStories
    ...HomeCampus
    ...HomeClosing
    page: homePageJson {
      seo {
        head(path: $path) {
          ...DocumentHead
        }
      }
    }
  }
`;

export const Head = (props: HeadProps<Queries.HomePageQuery>) => <PageHead {...props} file="content/homePage.json" />;
