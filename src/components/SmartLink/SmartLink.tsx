import * as React from "react";
import { pageHref } from "../../lib/links";

// One link component for every destination content can name: a plain <a> (internal paths load
// the page as a document: most blocks keep their server HTML and ship no JavaScript, so there is
// nothing a client-side render could draw them with; see plugins/pages), aria-current="page" on
// a link to the page it is on; external links get rel="noopener"; no `to` at all -> plain text
// (a resource that has no page yet is shown, never a dead link).
export interface SmartLinkProps extends Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, "href"> {
  to?: string | null;
  className?: string;
  children: React.ReactNode;
}

/** The path of the page being rendered (Layout provides it). */
export const CurrentPathContext = React.createContext<string | null>(null);

/** True for links that leave the site (a new origin), so they get rel="noopener". */
export function isExternal(to: string): boolean {
  return /^(https?:)?\/\//i.test(to);
}

export default function SmartLink({ to, className, children, ...rest }: SmartLinkProps) {
  const currentPath = React.useContext(CurrentPathContext);
  if (!to) {
    return <span className={className}>{children}</span>;
  }
  const href = pageHref(to);
  const current = currentPath === href ? "page" : undefined;
  const rel = isExternal(to) ? "noopener noreferrer" : undefined;
  return (
    <a href={href} className={className} rel={rel} aria-current={current} {...rest}>
      {children}
    </a>
  );
}
