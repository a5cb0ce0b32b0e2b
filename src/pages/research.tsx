import { graphql, type HeadProps, type PageProps } from "gatsby";
import InnerPage from "../components/InnerPage/InnerPage";
import PageHead from "../components/Seo/PageHead";
import ResearchStats from "../sections/research/ResearchStats";
import FundingAreas from "../sections/research/FundingAreas";
import Opportunities from "../sections/research/Opportunities";
import Publications from "../sections/research/Publications";
import Collaboration from "../sections/research/Collaboration";

// /research: each section reads its own data through its fragment; the page only composes them.
const sections = [ResearchStats, FundingAreas, Opportunities, Publications, Collaboration];

export default function ResearchPage({ data }: PageProps<Queries.ResearchPageQuery>) {
  return <InnerPage data={data} file="content/researchPage.json" photoFirst sections={sections} />;
}

export const query = graphql`
  query ResearchPage($path: String!) {
    ...ResearchStats
    ...ResearchFundingAreas
    ...ResearchOpportunities
    ...ResearchPublications
    ...ResearchCollaboration
    page: researchPageJson {
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

export const Head = (props: HeadProps<Queries.ResearchPageQuery>) => <PageHead {...props} file="content/researchPage.json" />;
