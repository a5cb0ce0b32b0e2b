import { graphql } from "gatsby";
import Section from "../components/Section/Section";
import IconList from "../components/IconList/IconList";

// Features with their icons (the six sides of student life on /student-experience): a centred
// statement over compact icon rows, three columns from 1024 px (as a split beside the heading, the
// short intro left a tall empty column there).
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
  return (
    <Section id={id} heading={heading} intro={intro} opener="statement">
      <IconList items={items} columns={3} />
    </Section>
  );
}
