// Where the calendar files live: the calendar file of a dated admissions deadline (the admissions
// page links "Add to calendar" there, a display field of the deadline, displayFields.ts) and of
// an event still ahead (Event.calendarPath); the hosting plugin (plugins/hosting/calendars.ts)
// writes the files there.

/** URL-safe slug of a name: "Dental Medicine" -> "dental-medicine". */
export function nameSlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/(^-|-$)/g, "");
}

/** Path of the calendar file offered for a dated admissions deadline. */
export function deadlineIcsPath(programName: string): string {
  return `/calendar/${nameSlug(programName)}-deadline.ics`;
}

/**
 * Path of an event's calendar file: its day and title, which no other event of that day shares
 * (content validation, eventRules.ts), so the path and the file's UID stay the same when its
 * hours or place change: a calendar that imported it updates the event.
 */
export function eventIcsPath(event: { readonly date: string; readonly title: string }): string {
  return `/calendar/events/${event.date}-${nameSlug(event.title)}.ics`;
}

/**
 * Anchor id of an event's card on the page that lists the events ("/visit#event-2027-01-23-winter-open-house"):
 * its day and title, like its calendar file, so a link to it survives a change of hours or place.
 */
export function eventAnchor(event: { readonly date: string; readonly title: string }): string {
  return `event-${event.date}-${nameSlug(event.title)}`;
}
