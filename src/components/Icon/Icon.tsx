import * as React from "react";
import { ICONS } from "../../lib/icons";

// Draws a content-named icon from the one lucide map. Always decorative: the text beside it
// carries the meaning, so it is hidden from assistive technology.
export interface IconProps {
  name: string;
  size?: number;
  strokeWidth?: number;
  className?: string;
}

export default function Icon({ name, size = 24, strokeWidth = 2, className }: IconProps) {
  const Component = (ICONS as Record<string, React.ComponentType<React.SVGProps<SVGSVGElement> & { size?: number; strokeWidth?: number }>>)[name];
  if (!Component) {
    // Content validation (x-ref "icon") rejects unknown names at build time; this guards tests and typos.
    return null;
  }
  return <Component size={size} strokeWidth={strokeWidth} className={className} aria-hidden="true" focusable="false" />;
}
