import Section from "../../components/Section/Section";
import StatGrid, { type StatItem } from "../../components/StatGrid/StatGrid";

// Stats & Facts: the four home figures from stats.json ({programCount} already filled by the GraphQL layer).
export interface StatsProps {
  id: string;
  heading: string;
  intro?: string | null;
  items: readonly StatItem[];
}

export default function Stats({ id, heading, intro, items }: StatsProps) {
  return (
    <Section id={id} heading={heading} intro={intro} tone="navy" align="center">
      <StatGrid items={items} onDark />
    </Section>
  );
}
