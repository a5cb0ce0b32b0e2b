// An application deadline's state on a given day, from its date alone: the one rule the build
// (the HTML, the calendar files, the JSON-LD, the home page's sentence) and the browser (which
// re-evaluates against the visitor's day, src/hooks/useToday.ts) share. Dates are YYYY-MM-DD
// strings compared as text, so no time zone of the machine running this can move a day.
import { fillTemplate } from "./fillTemplate";

/** The last days of an open deadline, counted down ("Closes in 5 days", "Closes today"). */
export const CLOSING_SOON_DAYS = 30;

/** Florida's time zone: a deadline is a day in St. Pete Beach, wherever the build or the visitor is. */
export const CAMPUS_TIME_ZONE = "America/New_York";

export type DeadlineState = "upcoming" | "open" | "closing" | "closed" | "rolling";

export interface DeadlineCycle {
  /** First day applications are taken, YYYY-MM-DD. */
  readonly opens: string;
  /** First day of the next cycle, YYYY-MM-DD; absent when it is not set yet. */
  readonly nextOpens?: string | null;
}

/** Words for each state; {date} and {days} are filled in (content/deadlines.json "labels"). */
export type DeadlineLabels = Readonly<
  Record<"upcoming" | "open" | "closesIn" | "closesTomorrow" | "closesToday" | "closed" | "rolling" | "nextCycle" | "askAdmissions", string>
>;

export interface DeadlineStatus {
  readonly state: DeadlineState;
  /** The status as shown: "Open", "Closes in 5 days", "Closed", ... */
  readonly label: string;
  /** Where to go next once closed ("Next cycle opens June 1, 2027"); "" otherwise. */
  readonly note: string;
  /** Only a deadline still ahead is worth adding to a calendar. */
  readonly calendar: boolean;
}

// The browser runs this module on every visit to /admissions, inside the first-load JavaScript
// budget: it is written for size (Intl formats the dates; content validation has checked them).
const ISO_DATE = /^\d{4}-\d\d-\d\d$/;
const longDate = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

/** "2026-12-01" => "December 1, 2026", the same on every machine (the date is read as UTC). */
export function formatIsoDate(isoDate: string): string {
  if (!ISO_DATE.test(isoDate)) throw new Error(`Not a YYYY-MM-DD date: ${isoDate}`);
  return longDate.format(Date.parse(isoDate));
}

/** Whole calendar days from `from` to `to` (both YYYY-MM-DD, read as UTC midnights). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(to) - Date.parse(from)) / 864e5);
}

/** The calendar day of `instant` in Florida, YYYY-MM-DD. */
export function isoDateIn(instant: Date, timeZone: string = CAMPUS_TIME_ZONE): string {
  // Assembled from the parts: no locale's own date pattern (en-CA's has changed before) decides.
  const parts = new Intl.DateTimeFormat("en-US", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)?.value;
  return `${part("year")}-${part("month")}-${part("day")}`;
}

/** A calendar file is offered for a deadline still ahead (the day itself included), never a passed or rolling one. */
export function hasCalendarFile(deadline: { readonly date?: string | null }, today: string): boolean {
  return Boolean(deadline.date) && (deadline.date as string) >= today;
}

/**
 * The state of a deadline (`date`, or none for rolling admissions) of `cycle` on `today`:
 * upcoming before the cycle opens, open, closing in its last CLOSING_SOON_DAYS days (the
 * deadline day included), closed the day after, with the next cycle's opening (or the admissions
 * office, when none is set or it has passed too) as where to go next.
 */
export function deadlineStatus(
  date: string | null | undefined,
  cycle: DeadlineCycle | null | undefined,
  today: string,
  labels: DeadlineLabels,
): DeadlineStatus {
  if (!date) return { state: "rolling", label: labels.rolling, note: "", calendar: false };
  if (date < today) {
    const next =
      cycle?.nextOpens && cycle.nextOpens > today
        ? labels.nextCycle.replace("{date}", formatIsoDate(cycle.nextOpens))
        : labels.askAdmissions;
    return { state: "closed", label: labels.closed.replace("{date}", formatIsoDate(date)), note: next, calendar: false };
  }
  if (cycle && today < cycle.opens) {
    return { state: "upcoming", label: labels.upcoming.replace("{date}", formatIsoDate(cycle.opens)), note: "", calendar: true };
  }
  const days = daysBetween(today, date);
  if (days > CLOSING_SOON_DAYS) return { state: "open", label: labels.open, note: "", calendar: true };
  return {
    state: "closing",
    label: days > 1 ? labels.closesIn.replace("{days}", String(days)) : days ? labels.closesTomorrow : labels.closesToday,
    note: "",
    calendar: true,
  };
}

/**
 * The words of the home page's sentence: allOpen ("Applications are open for all {total}
 * programs"), someOpen ("... for {count} of {total} programs"), closed ("{programs} closed for
 * this cycle"), nextCloses ("{program} closes {date}"), noneOpen ("Applications for the next cycle open {date}").
 */
export type SummaryLabels = Readonly<Record<"allOpen" | "someOpen" | "nextCloses" | "closed" | "noneOpen", string>>;

/**
 * The home page's sentence on applications: how many programs take applications today, which
 * have closed (named, so a closed program is never hidden behind a count) and which closes next, so it never claims more than the deadlines table shows. `programs` counts every
 * program (one without a deadline record takes applications through the admissions office and
 * is not claimed as open).
 */
export function applicationsSummary(
  deadlines: readonly { program: string; date?: string | null }[],
  cycle: DeadlineCycle | null | undefined,
  today: string,
  programs: number,
  labels: DeadlineLabels,
  summary: SummaryLabels,
): string {
  const statuses = deadlines.map((d) => ({ ...d, status: deadlineStatus(d.date, cycle, today, labels) }));
  // Taking applications today: rolling, open or closing.
  const accepting = statuses.filter(({ status }) => ["rolling", "open", "closing"].includes(status.state));
  if (accepting.length === 0) {
    const opens = cycle && cycle.opens > today ? cycle.opens : cycle?.nextOpens && cycle.nextOpens > today ? cycle.nextOpens : null;
    return opens ? `${fillTemplate(summary.noneOpen, { date: formatIsoDate(opens) })}.` : "";
  }
  const head = fillTemplate(accepting.length === programs ? summary.allOpen : summary.someOpen, {
    count: accepting.length,
    total: programs,
  });
  const closed = statuses.filter(({ status }) => status.state === "closed").map((d) => d.program);
  const next = accepting
    .filter((d): d is typeof d & { date: string } => Boolean(d.date))
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))[0];
  const parts = [
    head,
    closed.length ? fillTemplate(summary.closed, { programs: new Intl.ListFormat("en-US").format(closed) }) : null,
    next ? fillTemplate(summary.nextCloses, { program: next.program, date: formatIsoDate(next.date) }) : null,
  ];
  return `${parts.filter(Boolean).join("; ")}.`;
}
