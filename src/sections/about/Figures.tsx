import { graphql } from "gatsby";
import Section from "../../components/Section/Section";
import StatGrid from "../../components/StatGrid/StatGrid";
import { required } from "../../lib/required";

// "By the numbers": the About figures from content/stats.json (values already token-filled by
// the GraphQL layer, @fillTokens, so "{programCount}" shows the real number of program records).
export const query = graphql`
  fragment AboutFigures on Query {
    aboutPageJson {
      figures {
        id
        heading
        intro
      }
    }
    statsJson {
      about {
        value
        label
      }
    }
  }
`;

export default function Figures({ data }: { data: Queries.AboutFiguresFragment }) {
  const { id, heading, intro } = required(data.aboutPageJson, "content/aboutPage.json").figures;
  const stats = required(data.statsJson, "content/stats.json").about;
  return (
    <Section id={id} heading={heading} intro={intro} tone="ocean">
      <StatGrid items={stats} onDark />
    </Section>
  );
}
