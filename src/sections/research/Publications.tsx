import Section from "../../components/Section/Section";
import * as styles from "./Publications.module.scss";

// Recent peer-reviewed publications (content/publications.json), newest first as the file lists
// them: title, authors, journal in <cite>, year.
export interface Publication {
  title: string;
  authors: readonly string[];
  journal: string;
  year: number;
}

export interface PublicationsProps {
  id: string;
  heading: string;
  intro?: string | null;
  publications: readonly Publication[];
}

export default function Publications({ id, heading, intro, publications }: PublicationsProps) {
  return (
    <Section id={id} heading={heading} intro={intro} tone="sand">
      <ol className={styles.list}>
        {publications.map((pub) => (
          <li key={pub.title} className={styles.item}>
            <h3 className={styles.title}>{pub.title}</h3>
            <p className={styles.authors}>{pub.authors.join(", ")}</p>
            <p className={styles.source}>
              <cite className={styles.journal}>{pub.journal}</cite>
              {/* The separator is punctuation, not copy: a middle dot between journal and year. */}
              <span className={styles.year}>
                <span aria-hidden="true"> · </span>
                {pub.year}
              </span>
            </p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
