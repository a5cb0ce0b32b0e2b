import { isoDateIn } from "../../src/lib/deadlines";
import { isCalendarDate } from "./calendarDate";

// The build's date: the one day every date-dependent part of a build is true for (deadline
// statuses, calendar files, JSON-LD, the footer's year, the content warnings). Read here and
// nowhere else, so a test or a preview can build the site as of any day.

/** Environment variable that sets the build's date, YYYY-MM-DD. */
export const BUILD_DATE_VARIABLE = "BCU_BUILD_DATE";

/**
 * BCU_BUILD_DATE when set (it must be a real YYYY-MM-DD date), else today in Florida
 * (America/New_York), whatever the build machine's own time zone.
 */
export function buildDate(env: Readonly<Record<string, string | undefined>> = process.env, now: Date = new Date()): string {
  const value = env[BUILD_DATE_VARIABLE];
  if (value === undefined || value === "") return isoDateIn(now);
  if (!isCalendarDate(value))
    throw new Error(`${BUILD_DATE_VARIABLE} must be a real calendar date written YYYY-MM-DD, e.g. 2026-11-26 (got "${value}")`);
  return value;
}
