import Section from "../../components/Section/Section";
import * as styles from "./WhyChoose.module.scss";

// "Why Choose BCU": the six reasons from content/academicsPage.json, as a grid of short
// statements. An unordered list: the reasons have no ranking.
export interface WhyChoosePoint {
  title: string;
  description: string;
}

export interface WhyChooseProps {
  id: string;
  heading: string;
  intro?: string | null;
  points: readonly WhyChoosePoint[];
}

export default function WhyChoose({ id, heading, intro, points }: WhyChooseProps) {
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
