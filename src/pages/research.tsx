import { graphql, type HeadFC, type PageProps } from "gatsby";
import PageHero from "../components/PageHero/PageHero";
import Seo from "../components/Seo/Seo";
import ResearchStats from "../sections/research/ResearchStats";
import FundingAreas from "../sections/research/FundingAreas";
import Opportunities from "../sections/research/Opportunities";
import Publications from "../sections/research/Publications";
import Collaboration from "../sections/research/Collaboration";

// /research: the page only composes sections; words come from content/researchPage.json, the
// records from stats.json (research), researchAreas.json and publications.json.
type Data = Queries.ResearchPageQuery;

function pageCopy(data: Data) {
  const page = data.researchPageJson;
  if (!page) throw new Error("content/researchPage.json is missing: no researchPageJson node");
  return page;
}

export default function ResearchPage({ data }: PageProps<Data>) {
  const page = pageCopy(data);
  const { hero, stats, areas, opportunities, publications, collaboration } = page;
  return (
    <>
      <PageHero
        eyebrow={hero.eyebrow}
        heading={hero.heading}
        lead={hero.lead}
        image={hero.photo.gatsbyImageData}
        imageAlt={hero.photo.alt}
      />
      <ResearchStats id={stats.id} heading={stats.heading} intro={stats.intro} stats={data.statsJson?.research ?? []} />
      <FundingAreas
        id={areas.id}
        heading={areas.heading}
        intro={areas.intro}
        fundingLabel={areas.fundingLabel}
        areas={data.researchAreasJson?.areas ?? []}
      />
      <Opportunities id={opportunities.id} heading={opportunities.heading} intro={opportunities.intro} items={opportunities.items} />
      <Publications
        id={publications.id}
        heading={publications.heading}
        intro={publications.intro}
        publications={data.publicationsJson?.publications ?? []}
      />
      <Collaboration
        id={collaboration.id}
        heading={collaboration.heading}
        text={collaboration.text}
        actions={collaboration.actions}
        image={collaboration.photo?.gatsbyImageData}
        imageAlt={collaboration.photo?.alt}
      />
    </>
  );
}

export const Head: HeadFC<Data> = ({ data, location }) => {
  const { seo, hero } = pageCopy(data);
  return <Seo title={seo.title} description={seo.description} pathname={location.pathname} preconnect={hero.photo?.origin} />;
};

export const query = graphql`
  query ResearchPage {
    researchPageJson {
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
      stats {
        id
        heading
        intro
      }
      areas {
        id
        heading
        intro
        fundingLabel
      }
      opportunities {
        id
        heading
        intro
        items {
          title
          description
        }
      }
      publications {
        id
        heading
        intro
      }
      collaboration {
        id
        heading
        text
        actions
        photo {
          alt
          gatsbyImageData(layout: CONSTRAINED, width: 448, aspectRatio: 0.8)
        }
      }
    }
    statsJson {
      research {
        value
        label
      }
    }
    researchAreasJson {
      areas {
        title
        description
        fundingUsd
      }
    }
    publicationsJson {
      publications {
        title
        authors
        journal
        year
      }
    }
  }
`;
