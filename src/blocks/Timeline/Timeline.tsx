import { graphql } from "gatsby";
import Section from "../../components/Section/Section";
import * as styles from "./Timeline.module.scss";

// Milestones (content/timeline.json), a split: beside the heading, the entries as an ordered list
// drawn as a vertical timeline.
export const query = graphql`
  fragment TimelineBlock on TimelineBlock {
    timeline: block {
      id
      heading
      intro
      content {
        timeline {
          entries {
            year
            event
          }
        }
      }
    }
  }
`;

export default function Timeline({ block }: { block: Queries.TimelineBlockFragment["timeline"] }) {
  const ordered = [...block.content.timeline.entries].sort((a, b) => a.year - b.year);
  return (
    <Section
      {...block}
      tone="gulf"
      aside={
        <ol className={styles.timeline}>
          {ordered.map((entry) => (
            <li key={entry.year} className={styles.entry}>
              <div className={styles.card}>
                <time className={styles.year} dateTime={String(entry.year)}>
                  {entry.year}
                </time>
                <p className={styles.event}>{entry.event}</p>
              </div>
            </li>
          ))}
        </ol>
      }
    />
  );
}
