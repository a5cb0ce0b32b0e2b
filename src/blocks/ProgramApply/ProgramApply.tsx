import { graphql } from "gatsby";
import type { CSSProperties } from "react";
import Section from "../../components/Section/Section";
import ProgramPath from "../../components/ProgramPath/ProgramPath";
import * as styles from "./ProgramApply.module.scss";

// How to apply to this program: its application path, the very card /admissions lists for it
// (ProgramPath: service, deadline with its calendar file, what to send), so the two never differ.
export const query = graphql`
  fragment ProgramApplyBlock on ProgramApplyBlock {
    programApply: block {
      id
      heading
      intro
      content {
        ...ProgramPathLabels
        programs {
          program(slug: $slug) {
            color
            ...ProgramPath
          }
        }
      }
    }
  }
`;

export default function ProgramApply({ block }: { block: Queries.ProgramApplyBlockFragment["programApply"] }) {
  const { content } = block;
  const { program } = content.programs;
  const { id, heading, intro } = block;
  return (
    <Section id={id} heading={heading} intro={intro} tone="sand" width="narrow">
      <div className={styles.path} style={{ "--program-color": program.color } as CSSProperties}>
        <ProgramPath program={program} labels={content} />
      </div>
    </Section>
  );
}
