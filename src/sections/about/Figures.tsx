import { graphql } from "gatsby";
import Section from "../../components/Section/Section";
import StatGrid from "../../components/StatGrid/StatGrid";

// "By the numbers": the About figures from content/stats.json (values already token-filled by
// the GraphQL layer, @fillTokens, so "{programCount}" shows the real number of program records).
export const query = graphql`
  fragment AboutFigures on Content {
    aboutPage {
      figures {
        id
        heading
        intro
      }
    }
    stats {
      about {
        value
        label
      }
    }
  }
`;

export default function Figures({ content }: { content: Queries.AboutFiguresFragment }) {
  const { id, heading, intro } = content.aboutPage.figures;
  const stats = content.stats.about;
  return (
    <Section id={id} heading={heading} intro={intro} tone="navy" opener="figures">
      <StatGrid items={stats} onDark />
    </Section>
  );
}
