import { graphql } from "gatsby";
import Section from "../../components/Section/Section";
import * as styles from "./ProgramOverview.module.scss";

// What studying the program is like: its overview, then the description /academics shows.
export const query = graphql`
  fragment ProgramOverviewBlock on ProgramOverviewBlock {
    programOverview: block {
      id
      heading
      content {
        programs {
          program(slug: $slug) {
            overview
            description
          }
        }
      }
    }
  }
`;

export default function ProgramOverview({ block }: { block: Queries.ProgramOverviewBlockFragment["programOverview"] }) {
  const { program } = block.content.programs;
  return (
    <Section {...block} width="narrow">
      <p className={styles.lead}>{program.overview}</p>
      <p>{program.description}</p>
    </Section>
  );
}
