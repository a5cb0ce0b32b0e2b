import { graphql } from "gatsby";
import Section from "../../components/Section/Section";
import StatGrid from "../../components/StatGrid/StatGrid";
import { required } from "../../lib/required";

// The four research figures (content/stats.json "research") as stat tiles (2x2 on phones, one row from 768 px).
export const query = graphql`
  fragment ResearchStats on Query {
    researchPageJson {
      stats {
        id
        heading
        intro
      }
    }
    statsJson {
      research {
        value
        label
      }
    }
  }
`;

export default function ResearchStats({ data }: { data: Queries.ResearchStatsFragment }) {
  const { id, heading, intro } = required(data.researchPageJson, "content/researchPage.json").stats;
  const stats = required(data.statsJson, "content/stats.json").research;
  return (
    <Section id={id} heading={heading} intro={intro}>
      <StatGrid items={stats} />
    </Section>
  );
}
