import { graphql, type HeadFC, type PageProps } from "gatsby";
import PageHero from "../components/PageHero/PageHero";
import Seo from "../components/Seo/Seo";
import FeatureGrid from "../sections/studentExperience/FeatureGrid";
import SupportLists from "../sections/studentExperience/SupportLists";
import Organizations from "../sections/studentExperience/Organizations";
import Closing from "../sections/studentExperience/Closing";

// /student-experience: the page only composes sections; words come from
// content/studentExperiencePage.json, the organizations figure from content/stats.json.
type Data = Queries.StudentExperiencePageQuery;

function pageCopy(data: Data) {
  const page = data.studentExperiencePageJson;
  if (!page) throw new Error("content/studentExperiencePage.json is missing: no studentExperiencePageJson node");
  return page;
}

export default function StudentExperiencePage({ data }: PageProps<Data>) {
  const page = pageCopy(data);
  const { hero, features, academicSupport, artsCulture, organizations, closing } = page;
  return (
    <>
      <PageHero
        eyebrow={hero.eyebrow}
        heading={hero.heading}
        lead={hero.lead}
        image={hero.photo.gatsbyImageData}
        imageAlt={hero.photo.alt}
      />
      <FeatureGrid id={features.id} heading={features.heading} intro={features.intro} items={features.items} />
      <SupportLists lists={[academicSupport, artsCulture]} />
      <Organizations
        id={organizations.id}
        heading={organizations.heading}
        text={organizations.text}
        stats={data.statsJson?.studentExperience ?? []}
        image={organizations.photo.gatsbyImageData}
        imageAlt={organizations.photo.alt}
      />
      <Closing id={closing.id} heading={closing.heading} text={closing.text} actions={closing.actions} />
    </>
  );
}

export const Head: HeadFC<Data> = ({ data, location }) => {
  const { seo, hero } = pageCopy(data);
  return <Seo title={seo.title} description={seo.description} pathname={location.pathname} preconnect={hero.photo.origin} />;
};

export const query = graphql`
  query StudentExperiencePage {
    studentExperiencePageJson {
      seo {
        title
        description
      }
      hero {
        eyebrow
        heading
        lead
        photo {
          origin
          alt
          gatsbyImageData(
            layout: FULL_WIDTH
            aspectRatio: 1.33
            breakpoints: [480, 720, 960, 1280]
            # phones: the container width (viewport minus its 2 x 16 px gutters), not the viewport
            sizes: "(min-width: 64em) 34rem, calc(100vw - 32px)"
          )
        }
      }
      features {
        id
        heading
        intro
        items {
          title
          description
          iconSvg
        }
      }
      academicSupport {
        id
        heading
        iconSvg
        intro
        items
      }
      artsCulture {
        id
        heading
        iconSvg
        intro
        items
      }
      organizations {
        id
        heading
        text
        photo {
          alt
          gatsbyImageData(layout: CONSTRAINED, width: 640, aspectRatio: 1.33)
        }
      }
      closing {
        id
        heading
        text
        actions
      }
    }
    statsJson {
      studentExperience {
        value
        label
      }
    }
  }
`;
