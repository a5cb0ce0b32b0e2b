import { graphql } from "gatsby";
import Section from "../../components/Section/Section";
import { required } from "../../lib/required";
import * as styles from "./WhyChoose.module.scss";

// "Why Choose BCU": the six reasons from content/academicsPage.json, as a grid of short
// statements. An unordered list: the reasons have no ranking.
export const query = graphql`
  fragment AcademicsWhyChoose on Query {
    academicsPageJson {
      whyChoose {
        id
        heading
        intro
        points {
          title
          description
        }
      }
    }
  }
`;

export default function WhyChoose({ data }: { data: Queries.AcademicsWhyChooseFragment }) {
  const { id, heading, intro, points } = required(data.academicsPageJson, "content/academicsPage.json").whyChoose;
  return (
    <Section id={id} heading={heading} intro={intro} tone="sand">
      <ul className={styles.grid}>
        {points.map((point) => (
          <li key={point.title} className={styles.point}>
            <h3 className={styles.title}>{point.title}</h3>
            <p className={styles.text}>{point.description}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
