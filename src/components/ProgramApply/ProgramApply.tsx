import { graphql } from "gatsby";
import type { CSSProperties } from "react";
import Section from "../Section/Section";
import ProgramPath from "../ProgramPath/ProgramPath";
import * as styles from "./ProgramApply.module.scss";

// How to apply to this program: its application path, the very card /admissions lists for it
// (ProgramPath: service, deadline with its calendar file, what to send), so the two never differ.
export const query = graphql`
  fragment ProgramApply on Program {
    color
    ...ProgramPath
  }

  fragment ProgramApplyCopy on ProgramPageJson {
    apply {
      id
      heading
      intro
    }
  }
`;

export interface ProgramApplyProps {
  program: Queries.ProgramApplyFragment;
  copy: Queries.ProgramApplyCopyFragment;
  labels: Queries.ProgramPathLabelsFragment;
}

export default function ProgramApply({ program, copy, labels }: ProgramApplyProps) {
  const { id, heading, intro } = copy.apply;
  return (
    <Section id={id} heading={heading} intro={intro} tone="sand" width="narrow">
      <div className={styles.path} style={{ "--program-color": program.color } as CSSProperties}>
        <ProgramPath program={program} labels={labels} />
      </div>
    </Section>
  );
}
