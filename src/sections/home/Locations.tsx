import Section from "../../components/Section/Section";
import Card from "../../components/Card/Card";
import ActionLinks from "../../components/ActionLinks/ActionLinks";
import * as styles from "./Locations.module.scss";

// Explore by Location: the beach campus and the online/hybrid option, then Explore All Programs.
export interface LocationItem {
  name: string;
  description: string;
  iconSvg: string;
}

export interface LocationsProps {
  id: string;
  heading: string;
  intro?: string | null;
  items: readonly LocationItem[];
  actions: readonly string[];
}

export default function Locations({ id, heading, intro, items, actions }: LocationsProps) {
  return (
    <Section id={id} heading={heading} intro={intro} tone="sand" align="center">
      <ul className={styles.grid}>
        {items.map((item) => (
          <Card key={item.name} as="li" heading={item.name} iconSvg={item.iconSvg} className={styles.card}>
            <p>{item.description}</p>
          </Card>
        ))}
      </ul>
      <ActionLinks ids={actions} align="center" className={styles.actions} />
    </Section>
  );
}
