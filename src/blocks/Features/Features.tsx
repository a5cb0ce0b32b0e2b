import { graphql } from "gatsby";
import Section from "../../components/Section/Section";
import IconList from "../../components/IconList/IconList";

// Features with their icons (student life on /student-experience): a centred statement over
// compact icon rows, three columns from 1024 px.
export const query = graphql`
  fragment FeaturesBlock on FeaturesBlock {
    features: block {
      id
      heading
      intro
      items {
        title
        description
        iconSvg
      }
    }
  }
`;

export default function Features({ block }: { block: Queries.FeaturesBlockFragment["features"] }) {
  return (
    <Section {...block} opener="statement">
      <IconList items={block.items} columns={3} />
    </Section>
  );
}
