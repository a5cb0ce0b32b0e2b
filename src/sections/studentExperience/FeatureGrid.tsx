import Section from "../../components/Section/Section";
import Card from "../../components/Card/Card";
import * as styles from "./FeatureGrid.module.scss";

// The six sides of student life as icon cards (content/studentExperiencePage.json features).
export interface Feature {
  title: string;
  description: string;
  iconSvg: string;
}

export interface FeatureGridProps {
  id: string;
  heading: string;
  intro?: string | null;
  items: readonly Feature[];
}

export default function FeatureGrid({ id, heading, intro, items }: FeatureGridProps) {
  return (
    <Section id={id} heading={heading} intro={intro}>
      <ul className={styles.grid}>
        {items.map((item) => (
          <Card key={item.title} as="li" heading={item.title} iconSvg={item.iconSvg}>
            <p>{item.description}</p>
          </Card>
        ))}
      </ul>
    </Section>
  );
}
