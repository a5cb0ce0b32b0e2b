import { graphql } from "gatsby";
import Section from "../components/Section/Section";
import ItemGrid from "../components/ItemGrid/ItemGrid";
import * as styles from "./Publications.module.scss";

// Recent peer-reviewed publications (content/publications.json), newest first as the file lists
// them: title, authors, journal in <cite>, year.
export const query = graphql`
  fragment PublicationsBlock on PublicationsBlock {
    publications: block {
      id
      heading
      intro
      content {
        publications {
          publications {
            title
            authors
            journal
            year
          }
        }
      }
    }
  }
`;

export default function Publications({ block }: { block: Queries.PublicationsBlockFragment["publications"] }) {
  const { id, heading, intro } = block;
  const { publications } = block.content.publications;
  return (
    <Section id={id} heading={heading} intro={intro}>
      <ItemGrid as="ol" lg={3}>
        {publications.map((pub) => (
          <li key={pub.title} className={styles.item}>
            <h3 className={styles.title}>{pub.title}</h3>
            <p className={styles.authors}>{pub.authors.join(", ")}</p>
            <p className={styles.source}>
              <cite className={styles.journal}>{pub.journal}</cite>{" "}
              {/* The year on a line of its own under the journal: it never wraps alone after it. */}
              <span className={styles.year}>{pub.year}</span>
            </p>
          </li>
        ))}
      </ItemGrid>
    </Section>
  );
}
