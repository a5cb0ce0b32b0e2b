// Hrefs for content links and calls to action, made at build time (the GraphQL fields of
// schema.ts and displayFields.ts): components never build mailto:/tel: strings themselves. Types
// are structural (and accept GraphQL's nulls) so both query results and plain content/site.json
// objects can be passed.

export interface CtaLike {
  readonly id: string;
  readonly label?: string;
  readonly to?: string | null;
  /** Key of site.emails: the local part of the address. */
  readonly email?: string | null;
  readonly subject?: string | null;
  readonly phone?: boolean | null;
}

export interface SiteContactLike {
  readonly domain: string;
  readonly emails: { readonly [key: string]: unknown };
  readonly phone: { readonly e164: string };
}

/** The e-mail address for a key of site.emails ("admissions" -> admissions@bcu.example.edu). */
export function emailAddress(key: string, site: SiteContactLike): string {
  const local = site.emails[key];
  if (typeof local !== "string" || local === "") {
    throw new Error(`Unknown e-mail key "${key}" (not in content/site.json emails)`);
  }
  return `${local}@${site.domain}`;
}

/** mailto: link; the address is kept readable, the subject percent-encoded (spaces as %20). */
export function mailtoHref(address: string, subject?: string | null): string {
  return subject ? `mailto:${address}?subject=${encodeURIComponent(subject)}` : `mailto:${address}`;
}

/** tel: link from an E.164 number ("+17275550142"). */
export function telHref(e164: string): string {
  if (!/^\+[1-9]\d{1,14}$/.test(e164)) throw new Error(`Phone number "${e164}" is not in E.164 form (+17275550142)`);
  return `tel:${e164}`;
}

/** The href of a call to action: internal path as is, e-mail key -> mailto:, phone -> tel:. */
export function ctaHref(cta: CtaLike, site: SiteContactLike): string {
  if (cta.to) return cta.to;
  if (cta.email) return mailtoHref(emailAddress(cta.email, site), cta.subject);
  if (cta.phone) return telHref(site.phone.e164);
  throw new Error(`Call to action "${cta.id}" has no destination: it needs one of to, email or phone`);
}
