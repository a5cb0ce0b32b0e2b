import { graphql } from "gatsby";
import Band from "../../components/Band/Band";
import SectionHeading from "../../components/SectionHeading/SectionHeading";
import Icon from "../../components/Icon/Icon";
import * as styles from "./Lists.module.scss";

// Short lists side by side in one sand band, each its own <section> with its own anchor, so
// /student-experience#arts-culture lands on it.
export const query = graphql`
  fragment ListsBlock on ListsBlock {
    lists: block {
      items {
        ...ListsBlockList
      }
    }
  }

  fragment ListsBlockList on ListsBlockList {
    id
    heading
    iconSvg
    intro
    items
  }
`;

export default function Lists({ block }: { block: Queries.ListsBlockFragment["lists"] }) {
  const lists = block.items;
  return (
    <Band tone="sand" innerClassName={styles.grid}>
      {lists.map((list) => (
        <section key={list.id} id={list.id} aria-labelledby={`${list.id}-heading`} className={styles.panel}>
          <span className={styles.badge}>
            <Icon svg={list.iconSvg} size={26} />
          </span>
          <SectionHeading id={`${list.id}-heading`} heading={list.heading} intro={list.intro} className={styles.heading} />
          <ul className={styles.list}>
            {list.items.map((item) => (
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
