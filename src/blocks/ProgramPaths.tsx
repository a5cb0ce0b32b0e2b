import { graphql } from "gatsby";
import type { CSSProperties } from "react";
import Section from "../components/Section/Section";
import ProgramPath from "../components/ProgramPath/ProgramPath";
import * as styles from "./ProgramPaths.module.scss";

// Every program's application path (components/ProgramPath, the one rendering of it, which each
// program's page shows too), one entry per program with the anchor #apply-<slug>: the list in
// #apply and every program's Apply button lead here; each program's name leads to its page.
export const query = graphql`
  fragment ProgramPathsBlock on ProgramPathsBlock {
    programPaths: block {
      id
      heading
      intro
      content {
        ...ProgramPathLabels
        programs {
          programs {
            slug
            color
            ...ProgramPath
          }
        }
      }
    }
  }
`;

export default function ProgramPaths({ block }: { block: Queries.ProgramPathsBlockFragment["programPaths"] }) {
  const { id, heading, intro, content } = block;
  return (
    <Section id={id} heading={heading} intro={intro} tone="sand">
      <ul className={styles.paths}>
        {content.programs.programs.map((program) => (
          // The program colour is data, not design: it reaches CSS as a custom property.
          <li
            key={program.slug}
            id={program.applyAnchor}
            className={styles.item}
            style={{ "--program-color": program.color } as CSSProperties}
          >
            <ProgramPath program={program} labels={content} linkName />
          </li>
        ))}
      </ul>
    </Section>
  );
}
