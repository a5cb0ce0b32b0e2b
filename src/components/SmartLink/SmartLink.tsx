import * as React from "react";
import { Link } from "gatsby";
import { isInternal } from "../../lib/links";

// One link component for every destination content can name:
// internal path ("/x", "/x#y") -> Gatsby <Link> (prefetch, client routing);
// external, mailto:, tel:, "#anchor" -> plain <a>; no `to` at all -> plain text (a resource
// that has no page yet is shown, never a dead link).
export interface SmartLinkProps extends Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, "href"> {
  to?: string | null;
  className?: string;
  activeClassName?: string;
  children: React.ReactNode;
}

export { isInternal };

/** True for links that leave the site (a new origin), so they get rel="noopener". */
export function isExternal(to: string): boolean {
  return /^(https?:)?\/\//i.test(to);
}

export default function SmartLink({ to, className, activeClassName, children, ...rest }: SmartLinkProps) {
  if (!to) {
    return <span className={className}>{children}</span>;
  }
  if (isInternal(to)) {
    return (
      <Link to={to} className={className} activeClassName={activeClassName} {...rest}>
        {children}
      </Link>
    );
  }
  const rel = isExternal(to) ? "noopener noreferrer" : undefined;
  return (
    <a href={to} className={className} rel={rel} {...rest}>
      {children}
    </a>
  );
}
