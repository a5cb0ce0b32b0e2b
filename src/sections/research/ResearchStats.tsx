import { graphql } from "gatsby";
import Section from "../../components/Section/Section";
import StatGrid from "../../components/StatGrid/StatGrid";

// The four research figures (content/stats.json "research") as stat tiles (2x2 on phones, one row from 768 px).
export const query = graphql`
  fragment ResearchStats on Content {
    researchPage {
      stats {
        id
        heading
        intro
      }
    }
    stats {
      research {
        value
        label
      }
    }
  }
`;

export default function ResearchStats({ content }: { content: Queries.ResearchStatsFragment }) {
  const { id, heading, intro } = content.researchPage.stats;
  const stats = content.stats.research;
  return (
    <Section id={id} heading={heading} intro={intro} tone="navy" opener="figures">
      <StatGrid items={stats} onDark />
    </Section>
  );
}
