import { graphql } from "gatsby";
import Section from "../../components/Section/Section";
import StatGrid from "../../components/StatGrid/StatGrid";

// A big-number band on navy: the figures of the set the block names in content/stats.json
// (tokens filled at build time, so "{programCount}" shows the real count).
export const query = graphql`
  fragment FiguresBlock on FiguresBlock {
    figures: block {
      id
      heading
      intro
      items {
        value
        label
      }
    }
  }
`;

export default function Figures({ block }: { block: Queries.FiguresBlockFragment["figures"] }) {
  return (
    <Section {...block} tone="navy" opener="figures">
      <StatGrid items={block.items} onDark />
    </Section>
  );
}
