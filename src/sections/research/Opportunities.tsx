import Section from "../../components/Section/Section";
import * as styles from "./Opportunities.module.scss";

// Ways students take part in research: a list of short titled entries from content/researchPage.json.
export interface Opportunity {
  title: string;
  description: string;
}

export interface OpportunitiesProps {
  id: string;
  heading: string;
  intro?: string | null;
  items: readonly Opportunity[];
}

export default function Opportunities({ id, heading, intro, items }: OpportunitiesProps) {
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
