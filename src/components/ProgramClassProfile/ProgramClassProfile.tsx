import { graphql } from "gatsby";
import Section from "../Section/Section";
import StatGrid from "../StatGrid/StatGrid";
import * as styles from "./ProgramClassProfile.module.scss";

// The latest entering class in three figures: seats per class, median GPA and the median score
// of the program's admission test (or, for a program without one, that none is required),
// labelled at build time (ClassProfile.figures, plugins/program-pages).
export const query = graphql`
  fragment ProgramClassProfile on Program {
    classProfile {
      intro
      figures {
        value
        label
      }
    }
  }

  fragment ProgramClassProfileCopy on ProgramPageJson {
    classProfile {
      id
      heading
    }
  }
`;

export interface ProgramClassProfileProps {
  program: Queries.ProgramClassProfileFragment;
  copy: Queries.ProgramClassProfileCopyFragment;
}

export default function ProgramClassProfile({ program, copy }: ProgramClassProfileProps) {
  const { id, heading } = copy.classProfile;
  const { intro, figures } = program.classProfile;
  return (
    <Section id={id} heading={heading} intro={intro} opener="figures">
      <StatGrid items={figures} className={styles.figures} />
    </Section>
  );
}
