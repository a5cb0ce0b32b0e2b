/**
 * The rules of content/events.json a JSON Schema cannot say, located like the schema's problems
 * (file, record, field): hours in order and real on Florida's clock, a place for an event on
 * campus and a link for one online, one title per day (it names the calendar file), a sign-up
 * that is an e-mail naming the event or the phone, no new event in the past; and the build's
 * warning when fewer than two events lie ahead.
 */
import { problemAt } from "./paths";
import type { Problem } from "./problems";
import { isCalendarDate } from "../content-schema";
import { existsInCampusTime, isEventAhead } from "../../src/lib/events";

type Rec = Record<string, unknown>;
interface EventsFile {
  display: string;
  data: unknown;
}

/** The build warns when fewer events than this lie ahead. */
export const MIN_EVENTS_AHEAD = 2;

const CLOCK = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;

/** The records of events.json, each with its index (malformed ones are the schema's to report). */
function eventRecords(file: EventsFile | undefined): { event: Rec; i: number }[] {
  const list = (file?.data as Rec | null | undefined)?.events;
  if (!Array.isArray(list)) return [];
  return list.flatMap((event, i) => (event !== null && typeof event === "object" ? [{ event: event as Rec, i }] : []));
}

const text = (value: unknown) => (typeof value === "string" ? value : undefined);
const day = (value: unknown) => (typeof value === "string" && isCalendarDate(value) ? value : undefined);
const clock = (value: unknown) => (typeof value === "string" && CLOCK.test(value) ? value : undefined);

/** Every rule of one file's records; `site` is site.json (for the sign-up's call to action). */
export function checkEvents(file: EventsFile | undefined, site: EventsFile | undefined, problems: Problem[]): void {
  if (!file) return;
  const ctas = (site?.data as Rec | null | undefined)?.callsToAction;
  const ctaById = new Map(
    (Array.isArray(ctas) ? (ctas as Rec[]) : []).filter((cta) => typeof cta?.id === "string").map((cta) => [cta.id as string, cta]),
  );
  const titleOfDay = new Map<string, number>();

  for (const { event, i } of eventRecords(file)) {
    const problem = (field: string, message: string) => problems.push({ ...problemAt(file, `/events/${i}`), field, message });
    const date = day(event.date);
    const start = clock(event.start);
    const end = clock(event.end);

    if (start && end && end <= start) {
      problem(
        "end",
        `${end} is not after "start" ${start}: an event ends after it starts, on the same day (times are HH:MM, 24-hour clock)`,
      );
    }
    for (const [field, time] of [
      ["start", start],
      ["end", end],
    ] as const) {
      if (date && time && !existsInCampusTime(date, time)) {
        problem(field, `${time} does not exist in Florida on ${date}: the clocks spring forward from 2:00 to 3:00 a.m. that night`);
      }
    }

    if (event.format === "online") {
      if (event.link === undefined) problem("link", `is missing: an online event needs the meeting's address ("https://...")`);
      if (event.place !== undefined)
        problem("place", `is given for an online event: remove it, or make "format" "in-person" (then remove "link")`);
    } else if (event.format === "in-person") {
      if (event.place === undefined)
        problem("place", `is missing: an in-person event needs where on campus it meets (e.g. "Learning Commons")`);
      if (event.link !== undefined)
        problem("link", `is given for an in-person event: remove it, or make "format" "online" (then remove "place")`);
    }

    // Its calendar file is named by its day and title (plugins/content-schema eventIcsPath).
    const title = text(event.title);
    if (date && title) {
      const key = `${date} ${title.trim().toLowerCase()}`;
      const earlier = titleOfDay.get(key);
      if (earlier === undefined) titleOfDay.set(key, i);
      else
        problem(
          "title",
          `repeats the title of events[${earlier}] on ${date}: give each event of a day its own title (e.g. "Morning Campus Tour")`,
        );
    }

    const signUp = text(event.signUp);
    const cta = signUp === undefined ? undefined : ctaById.get(signUp);
    if (cta && typeof cta.email === "string" && typeof cta.eventSubject !== "string") {
      problem(
        "signUp",
        `names the e-mail button "${signUp}", which has no "eventSubject": give it one in site.json "callsToAction" (e.g. "Sign-up: {event}, {date}") so the mail names the event`,
      );
    } else if (cta && cta.email === undefined && cta.phone !== true) {
      problem(
        "signUp",
        `names "${signUp}", which is not an e-mail or phone button of site.json "callsToAction": sign-ups go by e-mail or phone (e.g. "eventSignUp" or "signUpByPhone")`,
      );
    }
  }
}

/**
 * A new event (no record of the file's previous version has its title on its day) dated before
 * `today`: a typo, or an event copied without its date changed. Past events already in the file
 * are normal (the site drops them) and not reported. `previous` gives the previous version's JSON
 * (previousContent.ts: the committed file, or the file before the editor's save), null when the
 * file is new, undefined when it is not known (no git): then nothing is reported. It is asked only
 * when a record lies in the past.
 */
export function checkNewEventDates(file: EventsFile | undefined, previous: () => unknown, today: string, problems: Problem[]): void {
  /** What makes a record the same event in two versions: its day and title. */
  const identity = (event: Rec) => JSON.stringify([event.date, event.title]);
  const past = eventRecords(file).flatMap(({ event, i }) => {
    const date = day(event.date);
    return date !== undefined && !isEventAhead({ date }, today) ? [{ event, i, date }] : [];
  });
  if (!file || past.length === 0) return;
  const before = previous();
  if (before === undefined) return;
  const known = new Set(eventRecords({ display: "", data: before }).map(({ event }) => identity(event)));
  for (const { event, i, date } of past) {
    if (known.has(identity(event))) continue;
    problems.push({
      ...problemAt(file, `/events/${i}`),
      field: "date",
      message: `${date} has passed (today is ${today}): a new event needs a day ahead (write YYYY-MM-DD)`,
    });
  }
}

/** The build's warning when fewer than MIN_EVENTS_AHEAD events lie ahead of `today`. */
export function fewEventsAhead(file: EventsFile | undefined, today: string): Problem[] {
  if (!file) return [];
  const ahead = eventRecords(file).filter(({ event }) => {
    const date = day(event.date);
    return date !== undefined && isEventAhead({ date }, today);
  }).length;
  if (ahead >= MIN_EVENTS_AHEAD) return [];
  const count = ahead === 0 ? "no event lies" : "only 1 event lies";
  return [
    {
      file: file.display,
      field: "events",
      message: `${count} ahead (today is ${today}): the site's lists of visits and events run empty; add the next tours, open houses and information sessions (docs/content.md, "Visits and events")`,
    },
  ];
}
