// Where the calendar file of a dated admissions deadline lives: the admissions page links "Add to
// calendar" there (a display field of the deadline, displayFields.ts), and the hosting plugin
// (plugins/hosting/calendars.ts) writes the file there.

/** URL-safe slug of a program name: "Dental Medicine" -> "dental-medicine". */
export function deadlineSlug(programName: string): string {
  return programName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/(^-|-$)/g, "");
}

/** Path of the calendar file offered for a dated admissions deadline. */
export function deadlineIcsPath(programName: string): string {
  return `/calendar/${deadlineSlug(programName)}-deadline.ics`;
}
