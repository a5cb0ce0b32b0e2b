import { graphql } from "gatsby";
import Section from "../../components/Section/Section";
import { required } from "../../lib/required";
import * as styles from "./Timeline.module.scss";

// Milestones (content/timeline.json) as an ordered list drawn as a vertical timeline: a rail
// with a dot per entry. From 1024 px the entries alternate left and right of a centred rail.
export const query = graphql`
  fragment AboutTimeline on Query {
    aboutPageJson {
      timeline {
        id
        heading
        intro
      }
    }
    timelineJson {
      entries {
        year
        event
      }
    }
  }
`;

export default function Timeline({ data }: { data: Queries.AboutTimelineFragment }) {
  const { id, heading, intro } = required(data.aboutPageJson, "content/aboutPage.json").timeline;
  const { entries } = required(data.timelineJson, "content/timeline.json");
  const ordered = [...entries].sort((a, b) => a.year - b.year);
  return (
    <Section id={id} heading={heading} intro={intro} tone="sand">
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
    </Section>
  );
}
