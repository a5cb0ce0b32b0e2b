import { graphql } from "gatsby";
import Band from "../../components/Band/Band";
import * as styles from "./Statements.module.scss";

// Short statements side by side (mission and vision), each its own h2 and anchor (/about#mission),
// in one sand band so they read as a pair.
export const query = graphql`
  fragment StatementsBlock on StatementsBlock {
    statements: block {
      items {
        id
        heading
        text
      }
    }
  }
`;

export default function Statements({ block }: { block: Queries.StatementsBlockFragment["statements"] }) {
  return (
    <Band tone="sand" innerClassName={styles.grid}>
      {block.items.map((statement) => (
        <section key={statement.id} id={statement.id} aria-labelledby={`${statement.id}-heading`} className={styles.statement}>
          <h2 id={`${statement.id}-heading`} className={styles.heading}>
            {statement.heading}
          </h2>
          <p className={styles.text}>{statement.text}</p>
        </section>
      ))}
    </Band>
  );
}
