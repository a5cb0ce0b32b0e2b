import type { CSSProperties } from "react";
import { graphql } from "gatsby";
import Section from "../../components/Section/Section";
import Icon from "../../components/Icon/Icon";
import SmartLink from "../../components/SmartLink/SmartLink";
import SeeAll from "../../components/SeeAll/SeeAll";
import { deadlineStatus } from "../../lib/deadlines";
import * as styles from "./ProgramTiles.module.scss";

// Programs as tiles, each a link to its page; the program colour marks each. "tiles": a centred
// statement over one tile per program (icon, name, summary, a link stretched over the tile), at
// most maxTiles of them, so the page keeps its size budget however many programs there are; past
// that, a link to the page that lists them all. A program whose deadline has passed on the build's
// day says so on its tile, with when its next cycle opens (the one rule, src/lib/deadlines.ts).
// Not re-evaluated in the browser: that would hydrate this block on every program page (its
// "related" layout) past their JavaScript budget; the tile leads to the program's page, whose
// hero re-evaluates. "related", on a program's page: the programs it
// suggests (Program.relatedPrograms: programs.json "related", closest profession first), each its name and degree; no icons, so the page's HTML stays in its
// 14 KB budget; none, no section.
export const query = graphql`
  fragment ProgramTilesBlock on ProgramTilesBlock {
    programTiles: block {
      layout
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
          deadline {
            date(formatString: "YYYY-MM-DD")
          }
          cycle {
            opens
            nextOpens
          }
        }
        more
      }
      content {
        buildDate
        deadlines {
          labels {
            ...DeadlineLabelWords
          }
        }
      }
      pageProgram(slug: $slug) {
        relatedPrograms {
          slug
          name
          color
          path
          degree
        }
      }
    }
  }
`;

/** A closed program's line on its tile: "Closed Next cycle opens June 1, 2027" (the state in bold). */
const closedLine = (status: ReturnType<typeof deadlineStatus>) =>
  status.state === "closed" ? (
    <p className={styles.status}>
      <strong>{status.label}</strong> {status.note}
    </p>
  ) : null;

export default function ProgramTiles({ block }: { block: Queries.ProgramTilesBlockFragment["programTiles"] }) {
  const { id, heading, intro } = block;
  if (block.layout === "related") {
    const related = block.pageProgram?.relatedPrograms ?? [];
    if (related.length === 0) return null;
    return (
      <Section id={id} heading={heading} intro={intro} tone="sand">
        <ul className={styles.related}>
          {related.map((other) => (
            // The program colour is data, not design: it reaches CSS as a custom property.
            <li key={other.slug} className={styles.relatedTile} style={{ "--program-color": other.color } as CSSProperties}>
              <h3 className={styles.relatedName}>
                {/* The link stretches over the whole tile (CSS), so the tile is one target. */}
                <SmartLink to={other.path} className={styles.relatedLink}>
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
  const learnMoreLabel = block.learnMoreLabel ?? "";
  const learnMoreAccessibleLabel = block.learnMoreAccessibleLabel ?? "";
  const { items: shown, more } = block.shown;
  const today = block.content.buildDate;
  const { labels } = block.content.deadlines;
  return (
    <Section id={id} heading={heading} intro={intro} opener="statement">
      <ul className={styles.tiles}>
        {shown.map((program) => (
          // The program colour is data, not design: it reaches CSS as a custom property.
          <li key={program.slug} className={styles.tile} style={{ "--program-color": program.color } as CSSProperties}>
            <span className={styles.icon}>
              <Icon svg={program.iconSvg} size={22} />
            </span>
            <h3 className={styles.name}>{program.name}</h3>
            <p className={styles.summary}>{program.summary}</p>
            {closedLine(deadlineStatus(program.deadline?.date, program.cycle, today, labels))}
            {/* The link stretches over the whole tile (CSS), so the tile is one target. */}
            <SmartLink to={program.path} className={styles.more} aria-label={learnMoreAccessibleLabel.replace("{name}", program.name)}>
              {learnMoreLabel}
              <span aria-hidden="true" className={styles.arrow}>
                →
              </span>
            </SmartLink>
          </li>
        ))}
      </ul>
      <SeeAll more={more} label={block.seeAllLabel ?? ""} to={block.seeAllTo ?? ""} />
    </Section>
  );
}
