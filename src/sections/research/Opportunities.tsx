import { graphql } from "gatsby";
import Section from "../../components/Section/Section";
import TitledList from "../../components/TitledList/TitledList";

// Ways students take part in research: a centred statement over a plain titled list from
// content/researchPage.json.
export const query = graphql`
  fragment ResearchOpportunities on Content {
    researchPage {
      opportunities {
        id
        heading
        intro
        items {
          title
          description
        }
      }
    }
  }
`;

export default function Opportunities({ content }: { content: Queries.ResearchOpportunitiesFragment }) {
  const { id, heading, intro, items } = content.researchPage.opportunities;
  return (
    <Section id={id} heading={heading} intro={intro} tone="gulf" opener="statement">
      <TitledList items={items} />
    </Section>
  );
}
