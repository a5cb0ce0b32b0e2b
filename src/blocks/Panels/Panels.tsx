import { graphql } from "gatsby";
import Band from "../../components/Band/Band";
import SectionHeading from "../../components/SectionHeading/SectionHeading";
import Icon from "../../components/Icon/Icon";
import * as styles from "./Panels.module.scss";

// Short sections side by side in one sand band, each its own <section> with its own heading and
// anchor, so /student-experience#arts-culture or /about#mission lands on it: lists (each a raised
// card: an icon badge, the heading, an intro and check-marked lines) or statements (mission and
// vision, read as a pair).
export const query = graphql`
  fragment PanelsBlock on PanelsBlock {
    panels: block {
      layout
      items {
        ...PanelsBlockPanel
      }
    }
  }

  fragment PanelsBlockPanel on PanelsBlockPanel {
    id
    heading
    iconSvg
    intro
    items
    text
  }
`;

export default function Panels({ block }: { block: Queries.PanelsBlockFragment["panels"] }) {
  if (block.layout === "statements") {
    return (
      <Band tone="sand" innerClassName={styles.statements}>
        {block.items.map((statement) => (
          <section key={statement.id} id={statement.id} aria-labelledby={`${statement.id}-heading`} className={styles.statement}>
            <h2 id={`${statement.id}-heading`} className={styles.claimLabel}>
              {statement.heading}
            </h2>
            <p className={styles.claim}>{statement.text}</p>
          </section>
        ))}
      </Band>
    );
  }
  return (
    <Band tone="sand" innerClassName={styles.grid}>
      {block.items.map((list) => (
        <section key={list.id} id={list.id} aria-labelledby={`${list.id}-heading`} className={styles.panel}>
          <span className={styles.badge}>
            <Icon svg={list.iconSvg ?? ""} size={26} />
          </span>
          <SectionHeading id={`${list.id}-heading`} heading={list.heading} intro={list.intro} className={styles.heading} />
          <ul className={styles.list}>
            {(list.items ?? []).map((item) => (
              <li key={item} className={styles.item}>
                {item}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </Band>
  );
}
