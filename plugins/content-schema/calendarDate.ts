// Days on the calendar, for the date fields of content (YYYY-MM-DD) and the build's date.
/** Days in a month (1-12) of a year: day 0 of the next month is the month's last day. */
export function daysInMonth(year: number, month: number): number {
  const lastDay = new Date(0);
  lastDay.setUTCFullYear(year, month, 0); // not Date.UTC, which reads years 0-99 as 1900-1999
  return lastDay.getUTCDate();
}

/** True for a YYYY-MM-DD string that names a day on the calendar (2026-02-30 does not). */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}
