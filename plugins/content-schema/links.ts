import { isInternal } from "../../src/lib/links";
import { fillTemplate } from "../../src/lib/fillTemplate";
import { formatIsoDate } from "../../src/lib/deadlines";
import { addressLines, type PostalAddress } from "./address";

// Hrefs for content links and calls to action, made at build time (the GraphQL fields of
// schema.ts, displayFields.ts and actionFields.ts): components never build mailto:/tel:/directions
// strings themselves.
// Types are structural (and accept GraphQL's nulls) so both the typegen query results and plain
// content/site.json objects can be passed.

export interface CtaLike {
  readonly id: string;
  readonly label?: string;
  readonly to?: string | null;
  /** Key of site.emails: the local part of the address. */
  readonly email?: string | null;
  readonly subject?: string | null;
  /** Subject when the button is about one program: "{program}" becomes its name. */
  readonly programSubject?: string | null;
  /** The e-mail's first text (what to tell the office), "\n" between lines. */
  readonly body?: string | null;
  /** The first text when the button is about one program (none if left out: the subject says it). */
  readonly programBody?: string | null;
  /** Subject when the button signs someone up for an event: "{event}" its title, "{date}" its day. */
  readonly eventSubject?: string | null;
  /** The first text when the button signs someone up for an event (none if left out). */
  readonly eventBody?: string | null;
  readonly phone?: boolean | null;
  /** Directions to the campus address (SiteContactLike.directionsUrl). */
  readonly directions?: boolean | null;
}

export interface SiteContactLike {
  readonly domain: string;
  readonly emails: { readonly [key: string]: unknown };
  readonly phone: { readonly e164: string };
  /** Needed by "directions" calls to action only. */
  readonly address?: PostalAddress;
  /** A map service's directions URL with "{address}" (site.json directionsUrl). */
  readonly directionsUrl?: string;
}

/** The e-mail address for a key of site.emails ("admissions" -> admissions@bcu.example.edu). */
export function emailAddress(key: string, site: SiteContactLike): string {
  const local = site.emails[key];
  if (typeof local !== "string" || local === "") {
    throw new Error(`Unknown e-mail key "${key}" (not in content/site.json emails)`);
  }
  return `${local}@${site.domain}`;
}

/**
 * mailto: link (RFC 6068); the address is kept readable, subject and body percent-encoded (spaces
 * as %20), the body's line breaks as CRLF (%0D%0A), as mail programs expect.
 */
export function mailtoHref(address: string, subject?: string | null, body?: string | null): string {
  const fields: string[] = [];
  if (subject) fields.push(`subject=${encodeURIComponent(subject)}`);
  if (body) fields.push(`body=${encodeURIComponent(body.replace(/\r?\n/g, "\r\n"))}`);
  return fields.length > 0 ? `mailto:${address}?${fields.join("&")}` : `mailto:${address}`;
}

/** Directions to a postal address: the map service's URL with "{address}" replaced by the address, encoded. */
export function directionsHref(template: string, address: PostalAddress): string {
  if (!/^https:\/\//.test(template) || !template.includes("{address}")) {
    throw new Error(`directionsUrl "${template}" must start with https:// and contain {address}`);
  }
  return template.replace("{address}", encodeURIComponent(addressLines(address).join(", ")));
}

/** tel: link from an E.164 number ("+17275550142"). */
export function telHref(e164: string): string {
  if (!/^\+[1-9]\d{1,14}$/.test(e164)) throw new Error(`Phone number "${e164}" is not in E.164 form (+17275550142)`);
  return `tel:${e164}`;
}

/**
 * The href of a call to action: internal path as is, e-mail key -> mailto: (with its subject and
 * body; about `program`, its program form when it has one: programSubject naming the program, and
 * programBody or no body), phone -> tel:, directions -> the map service.
 */
export function ctaHref(cta: CtaLike, site: SiteContactLike, program?: string): string {
  if (cta.to) return cta.to;
  if (cta.email) {
    const address = emailAddress(cta.email, site);
    if (program && (cta.programSubject || cta.programBody)) {
      const subject = cta.programSubject ? cta.programSubject.split("{program}").join(program) : cta.subject;
      return mailtoHref(address, subject, cta.programBody);
    }
    return mailtoHref(address, cta.subject, cta.body);
  }
  if (cta.phone) return telHref(site.phone.e164);
  if (cta.directions) {
    if (!site.directionsUrl || !site.address) throw new Error(`Call to action "${cta.id}" needs site.json directionsUrl and address`);
    return directionsHref(site.directionsUrl, site.address);
  }
  throw new Error(`Call to action "${cta.id}" has no destination: it needs one of to, email, phone or directions`);
}

/**
 * The href of a call to action that signs someone up for an event (content/events.json
 * "signUp"): an e-mail button's event form, its eventSubject naming the event ("{event}" its
 * title, "{date}" its day as "January 23, 2027") and its eventBody; a phone button as always.
 */
export function eventSignUpHref(cta: CtaLike, site: SiteContactLike, event: { readonly title: string; readonly date: string }): string {
  if (cta.email && cta.eventSubject) {
    const subject = fillTemplate(cta.eventSubject, { event: event.title, date: formatIsoDate(event.date) });
    return mailtoHref(emailAddress(cta.email, site), subject, cta.eventBody);
  }
  return ctaHref(cta, site);
}

/** What a call to action opens: a page of the site, an e-mail, a phone call or an external site. */
export function ctaKind(cta: CtaLike): "page" | "email" | "phone" | "external" {
  if (cta.email) return "email";
  if (cta.phone) return "phone";
  if (cta.directions || (cta.to && !isInternal(cta.to))) return "external";
  return "page";
}
