import { graphql } from "gatsby";
import Section from "../Section/Section";
import StatGrid from "../StatGrid/StatGrid";
import * as styles from "./ProgramClassProfile.module.scss";

// The latest entering class in three figures: seats per class, median GPA and the median score
// of the program's admission test (or, for a program without one, that none is required).
export const query = graphql`
  fragment ProgramClassProfile on Program {
    classProfile {
      year
      seats
      medianGpa
      test {
        name
        fullName
        score
        scoreLabel
      }
    }
  }

  fragment ProgramClassProfileCopy on ProgramPageJson {
    classProfile {
      id
      heading
      intro
      seatsLabel
      gpaLabel
      testLabel
      noTest
    }
  }
`;

export interface ProgramClassProfileProps {
  program: Queries.ProgramClassProfileFragment;
  copy: Queries.ProgramClassProfileCopyFragment;
}

export default function ProgramClassProfile({ program, copy }: ProgramClassProfileProps) {
  const { id, heading, intro, seatsLabel, gpaLabel, testLabel, noTest } = copy.classProfile;
  const { year, seats, medianGpa, test } = program.classProfile;
  const items = [
    { value: String(seats), label: seatsLabel },
    { value: medianGpa.toFixed(2), label: gpaLabel },
    test
      ? {
          value: test.score,
          label: `${testLabel.replace("{test}", test.name)}: ${test.fullName}${test.scoreLabel ? `, ${test.scoreLabel}` : ""}`,
        }
      : { value: "—", label: noTest },
  ];
  return (
    <Section id={id} heading={heading} intro={intro.replace("{year}", String(year))} opener="figures">
      <StatGrid items={items} className={styles.figures} />
    </Section>
  );
}
