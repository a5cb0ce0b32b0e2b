import Icon from "../Icon/Icon";
import * as styles from "./IconList.module.scss";

// Short titled statements with an icon, as compact rows (the icon beside the title and text): one
// column, or with columns={3} two from 576 px and three from 1024 px. Six features take about a
// third of the height of six icon cards on a phone, and fill a split's right column on wide screens.
type Item = { title: string; description: string; iconSvg: string };

export default function IconList({ items, columns = 1 }: { items: readonly Item[]; columns?: 1 | 3 }) {
  return (
    <ul className={columns === 1 ? styles.list : `${styles.list} ${styles.three}`}>
      {items.map((item) => (
        <li key={item.title} className={styles.item}>
          <span className={styles.icon}>
            <Icon svg={item.iconSvg} size={22} />
          </span>
          <div>
            <h3 className={styles.title}>{item.title}</h3>
            <p className={styles.text}>{item.description}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
