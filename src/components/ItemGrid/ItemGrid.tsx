import * as React from "react";
import * as styles from "./ItemGrid.module.scss";

// A list laid out as a grid: one column on phones, more from the breakpoints asked for.
// The one place the list-grid rules live (reset list, gaps, column counts), so sections only
// say how many columns their items want at which width.
export interface ItemGridProps {
  as?: "ul" | "ol";
  sm?: 2; // columns from 576 px
  md?: 2; // columns from 768 px
  lg?: 3 | 4; // columns from 1024 px
  airy?: boolean; // wider gaps from 768 px, for unboxed entries that white space must separate
  children: React.ReactNode;
}

export default function ItemGrid({ as: Tag = "ul", sm, md, lg, airy = false, children }: ItemGridProps) {
  const classes = [
    styles.grid,
    sm ? styles.sm2 : "",
    md ? styles.md2 : "",
    lg ? { 3: styles.lg3, 4: styles.lg4 }[lg] : "",
    airy ? styles.airy : "",
  ]
    .filter(Boolean)
    .join(" ");
  return <Tag className={classes}>{children}</Tag>;
}
