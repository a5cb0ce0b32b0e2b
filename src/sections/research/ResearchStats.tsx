import Section from "../../components/Section/Section";
import StatGrid, { type StatItem } from "../../components/StatGrid/StatGrid";
import * as styles from "./ResearchStats.module.scss";

// The four research figures (content/stats.json "research") as stat tiles.
export interface ResearchStatsProps {
  id: string;
  heading: string;
  intro?: string | null;
  stats: readonly StatItem[];
}

export default function ResearchStats({ id, heading, intro, stats }: ResearchStatsProps) {
  return (
    <Section id={id} heading={heading} intro={intro} align="center" className={styles.section}>
      <StatGrid items={stats} className={styles.grid} />
    </Section>
  );
}
