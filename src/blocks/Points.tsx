import { graphql } from "gatsby";
import Section, { type SectionTone } from "../components/Section/Section";
import TitledList from "../components/TitledList/TitledList";

// A centred statement over a plain titled list (three columns on wide screens): short statements,
// no cards ("Why Choose BCU" on /academics, research opportunities). The tone is the content's (schema enum).
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
  const { id, heading, intro, items, tone } = block;
  return (
    <Section id={id} heading={heading} intro={intro} tone={(tone ?? "default") as SectionTone} opener="statement">
      <TitledList items={items} />
    </Section>
  );
}
