import { graphql } from "gatsby";
import Section from "../../components/Section/Section";
import type { BandTone } from "../../components/Band/Band";
import TitledList from "../../components/TitledList/TitledList";

// A centred statement over a plain titled list, no cards ("Why Choose BCU" on /academics).
export const query = graphql`
  fragment PointsBlock on PointsBlock {
    points: block {
      id
      heading
      intro
      tone
      items {
        title
        description
      }
    }
  }
`;

export default function Points({ block }: { block: Queries.PointsBlockFragment["points"] }) {
  return (
    <Section {...block} tone={(block.tone ?? "default") as BandTone} opener="statement">
      <TitledList items={block.items} />
    </Section>
  );
}
