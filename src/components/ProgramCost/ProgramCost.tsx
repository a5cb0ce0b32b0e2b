import { graphql } from "gatsby";
import Section from "../Section/Section";
import * as styles from "./ProgramCost.module.scss";

// One year's cost of attendance (tuition and fees, the other costs, their sum, written out at
// build time: plugins/program-pages) beside the aid available.
export const query = graphql`
  fragment ProgramCost on Program {
    cost {
      academicYear
      tuitionAndFeesText
      otherCostsText
      totalText
      aid
    }
  }

  fragment ProgramCostCopy on ProgramPageJson {
    cost {
      id
      heading
      intro
      tuitionLabel
      otherLabel
      totalLabel
      aidHeading
    }
  }
`;

export interface ProgramCostProps {
  program: Queries.ProgramCostFragment;
  copy: Queries.ProgramCostCopyFragment;
}

export default function ProgramCost({ program, copy }: ProgramCostProps) {
  const { id, heading, intro, tuitionLabel, otherLabel, totalLabel, aidHeading } = copy.cost;
  const { academicYear, tuitionAndFeesText, otherCostsText, totalText, aid } = program.cost;
  const aidHeadingId = `${id}-aid`;
  const aidList = (
    <div className={styles.aid}>
      <h3 id={aidHeadingId} className={styles.aidHeading}>
        {aidHeading}
      </h3>
      <ul aria-labelledby={aidHeadingId} className={styles.aidList}>
        {aid.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
  return (
    <Section id={id} heading={heading} intro={intro.replace("{academicYear}", academicYear)} aside={aidList}>
      <dl className={styles.costs}>
        <div>
          <dt>{tuitionLabel}</dt>
          <dd>{tuitionAndFeesText}</dd>
        </div>
        <div>
          <dt>{otherLabel}</dt>
          <dd>{otherCostsText}</dd>
        </div>
        <div className={styles.total}>
          <dt>{totalLabel}</dt>
          <dd>{totalText}</dd>
        </div>
      </dl>
    </Section>
  );
}
