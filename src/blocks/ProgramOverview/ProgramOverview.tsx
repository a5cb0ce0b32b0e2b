import { graphql } from "gatsby";
import Section from "../../components/Section/Section";
import * as styles from "./ProgramOverview.module.scss";

// What studying the program is like: its overview, then the description /academics shows.
export const query = graphql`
  fragment ProgramOverviewBlock on ProgramOverviewBlock {
    programOverview: block {
      content {
        programs {
          program(slug: $slug) {
            overview
            description
          }
        }
        programPage {
          overview {
            id
            heading
          }
        }
      }
    }
  }
`;

export default function ProgramOverview({ block }: { block: Queries.ProgramOverviewBlockFragment["programOverview"] }) {
  const { program } = block.content.programs;
  return (
    <Section {...block.content.programPage.overview} width="narrow">
      <p className={styles.lead}>{program.overview}</p>
      <p>{program.description}</p>
    </Section>
  );
}
