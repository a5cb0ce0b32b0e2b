import { graphql } from "gatsby";
import Section from "../../components/Section/Section";
import StatGrid from "../../components/StatGrid/StatGrid";
import * as styles from "./ProgramClassProfile.module.scss";

// The latest entering class in three figures, labelled at build time (ClassProfile.figures,
// plugins/pages).
export const query = graphql`
  fragment ProgramClassProfileBlock on ProgramClassProfileBlock {
    programClassProfile: block {
      id
      heading
      content {
        programs {
          program(slug: $slug) {
            classProfile {
              intro
              figures {
                value
                label
              }
            }
          }
        }
      }
    }
  }
`;

export default function ProgramClassProfile({ block }: { block: Queries.ProgramClassProfileBlockFragment["programClassProfile"] }) {
  const { intro, figures } = block.content.programs.program.classProfile;
  return (
    <Section {...block} intro={intro} opener="figures">
      <StatGrid items={figures} className={styles.figures} />
    </Section>
  );
}
