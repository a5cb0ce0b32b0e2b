import * as styles from "./StatGrid.module.scss";

// Big figures with a label ("$3.6M+" / "annual research investment"), values ready to show. In DOM
// order the value comes first, so screen readers read it as it looks.
export interface StatGridProps {
  items: readonly { value: string; label: string }[];
  onDark?: boolean; // inside an ocean/navy Section
  className?: string;
}

export default function StatGrid({ items, onDark = false, className }: StatGridProps) {
  const classes = [styles.grid, onDark ? styles.onDark : "", className ?? ""].filter(Boolean).join(" ");
  return (
    <ul className={classes}>
      {items.map((item) => (
        <li key={item.label} className={styles.item}>
          <span className={styles.value}>{item.value}</span>
          <span className={styles.label}>{item.label}</span>
        </li>
      ))}
    </ul>
  );
}
