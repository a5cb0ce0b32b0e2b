import Section from "../../components/Section/Section";
import * as styles from "./ProcessSteps.module.scss";

// The application process (content/applicationSteps.json) as an ordered list: the order is the
// point, so it is an <ol>, and each step shows its number large, as the visual anchor.
// The section id is "apply": every Apply CTA in site.json lands here.
export interface ProcessStep {
  number: number;
  title: string;
  description: string;
}

export interface ProcessStepsProps {
  id: string;
  heading: string;
  intro?: string | null;
  stepLabel: string; // "Step", read before the number
  steps: readonly ProcessStep[];
}

export default function ProcessSteps({ id, heading, intro, stepLabel, steps }: ProcessStepsProps) {
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
