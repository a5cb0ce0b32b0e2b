import { graphql } from "gatsby";
import type { CSSProperties } from "react";
import Section from "../../components/Section/Section";
import SmartLink from "../../components/SmartLink/SmartLink";
import * as styles from "./ProgramRelated.module.scss";

// Other programs to consider (Program.related), each a tile its link covers. No icons here: the
// colour marks each, and the page's HTML stays in its 14 KB budget.
export const query = graphql`
  fragment ProgramRelatedBlock on ProgramRelatedBlock {
    programRelated: block {
      id
      heading
      content {
        programs {
          program(slug: $slug) {
            related {
              slug
              name
              color
              path
              degree
            }
          }
        }
      }
    }
  }
`;

export default function ProgramRelated({ block }: { block: Queries.ProgramRelatedBlockFragment["programRelated"] }) {
  const { related } = block.content.programs.program;
  if (related.length === 0) return null;
  return (
    <Section {...block} tone="sand">
      <ul className={styles.tiles}>
        {related.map((other) => (
          // The program colour is data, not design: it reaches CSS as a custom property.
          <li key={other.slug} className={styles.tile} style={{ "--program-color": other.color } as CSSProperties}>
            <h3 className={styles.name}>
              {/* The link stretches over the whole tile (CSS), so the tile is one target. */}
              <SmartLink to={other.path} className={styles.link}>
                {other.name}
              </SmartLink>
            </h3>
            <p className={styles.degree}>{other.degree}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
