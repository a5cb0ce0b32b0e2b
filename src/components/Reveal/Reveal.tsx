import * as React from "react";
import { useReveal, REVEAL_AT_VIEWPORT_FRACTION } from "../../hooks/useReveal";
import * as styles from "./Reveal.module.scss";

// Wraps a page section; fades it in once its top passes the reveal line. Never hides content in
// server HTML or without JavaScript: only a section that JavaScript has seen below the line
// (off screen) is hidden, and only when motion is welcome (see the stylesheet).
export interface RevealProps {
  as?: "section" | "div" | "article" | "aside";
  id?: string;
  className?: string;
  "aria-labelledby"?: string;
  children: React.ReactNode;
  /** Reveal line as a fraction of the viewport height (content/site.json behaviour, 0.8). */
  atViewportFraction?: number;
}

export default function Reveal({
  as: Tag = "section",
  className,
  children,
  atViewportFraction = REVEAL_AT_VIEWPORT_FRACTION,
  ...rest
}: RevealProps) {
  const ref = React.useRef<HTMLElement>(null);
  const state = useReveal(ref, atViewportFraction);
  return (
    <Tag
      ref={ref as React.RefObject<never>}
      className={[styles.reveal, className].filter(Boolean).join(" ")}
      data-reveal={state === "static" ? undefined : state}
      {...rest}
    >
      {children}
    </Tag>
  );
}
