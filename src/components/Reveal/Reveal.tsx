import * as React from "react";
import * as styles from "./Reveal.module.scss";

// A page section that fades in once its top passes the reveal line. The element only carries the
// class: the page-wide script (src/lib/revealSections.ts, started by Layout) finds every element
// of that class and sets its state, so the section itself ships no JavaScript.
export interface RevealProps {
  as?: "section" | "div" | "article" | "aside";
  id?: string;
  className?: string;
  "aria-labelledby"?: string;
  children: React.ReactNode;
}

/** The class Layout's reveal script looks for. */
export const revealClass = styles.reveal;

export default function Reveal({ as: Tag = "section", className, children, ...rest }: RevealProps) {
  return (
    <Tag className={[styles.reveal, className].filter(Boolean).join(" ")} {...rest}>
      {children}
    </Tag>
  );
}
