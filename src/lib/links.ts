// Link rules the browser needs: which links Gatsby's router takes, and a call to action by id
// (the hrefs themselves are made at build time: plugins/content-schema/links.ts).

/** True for site-internal paths Gatsby's router handles ("/about", "/admissions#apply"). */
export function isInternal(to: string): boolean {
  return to.startsWith("/") && !to.startsWith("//");
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
