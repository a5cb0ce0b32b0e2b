import { graphql } from "gatsby";
import type { CSSProperties } from "react";
import Section from "../Section/Section";
import SmartLink from "../SmartLink/SmartLink";
import * as styles from "./ProgramRelated.module.scss";

// Other programs to consider (Program.related: the next ones in content order), each named by a
// link to its page that covers the whole tile. No icons here: the colour marks each, and the page's
// HTML stays in its 14 KB budget.
export const query = graphql`
  fragment ProgramRelated on Program {
    related {
      slug
      name
      color
      path
      degree
    }
  }

  fragment ProgramRelatedCopy on ProgramPageJson {
    related {
      id
      heading
    }
  }
`;

export interface ProgramRelatedProps {
  program: Queries.ProgramRelatedFragment;
  copy: Queries.ProgramRelatedCopyFragment;
}

export default function ProgramRelated({ program, copy }: ProgramRelatedProps) {
  const { id, heading } = copy.related;
  if (program.related.length === 0) return null;
  return (
    <Section id={id} heading={heading} tone="sand">
      <ul className={styles.tiles}>
        {program.related.map((related) => (
          // The program colour is data, not design: it reaches CSS as a custom property.
          <li key={related.slug} className={styles.tile} style={{ "--program-color": related.color } as CSSProperties}>
            <h3 className={styles.name}>
              {/* The link stretches over the whole tile (CSS), so the tile is one target. */}
              <SmartLink to={related.path} className={styles.link}>
                {related.name}
              </SmartLink>
            </h3>
            <p className={styles.degree}>{related.degree}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
