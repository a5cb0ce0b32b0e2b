import * as React from "react";
import * as styles from "./Container.module.scss";

// Centres content in the one container system (widths and why: Container.module.scss).
export interface ContainerProps {
  width?: "default" | "narrow";
  className?: string;
  children: React.ReactNode;
}

export default function Container({ width = "default", className, children }: ContainerProps) {
  const classes = [styles.container, width === "narrow" ? styles.narrow : "", className ?? ""].filter(Boolean).join(" ");
  return <div className={classes}>{children}</div>;
}
