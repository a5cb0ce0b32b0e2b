import ItemGrid from "../ItemGrid/ItemGrid";
import * as styles from "./TitledList.module.scss";

// A plain list of short titled statements (a title and a sentence or two each): reasons,
// opportunities. No boxes: a rule above each entry and the grid's rhythm carry it, because a card
// around two lines of text adds height and nothing else. Unordered: the entries have no ranking.
// One column on phones, two from 768 px, three from 1024 px.
export default function TitledList({ items }: { items: readonly { title: string; description: string }[] }) {
  return (
    <ItemGrid md={2} lg={3} airy>
      {items.map((item) => (
        <li key={item.title} className={styles.item}>
          <h3 className={styles.title}>{item.title}</h3>
          <p className={styles.text}>{item.description}</p>
        </li>
      ))}
    </ItemGrid>
  );
}
