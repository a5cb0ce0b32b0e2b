import * as React from "react";

// STUB (SEO helper draws the real mark; keep this props interface). Decorative: the link around it
// carries the accessible name.
export interface LogoProps {
  className?: string;
  size?: number;
}

export default function Logo({ className, size = 40 }: LogoProps) {
  return (
    <svg className={className} width={size} height={size} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <circle cx="20" cy="20" r="19" fill="#0b4f6c" />
    </svg>
  );
}
