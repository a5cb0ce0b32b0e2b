import Section from "../../components/Section/Section";
import StatGrid, { type StatItem } from "../../components/StatGrid/StatGrid";

// "By the numbers": the About figures from content/stats.json (values already token-filled by
// the GraphQL layer, @fillTokens, so "{programCount}" shows the real number of program records).
export interface FiguresProps {
  id: string;
  heading: string;
  intro?: string | null;
  stats: readonly StatItem[];
}

export default function Figures({ id, heading, intro, stats }: FiguresProps) {
  return (
    <Section id={id} heading={heading} intro={intro} tone="ocean" align="center">
      <StatGrid items={stats} onDark />
    </Section>
  );
}
