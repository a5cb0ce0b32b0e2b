import Section from "../../components/Section/Section";
import * as styles from "./Timeline.module.scss";

// Milestones (content/timeline.json) as an ordered list drawn as a vertical timeline: a rail
// with a dot per entry. From 1024 px the entries alternate left and right of a centred rail.
export interface TimelineEntry {
  year: number;
  event: string;
}

export interface TimelineProps {
  id: string;
  heading: string;
  intro?: string | null;
  entries: readonly TimelineEntry[];
}

export default function Timeline({ id, heading, intro, entries }: TimelineProps) {
  const ordered = [...entries].sort((a, b) => a.year - b.year);
  return (
    <Section id={id} heading={heading} intro={intro} tone="sand" align="center">
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
