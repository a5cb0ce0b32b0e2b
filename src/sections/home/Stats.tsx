import { graphql } from "gatsby";
import Section from "../../components/Section/Section";
import StatGrid from "../../components/StatGrid/StatGrid";

// Stats & Facts: the four home figures from stats.json ({programCount} already filled by the GraphQL layer).
export const query = graphql`
  fragment HomeStats on Content {
    homePage {
      stats {
        id
        heading
        intro
      }
    }
    stats {
      home {
        value
        label
      }
    }
  }
`;

export default function Stats({ content }: { content: Queries.HomeStatsFragment }) {
  const { id, heading, intro } = content.homePage.stats;
  return (
    <Section id={id} heading={heading} intro={intro} tone="navy" opener="figures">
      <StatGrid items={content.stats.home} onDark />
    </Section>
  );
}
