import * as React from "react";

// STUB (interactions helper replaces the body; keep this props interface).
// Wraps a page section; fades it in once its top passes the reveal line. Never hides content
// in server HTML or without JavaScript.
export interface RevealProps {
  as?: "section" | "div" | "article" | "aside";
  id?: string;
  className?: string;
  "aria-labelledby"?: string;
  children: React.ReactNode;
}

export default function Reveal({ as: Tag = "section", children, ...rest }: RevealProps) {
  return <Tag {...rest}>{children}</Tag>;
}
