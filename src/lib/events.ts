// Events (content/events.json) on a given day, from their dates alone: which are still ahead, in
// what order, which is "Today" or "Full", and the next one for a program. The build (the HTML, the
// calendar files, the content warnings) and the browser (which re-evaluates against the visitor's
// day, src/hooks/useToday.ts) share these rules, as they share src/lib/deadlines.ts. Days are
// YYYY-MM-DD strings and times HH:MM on the 24-hour clock, both Florida's, compared as text: no
// time zone of the machine running this can move an event.
import { CAMPUS_TIME_ZONE } from "./deadlines";

export interface EventTiming {
  /** The day, YYYY-MM-DD, in Florida. */
  readonly date: string;
  /** Start and end, HH:MM on the 24-hour clock, Florida time. */
  readonly start: string;
  readonly end: string;
  readonly title: string;
  /** The program's name; absent (or null) for an event about the whole university. */
  readonly program?: string | null;
  /** Content says every seat is taken. */
  readonly full?: boolean | null;
}

/** Words of the statuses (content/events.json "labels"). */
export type EventStatusLabels = Readonly<Record<"today" | "full" | "ended", string>>;

export interface EventStatus {
  /** "upcoming" before its day, "today" on it, "past" once its day is over in Florida. */
  readonly when: "upcoming" | "today" | "past";
  /** Which badge it wears: "ended" once past, else "full" (it wins over "today"), "today", or null for none. */
  readonly badge: "today" | "full" | "ended" | null;
  /** The badge's words ("Ended", "Full", "Today"), "" for none. */
  readonly label: string;
  /** A sign-up is offered: the event is neither past nor full. */
  readonly signUp: boolean;
  /** A calendar file is offered: the event is not past (the build writes one for every event ahead). */
  readonly calendar: boolean;
}

/** Still to come on `today` (its own day included): listed, and given a calendar file. */
export function isEventAhead(event: Pick<EventTiming, "date">, today: string): boolean {
  return event.date >= today;
}

/** Order of the lists: by day, then start, then end, then title. */
export function compareEvents(a: EventTiming, b: EventTiming): number {
  const key = (e: EventTiming) => `${e.date} ${e.start} ${e.end}`;
  return key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : a.title < b.title ? -1 : a.title > b.title ? 1 : 0;
}

/** The events still ahead on `today` (its own day's included), earliest first. */
export function upcomingEvents<T extends EventTiming>(events: readonly T[], today: string): T[] {
  return events.filter((event) => isEventAhead(event, today)).sort(compareEvents);
}

/** The status of `event` on `today`. */
export function eventStatus(event: EventTiming, today: string, labels: EventStatusLabels): EventStatus {
  if (event.date < today) return { when: "past", badge: "ended", label: labels.ended, signUp: false, calendar: false };
  const when = event.date === today ? "today" : "upcoming";
  const badge = event.full ? "full" : when === "today" ? "today" : null;
  return { when, badge, label: badge ? labels[badge] : "", signUp: !event.full, calendar: true };
}

/**
 * The next event with seats left that fits `program` on `today`: its own next session, else the
 * next event about the whole university (no program). Without a program (the home page): the next
 * event about the whole university, else any. Undefined when none lies ahead.
 */
export function nextEventFor<T extends EventTiming>(events: readonly T[], today: string, program?: string | null): T | undefined {
  const open = upcomingEvents(events, today).filter((event) => !event.full);
  const general = open.find((event) => !event.program);
  if (!program) return general ?? open[0];
  return open.find((event) => event.program === program) ?? general;
}

// Formatting, the same on every machine and in every browser: Intl for the names of days and
// months (read as UTC, so no time zone moves the day), the clock written by hand, since engines'
// Intl differ on the space before "PM" (a hydrated page must print exactly the server's text).
const dayFormat = new Intl.DateTimeFormat("en-US", { weekday: "long", month: "long", day: "numeric", year: "numeric", timeZone: "UTC" });
const shortDayFormat = new Intl.DateTimeFormat("en-US", { weekday: "long", month: "long", day: "numeric", timeZone: "UTC" });
const partsFormat = new Intl.DateTimeFormat("en-US", { weekday: "short", month: "short", day: "numeric", timeZone: "UTC" });

/** "2027-01-23" -> "Saturday, January 23, 2027". */
export function formatEventDay(date: string): string {
  return dayFormat.format(Date.parse(date));
}

/** "2027-01-23" -> "Saturday, January 23": the day of an event within the year ahead, where space is short. */
export function formatEventDayShort(date: string): string {
  return shortDayFormat.format(Date.parse(date));
}

/** "2027-01-23" -> { weekday: "Sat", month: "Jan", day: "23" }: a date leaf's three lines. */
export function eventDayParts(date: string): { weekday: string; month: string; day: string } {
  const parts = partsFormat.formatToParts(Date.parse(date));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return { weekday: part("weekday"), month: part("month"), day: part("day") };
}

/** "09:00" -> "9 a.m.", "13:30" -> "1:30 p.m.", "12:00" -> "12 p.m." (AP style, as American sites write times). */
export function formatClockTime(time: string): string {
  const [hours, minutes] = time.split(":").map(Number);
  const hour = hours % 12 || 12;
  return `${hour}${minutes ? `:${String(minutes).padStart(2, "0")}` : ""} ${hours < 12 ? "a.m." : "p.m."}`;
}

/** An event's hours in the words of `template` ("{start} to {end}, Florida time"). */
export function formatEventTime(event: Pick<EventTiming, "start" | "end">, template: string): string {
  return template.replace("{start}", formatClockTime(event.start)).replace("{end}", formatClockTime(event.end));
}

/** Minutes Florida's clock is ahead of UTC at `instant` (-300 in winter, -240 in summer). */
function campusOffsetMinutes(instant: number): number {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone: CAMPUS_TIME_ZONE,
    hourCycle: "h23",
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
  }).formatToParts(instant);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(part("year"), part("month") - 1, part("day"), part("hour"), part("minute"));
  return Math.round((wall - Math.floor(instant / 60000) * 60000) / 60000);
}

/**
 * The instant a Florida clock shows `time` on `date`, summer time included (for calendar files,
 * whose readers show it in their own zone). A time the clocks skip (2:30 a.m. the day they spring
 * forward) has no instant: content validation refuses it (existsInCampusTime).
 */
export function campusInstant(date: string, time: string): Date {
  const wall = Date.parse(`${date}T${time}:00Z`);
  const guess = wall - campusOffsetMinutes(wall) * 60000;
  return new Date(wall - campusOffsetMinutes(guess) * 60000);
}

/** False for a time Florida's clocks skip when summer time starts (2:00 to 2:59 a.m. that Sunday). */
export function existsInCampusTime(date: string, time: string): boolean {
  const instant = campusInstant(date, time).getTime();
  const shown = new Date(instant + campusOffsetMinutes(instant) * 60000).toISOString();
  return shown.slice(0, 16) === `${date}T${time}`;
}
