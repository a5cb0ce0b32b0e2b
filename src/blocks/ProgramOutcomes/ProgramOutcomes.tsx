import { graphql } from "gatsby";
import Section from "../../components/Section/Section";
import StatGrid from "../../components/StatGrid/StatGrid";

// The program's outcomes as figures (written at build time: Program.outcomeFigures,
// plugins/pages).
export const query = graphql`
  fragment ProgramOutcomesBlock on ProgramOutcomesBlock {
    programOutcomes: block {
      id
      heading
      content {
        programs {
          program(slug: $slug) {
            outcomeFigures {
              value
              label
            }
          }
        }
      }
    }
  }
`;

export default function ProgramOutcomes({ block }: { block: Queries.ProgramOutcomesBlockFragment["programOutcomes"] }) {
  return (
    <Section {...block} opener="figures" tone="gulf">
      <StatGrid items={block.content.programs.program.outcomeFigures} />
    </Section>
  );
}
