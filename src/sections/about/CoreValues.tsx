import Section from "../../components/Section/Section";
import Card from "../../components/Card/Card";
import * as styles from "./CoreValues.module.scss";

// The four core values (content/coreValues.json), each a card with its icon.
export interface CoreValue {
  title: string;
  description: string;
  iconSvg: string;
}

export interface CoreValuesProps {
  id: string;
  heading: string;
  intro?: string | null;
  values: readonly CoreValue[];
}

export default function CoreValues({ id, heading, intro, values }: CoreValuesProps) {
  return (
    <Section id={id} heading={heading} intro={intro} align="center">
      <ul className={styles.grid}>
        {values.map((value) => (
          <Card key={value.title} as="li" heading={value.title} iconSvg={value.iconSvg} variant="outline" className={styles.card}>
            <p>{value.description}</p>
          </Card>
        ))}
      </ul>
    </Section>
  );
}
