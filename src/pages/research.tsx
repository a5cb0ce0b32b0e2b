import { graphql, type HeadProps, type PageProps } from "gatsby";
import Seo from "../components/Seo/Seo";
import PageHero from "../components/PageHero/PageHero";
import ResearchStats from "../sections/research/ResearchStats";
import FundingAreas from "../sections/research/FundingAreas";
import Opportunities from "../sections/research/Opportunities";
import Publications from "../sections/research/Publications";
import Collaboration from "../sections/research/Collaboration";
import { required } from "../lib/required";

// /research: each section reads its own data through its fragment; the page only composes them.
export default function ResearchPage({ data }: PageProps<Queries.ResearchPageQuery>) {
  return (
    <>
      <PageHero hero={required(data.researchPageJson, "content/researchPage.json").hero} photoFirst />
      <ResearchStats data={data} />
      <FundingAreas data={data} />
      <Opportunities data={data} />
      <Publications data={data} />
      <Collaboration data={data} />
    </>
  );
}

export const query = graphql`
  query ResearchPage {
    ...ResearchStats
    ...ResearchFundingAreas
    ...ResearchOpportunities
    ...ResearchPublications
    ...ResearchCollaboration
    researchPageJson {
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

export function Head({ data, location }: HeadProps<Queries.ResearchPageQuery>) {
  const { seo, hero } = required(data.researchPageJson, "content/researchPage.json");
  return <Seo title={seo.title} description={seo.description} pathname={location.pathname} preconnect={hero.photo.origin} />;
}
