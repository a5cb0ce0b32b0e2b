import { graphql, type HeadProps, type PageProps } from "gatsby";
import InnerPage from "../components/InnerPage/InnerPage";
import { heroHint, type PageHeroLayout } from "../components/PageHero/PageHero";
import Seo from "../components/Seo/Seo";
import ResearchStats from "../sections/research/ResearchStats";
import FundingAreas from "../sections/research/FundingAreas";
import Opportunities from "../sections/research/Opportunities";
import Publications from "../sections/research/Publications";
import Collaboration from "../sections/research/Collaboration";

// /research: each section reads its own data through its fragment; the page only composes them.
const sections = [ResearchStats, FundingAreas, Opportunities, Publications, Collaboration];
const heroLayout: PageHeroLayout = { tone: "sand", photoFirst: true };

export default function ResearchPage({ data: { content } }: PageProps<Queries.ResearchPageQuery>) {
  return <InnerPage content={content} hero={content.researchPage.hero} heroLayout={heroLayout} sections={sections} />;
}

export const query = graphql`
  query ResearchPage($path: String!) {
    content {
      ...ResearchStats
      ...ResearchFundingAreas
      ...ResearchOpportunities
      ...ResearchPublications
      ...ResearchCollaboration
      researchPage {
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

export const Head = ({ data: { content } }: HeadProps<Queries.ResearchPageQuery>) => (
  <Seo head={content.researchPage.seo.head} hero={heroHint(content.researchPage.hero)} />
);
