import { graphql } from "gatsby";
import type { CSSProperties } from "react";
import Section from "../../components/Section/Section";
import * as styles from "./ProgramCost.module.scss";

// One year's cost of attendance (its lines labelled and written out at build time,
// ProgramCost.lines in plugins/pages) beside the aid available.
export const query = graphql`
  fragment ProgramCostBlock on ProgramCostBlock {
    programCost: block {
      id
      heading
      aidHeading
      content {
        programs {
          program(slug: $slug) {
            color
            cost {
              intro
              lines {
                label
                value
                total
              }
              aid
            }
          }
        }
      }
    }
  }
`;

export default function ProgramCost({ block }: { block: Queries.ProgramCostBlockFragment["programCost"] }) {
  const { program } = block.content.programs;
  const { id, heading, aidHeading } = block;
  const { intro, lines, aid } = program.cost;
  const aidHeadingId = `${id}-aid`;
  const aidList = (
    // The program colour is data, not design: it reaches CSS as a custom property.
    <div className={styles.aid} style={{ "--program-color": program.color } as CSSProperties}>
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
    <Section id={id} heading={heading} intro={intro} aside={aidList}>
      <dl className={styles.costs}>
        {lines.map((line) => (
          <div key={line.label} className={line.total ? styles.total : undefined}>
            <dt>{line.label}</dt>
            <dd>{line.value}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}
