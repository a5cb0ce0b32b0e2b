// STUB (SEO/security helper completes this module: .ics generation at build time).
// Path of the calendar file offered for a dated admissions deadline.
export function deadlineIcsPath(programName: string): string {
  const slug = programName.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/(^-|-$)/g, "");
  return `/calendar/${slug}-deadline.ics`;
}
