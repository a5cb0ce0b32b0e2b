import { graphql } from "gatsby";
import Section from "../Section/Section";
import StatGrid from "../StatGrid/StatGrid";

// The program's outcomes as figures, each with what was measured and its year: the first-time
// licensure or board pass rate first, then the match, residency or employment rate.
export const query = graphql`
  fragment ProgramOutcomes on Program {
    outcomes {
      measure
      percent
      year
    }
  }

  fragment ProgramOutcomesCopy on ProgramPageJson {
    outcomes {
      id
      heading
      yearLabel
    }
  }
`;

export interface ProgramOutcomesProps {
  program: Queries.ProgramOutcomesFragment;
  copy: Queries.ProgramOutcomesCopyFragment;
}

export default function ProgramOutcomes({ program, copy }: ProgramOutcomesProps) {
  const { id, heading, yearLabel } = copy.outcomes;
  const items = program.outcomes.map((outcome) => ({
    value: `${outcome.percent}%`,
    label: `${outcome.measure} (${yearLabel.replace("{year}", String(outcome.year))})`,
  }));
  return (
    <Section id={id} heading={heading} opener="figures" tone="gulf">
      <StatGrid items={items} />
    </Section>
  );
}
