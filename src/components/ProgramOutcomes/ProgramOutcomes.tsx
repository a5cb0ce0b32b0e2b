import { graphql } from "gatsby";
import Section from "../Section/Section";
import StatGrid from "../StatGrid/StatGrid";

// The program's outcomes as figures, each with what was measured and its year: the first-time
// licensure or board pass rate first, then the match, residency or employment rate (written at
// build time: Program.outcomeFigures, plugins/program-pages).
export const query = graphql`
  fragment ProgramOutcomes on Program {
    outcomeFigures {
      value
      label
    }
  }

  fragment ProgramOutcomesCopy on ProgramPageJson {
    outcomes {
      id
      heading
    }
  }
`;

export interface ProgramOutcomesProps {
  program: Queries.ProgramOutcomesFragment;
  copy: Queries.ProgramOutcomesCopyFragment;
}

export default function ProgramOutcomes({ program, copy }: ProgramOutcomesProps) {
  const { id, heading } = copy.outcomes;
  return (
    <Section id={id} heading={heading} opener="figures" tone="gulf">
      <StatGrid items={program.outcomeFigures} />
    </Section>
  );
}
