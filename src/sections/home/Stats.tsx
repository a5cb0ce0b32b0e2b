import { graphql } from "gatsby";
import Section from "../../components/Section/Section";
import StatGrid from "../../components/StatGrid/StatGrid";
import { required } from "../../lib/required";

// Stats & Facts: the four home figures from stats.json ({programCount} already filled by the GraphQL layer).
export const query = graphql`
  fragment HomeStats on Query {
    homePageJson {
      stats {
        id
        heading
        intro
      }
    }
    statsJson {
      home {
        value
        label
      }
    }
  }
`;

export default function Stats({ data }: { data: Queries.HomeStatsFragment }) {
  const { id, heading, intro } = required(data.homePageJson, "content/homePage.json").stats;
  return (
    <Section id={id} heading={heading} intro={intro} tone="navy">
      <StatGrid items={required(data.statsJson, "content/stats.json").home} onDark />
    </Section>
  );
}
