import { graphql } from "gatsby";
import Section from "../../components/Section/Section";
import * as styles from "./ProgramOverview.module.scss";

// What studying the program is like: its overview (the description is the /academics card's own
// text, so the page never says the same thing twice).
export const query = graphql`
  fragment ProgramOverviewBlock on ProgramOverviewBlock {
    programOverview: block {
      id
      heading
      content {
        programs {
          program(slug: $slug) {
            overview
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
    </Section>
  );
}
