import { graphql } from "gatsby";
import Section from "../components/Section/Section";
import IconList from "../components/IconList/IconList";

// The six sides of student life (content/studentExperiencePage.json features), a split: the
// heading and intro on the left, the features as compact icon rows on the right from 1024 px.
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
  const { id, heading, intro, items } = block;
  return <Section id={id} heading={heading} intro={intro} aside={<IconList items={items} columns={2} />} />;
}
