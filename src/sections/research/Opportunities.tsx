import { graphql } from "gatsby";
import Section from "../../components/Section/Section";
import { required } from "../../lib/required";
import * as styles from "./Opportunities.module.scss";

// Ways students take part in research: a list of short titled entries from content/researchPage.json.
export const query = graphql`
  fragment ResearchOpportunities on Query {
    researchPageJson {
      opportunities {
        id
        heading
        intro
        items {
          title
          description
        }
      }
    }
  }
`;

export default function Opportunities({ data }: { data: Queries.ResearchOpportunitiesFragment }) {
  const { id, heading, intro, items } = required(data.researchPageJson, "content/researchPage.json").opportunities;
  return (
    <Section id={id} heading={heading} intro={intro}>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.title} className={styles.item}>
            <h3 className={styles.title}>{item.title}</h3>
            <p className={styles.description}>{item.description}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
