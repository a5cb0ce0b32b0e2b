import { graphql } from "gatsby";
import Section from "../../components/Section/Section";
import * as styles from "./ProcessSteps.module.scss";

// The application process (content/applicationSteps.json) as an ordered list: the order is the
// point, so it is an <ol>, and each step shows its number large, as the visual anchor.
// The section id is "apply": every Apply CTA in site.json lands here.
export const query = graphql`
  fragment AdmissionsProcess on Content {
    admissionsPage {
      process {
        id
        heading
        intro
        stepLabel
      }
    }
    applicationSteps {
      steps {
        number
        title
        description
      }
    }
  }
`;

export default function ProcessSteps({ content }: { content: Queries.AdmissionsProcessFragment }) {
  const { id, heading, intro, stepLabel } = content.admissionsPage.process;
  const { steps } = content.applicationSteps;
  const ordered = [...steps].sort((a, b) => a.number - b.number);
  return (
    <Section id={id} heading={heading} intro={intro}>
      <ol className={styles.steps}>
        {ordered.map((step) => (
          <li key={step.number} className={styles.step}>
            <p className={styles.marker}>
              <span className={styles.label}>{stepLabel}</span> <span className={styles.number}>{step.number}</span>
            </p>
            <h3 className={styles.title}>{step.title}</h3>
            <p className={styles.text}>{step.description}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
