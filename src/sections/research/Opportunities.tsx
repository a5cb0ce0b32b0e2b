import { graphql } from "gatsby";
import Section from "../../components/Section/Section";
import TitledList from "../../components/TitledList/TitledList";
import { required } from "../../lib/required";

// Ways students take part in research: a plain titled list from content/researchPage.json.
export const query = graphql`
  fragment ResearchOpportunities on Query {
    researchPageJson {
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

export default function Opportunities({ data }: { data: Queries.ResearchOpportunitiesFragment }) {
  const { id, heading, intro, items } = required(data.researchPageJson, "content/researchPage.json").opportunities;
  return (
    <Section id={id} heading={heading} intro={intro}>
      <TitledList items={items} />
    </Section>
  );
}
