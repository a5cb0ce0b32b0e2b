import * as React from "react";
import * as styles from "./Container.module.scss";

// Centres content in the one container system (widths and why: Container.module.scss).
export interface ContainerProps {
  as?: "div" | "header" | "footer" | "nav";
  width?: "default" | "narrow" | "wide";
  className?: string;
  children: React.ReactNode;
}

export default function Container({ as: Tag = "div", width = "default", className, children }: ContainerProps) {
  const classes = [styles.container, { default: "", narrow: styles.narrow, wide: styles.wide }[width], className ?? ""]
    .filter(Boolean)
    .join(" ");
  return <Tag className={classes}>{children}</Tag>;
}
