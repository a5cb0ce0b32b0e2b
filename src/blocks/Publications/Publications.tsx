import { graphql } from "gatsby";
import Section from "../../components/Section/Section";
import ItemGrid from "../../components/ItemGrid/ItemGrid";
import * as styles from "./Publications.module.scss";

// Recent publications (content/publications.json), in the file's order: title, authors, journal
// in <cite>, year.
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
  return (
    <Section {...block}>
      <ItemGrid as="ol" lg={3}>
        {block.content.publications.publications.map((pub) => (
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
