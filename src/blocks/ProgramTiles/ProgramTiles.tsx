import type { CSSProperties } from "react";
import { graphql } from "gatsby";
import Section from "../../components/Section/Section";
import Icon from "../../components/Icon/Icon";
import SmartLink from "../../components/SmartLink/SmartLink";
import SeeAll from "../../components/SeeAll/SeeAll";
import * as styles from "./ProgramTiles.module.scss";

// A centred statement over one tile per program, each a link to its page. At most maxTiles of
// them, so the page keeps its size budget however many programs there are; past that, a link to
// the page that lists them all.
export const query = graphql`
  fragment ProgramTilesBlock on ProgramTilesBlock {
    programTiles: block {
      id
      heading
      intro
      learnMoreLabel
      learnMoreAccessibleLabel
      seeAllLabel
      seeAllTo
      shown {
        items {
          ...ProgramMark
          summary
          path
        }
        more
      }
    }
  }
`;

export default function ProgramTiles({ block }: { block: Queries.ProgramTilesBlockFragment["programTiles"] }) {
  const { learnMoreLabel, learnMoreAccessibleLabel, seeAllLabel, seeAllTo } = block;
  const { items: shown, more } = block.shown;
  return (
    <Section {...block} opener="statement">
      <ul className={styles.tiles}>
        {shown.map((program) => (
          // The program colour is data, not design: it reaches CSS as a custom property.
          <li key={program.slug} className={styles.tile} style={{ "--program-color": program.color } as CSSProperties}>
            <span className={styles.icon}>
              <Icon svg={program.iconSvg} size={22} />
            </span>
            <h3 className={styles.name}>{program.name}</h3>
            <p className={styles.summary}>{program.summary}</p>
            {/* The link stretches over the whole tile (CSS), so the tile is one big target. */}
            <SmartLink to={program.path} className={styles.more} aria-label={learnMoreAccessibleLabel.replace("{name}", program.name)}>
              {learnMoreLabel}
              <span aria-hidden="true" className={styles.arrow}>
                →
              </span>
            </SmartLink>
          </li>
        ))}
      </ul>
      <SeeAll more={more} label={seeAllLabel} to={seeAllTo} />
    </Section>
  );
}
