import * as React from "react";
import { useParallax, PARALLAX_SPEED } from "../../hooks/useParallax";
import * as styles from "./ParallaxImage.module.scss";

// Moves its child (the hero image) with the scroll offset; still under reduced motion.
// The outer box (positioned by `className`) clips; the inner layer is the one that moves, by a
// transform written straight from the shared scroll store (no React render per frame).
export interface ParallaxImageProps {
  className?: string;
  children: React.ReactNode;
  /** Pixels moved per scrolled pixel (0.3 by default). */
  speed?: number;
}

export default function ParallaxImage({ className, children, speed = PARALLAX_SPEED }: ParallaxImageProps) {
  const layer = React.useRef<HTMLDivElement>(null);
  useParallax(layer, speed);
  return (
    <div className={[styles.frame, className].filter(Boolean).join(" ")}>
      <div ref={layer} className={styles.layer}>
        {children}
      </div>
    </div>
  );
}
