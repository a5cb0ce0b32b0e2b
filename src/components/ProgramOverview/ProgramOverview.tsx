import { graphql } from "gatsby";
import Section from "../Section/Section";
import * as styles from "./ProgramOverview.module.scss";

// What studying the program is like: its overview, then the description /academics shows.
export const query = graphql`
  fragment ProgramOverview on Program {
    overview
    description
  }

  fragment ProgramOverviewCopy on ProgramPageJson {
    overview {
      id
      heading
    }
  }
`;

export interface ProgramOverviewProps {
  program: Queries.ProgramOverviewFragment;
  copy: Queries.ProgramOverviewCopyFragment;
}

export default function ProgramOverview({ program, copy }: ProgramOverviewProps) {
  return (
    <Section id={copy.overview.id} heading={copy.overview.heading} width="narrow">
      <p className={styles.lead}>{program.overview}</p>
      <p>{program.description}</p>
    </Section>
  );
}
