// Link rules the components need: which links stay on the site, how a page's path is written, and
// a call to action by id (the hrefs themselves are made at build time: plugins/content-schema/links.ts).

/** True for site-internal paths ("/about", "/admissions#apply"). */
export function isInternal(to: string): boolean {
  return to.startsWith("/") && !to.startsWith("//");
}

/**
 * A site path as the hosts serve its page (gatsby-config trailingSlash "always"), so following it
 * costs no redirect: "/admissions#apply" -> "/admissions/#apply". Files ("/calendars/x.ics"),
 * bare anchors and other destinations are left as they are.
 */
export function pageHref(to: string): string {
  if (!isInternal(to)) return to;
  const [, pathname, rest] = /^([^?#]*)(.*)$/s.exec(to) as RegExpExecArray;
  if (pathname.endsWith("/") || /\.[a-z0-9]+$/i.test(pathname)) return to;
  return `${pathname}/${rest}`;
}

/** The call to action with this id; a clear error for an id that content/site.json lacks. */
export function findCta<T extends { readonly id: string }>(ctas: readonly T[], id: string): T {
  const cta = ctas.find((c) => c.id === id);
  if (!cta) {
    const known = ctas.map((c) => c.id).join(", ");
    throw new Error(`Unknown call-to-action id "${id}" (content/site.json callsToAction has: ${known})`);
  }
  return cta;
}
