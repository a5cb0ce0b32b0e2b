import * as React from "react";

// STUB (interactions helper replaces the body; keep this props interface).
// Moves its child (the hero image) with the scroll offset; still under reduced motion.
export interface ParallaxImageProps {
  className?: string;
  children: React.ReactNode;
}

export default function ParallaxImage({ className, children }: ParallaxImageProps) {
  return <div className={className}>{children}</div>;
}
