import * as React from "react";
import * as styles from "./ParallaxImage.module.scss";

// The hero image drifts down at 30% of the scroll speed while the hero scrolls away: a
// scroll-driven CSS animation (ParallaxImage.module.scss), run by the compositor, so no script
// listens to scrolling and nothing re-renders. Where the browser has no scroll timelines, or the
// visitor asks for reduced motion, the image simply stays put.
// The outer box (positioned by `className`) clips; the inner layer is the one that moves.
export interface ParallaxImageProps {
  className?: string;
  children: React.ReactNode;
}

export default function ParallaxImage({ className, children }: ParallaxImageProps) {
  return (
    <div className={[styles.frame, className].filter(Boolean).join(" ")}>
      <div className={styles.layer}>{children}</div>
    </div>
  );
}
