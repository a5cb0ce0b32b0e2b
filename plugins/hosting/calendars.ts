// iCalendar (RFC 5545) files for dated admissions deadlines and for events (content/events.json),
// written at build time by the hosting plugin's onPostBuild (postBuild.ts) at the paths the pages
// link "Add to calendar" to (plugins/content-schema/calendarPaths.ts). Pure: only DTSTAMP, the
// time the build wrote the file, changes from build to build.

import path from "path";
import { addressLines, eventIcsPath, isCalendarDate, nameSlug, type PostalAddress } from "../content-schema";
import { canonicalUrl } from "../head";
import { formatIsoDate } from "../../src/lib/deadlines";
import { campusInstant } from "../../src/lib/events";

export interface IcsDeadline {
  readonly program: string;
  /** "YYYY-MM-DD"; absent (or null) for rolling admissions, which get no calendar file. */
  readonly date?: string | null;
}

export interface IcsSite {
  readonly name: string;
  readonly shortName: string;
  readonly domain: string;
  readonly siteUrl: string;
}

const CRLF = "\r\n";
/** RFC 5545 3.1: lines SHOULD NOT be longer than 75 octets, excluding the line break. */
const MAX_LINE_OCTETS = 75;

/** TEXT value escaping (RFC 5545 3.3.11): backslash, semicolon, comma and newlines. */
export function escapeText(value: string): string {
  return value.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");
}

/**
 * Folds a content line into chunks of at most 75 octets (RFC 5545 3.1): each continuation starts
 * with one space, which counts toward its 75. Splits between characters, never inside a UTF-8
 * sequence, so non-ASCII text stays valid.
 */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  let limit = MAX_LINE_OCTETS;
  for (const char of line) {
    const size = encoder.encode(char).length;
    if (octets + size > limit) {
      parts.push(current);
      current = "";
      octets = 0;
      limit = MAX_LINE_OCTETS - 1; // the leading space of the continuation line
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

/** "2025-12-01" -> "20251201" (DATE value, RFC 5545 3.3.4). */
export function icsDate(isoDate: string): string {
  if (!isCalendarDate(isoDate)) throw new Error(`Not a calendar date written YYYY-MM-DD: "${isoDate}"`);
  return isoDate.replace(/-/g, "");
}

/** The day after, as a DATE value: an all-day event's DTEND is exclusive (RFC 5545 3.6.1). */
export function icsNextDay(isoDate: string): string {
  icsDate(isoDate); // throws, naming it, unless a real YYYY-MM-DD day
  const next = new Date(`${isoDate}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return icsDate(next.toISOString().slice(0, 10));
}

/** A UTC DATE-TIME value (RFC 5545 3.3.5, form #2): 20251201T000000Z. */
export function icsUtcDateTime(date: Date): string {
  if (Number.isNaN(date.getTime())) throw new Error("DTSTAMP: invalid date");
  return date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}Z$/, "Z");
}

/**
 * DTSTAMP: RFC 5545 (3.8.7.2) defines it, for a calendar file without a METHOD of scheduling
 * replies, as the date and time the iCalendar object was created, in UTC. So it is the time the
 * build wrote the file; SOURCE_DATE_EPOCH (the reproducible-builds convention, seconds since
 * 1970) overrides it when the build sets it. (Re-imports still update rather than duplicate the
 * event: that is the UID's job, and the UID is stable.)
 */
export function buildDtstamp(now: Date = new Date(), sourceDateEpoch?: string | null): Date {
  if (sourceDateEpoch && /^\d+$/.test(sourceDateEpoch)) return new Date(Number(sourceDateEpoch) * 1000);
  return now;
}

/** Stable UID: the same deadline keeps its UID across builds, so re-importing updates, not duplicates. */
export function deadlineUid(programName: string, site: Pick<IcsSite, "domain">): string {
  return `${nameSlug(programName)}-deadline@${site.domain}`;
}

/** The text of a calendar: a VCALENDAR of `product`'s with one VEVENT of these lines, CRLF line endings, folded. */
function calendarText(site: IcsSite, product: string, event: readonly string[]): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    // Product identifier (RFC 5545 3.7.3): who made the file.
    `PRODID:-//${site.shortName}//${site.domain} ${product}//EN`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "BEGIN:VEVENT",
    ...event,
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}

/**
 * The complete .ics text of one dated deadline: a VCALENDAR with one all-day VEVENT, CRLF line
 * endings and folded lines. Throws for a rolling deadline (no date): it has nothing to put in a
 * calendar.
 */
export function deadlineIcs(deadline: IcsDeadline, site: IcsSite, options: { readonly dtstamp: Date }): string {
  if (!deadline.date) throw new Error(`Deadline for ${deadline.program} has no date: no calendar file`);
  // The event links to the admissions page, where the deadline is listed.
  const pageUrl = canonicalUrl(site.siteUrl, "/admissions");
  const summary = `${deadline.program} application deadline (${site.shortName})`;
  const description = `${site.name}: application deadline for ${deadline.program}, ${formatIsoDate(deadline.date)}. ${pageUrl}`;
  return calendarText(site, "admissions deadlines", [
    `UID:${deadlineUid(deadline.program, site)}`,
    `DTSTAMP:${icsUtcDateTime(options.dtstamp)}`,
    `DTSTART;VALUE=DATE:${icsDate(deadline.date)}`,
    `DTEND;VALUE=DATE:${icsNextDay(deadline.date)}`,
    `SUMMARY:${escapeText(summary)}`,
    `DESCRIPTION:${escapeText(description)}`,
    `URL:${pageUrl}`,
    "TRANSP:TRANSPARENT",
  ]);
}

/** An event of content/events.json, as its calendar file needs it. */
export interface IcsEvent {
  readonly title: string;
  readonly kind: string;
  /** YYYY-MM-DD, and HH:MM on the 24-hour clock, Florida time. */
  readonly date: string;
  readonly start: string;
  readonly end: string;
  readonly format: string;
  readonly place?: string | null;
  readonly link?: string | null;
  readonly program?: string | null;
  readonly description?: string | null;
}

/** Stable UID: an event's day and title (its file's name), so a changed time or place updates the imported event. */
export function eventUid(event: Pick<IcsEvent, "date" | "title">, site: Pick<IcsSite, "domain">): string {
  return `${path.basename(eventIcsPath(event), ".ics")}@${site.domain}`;
}

/**
 * The complete .ics text of one event: its start and end as UTC instants (Florida's clock,
 * summer time included, converted by src/lib/events.ts campusInstant), so every calendar shows
 * it at the right hour in its own zone without a VTIMEZONE; where (the place on campus and the
 * campus address, or the meeting's link) and what (its kind, program and description).
 */
export function eventIcs(
  event: IcsEvent,
  site: IcsSite & { readonly address: PostalAddress },
  options: { readonly dtstamp: Date; readonly kindLabel: string },
): string {
  const where = event.format === "online" ? event.link : event.place ? [event.place, ...addressLines(site.address)].join(", ") : null;
  const about = [event.program ? `${options.kindLabel}: ${event.program}.` : `${options.kindLabel}.`, event.description, site.name];
  return calendarText(site, "events", [
    `UID:${eventUid(event, site)}`,
    `DTSTAMP:${icsUtcDateTime(options.dtstamp)}`,
    `DTSTART:${icsUtcDateTime(campusInstant(event.date, event.start))}`,
    `DTEND:${icsUtcDateTime(campusInstant(event.date, event.end))}`,
    `SUMMARY:${escapeText(`${event.title} (${site.shortName})`)}`,
    `DESCRIPTION:${escapeText(about.filter(Boolean).join("\n"))}`,
    ...(where ? [`LOCATION:${escapeText(where)}`] : []),
    ...(event.format === "online" && event.link ? [`URL:${event.link}`] : []),
    "STATUS:CONFIRMED",
  ]);
}
