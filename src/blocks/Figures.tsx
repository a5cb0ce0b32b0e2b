import { graphql } from "gatsby";
import Section from "../components/Section/Section";
import StatGrid from "../components/StatGrid/StatGrid";

// A big-number band on navy: the figures of the set the block names in content/stats.json
// (FiguresBlock.items, tokens filled at build time, so "{programCount}" shows the real count).
// Home's Stats & Facts, /about's By the Numbers and /research's figures are this one block.
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
  const { id, heading, intro, items } = block;
  return (
    <Section id={id} heading={heading} intro={intro} tone="navy" opener="figures">
      <StatGrid items={items} onDark />
    </Section>
  );
}
