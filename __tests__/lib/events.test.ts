import eventsFile from "../../content/events.json";
import {
  campusInstant,
  compareEvents,
  eventDayParts,
  eventStatus,
  existsInCampusTime,
  formatClockTime,
  formatEventDay,
  formatEventDayShort,
  formatEventTime,
  isEventAhead,
  nextEventFor,
  upcomingEvents,
  type EventTiming,
} from "../../src/lib/events";

// The rules every list of events follows, on days given, never read from the clock: before an
// event's day, on it, the day after; the order; the next event for a program; and the clock
// (Florida's, summer time included) whatever the machine's own time zone.

const { labels } = eventsFile;
const event = (date: string, start = "10:00", more: Partial<EventTiming> = {}): EventTiming => ({
  title: `Event on ${date} at ${start}`,
  date,
  start,
  end: "23:00",
  ...more,
});

describe("eventStatus", () => {
  const tour = event("2027-01-15");
  test("before its day: upcoming, no badge, sign-up and calendar offered", () => {
    expect(eventStatus(tour, "2027-01-14", labels)).toEqual({ when: "upcoming", badge: null, label: "", signUp: true, calendar: true });
  });
  test("on its day: Today, still offered", () => {
    expect(eventStatus(tour, "2027-01-15", labels)).toEqual({
      when: "today",
      badge: "today",
      label: "Today",
      signUp: true,
      calendar: true,
    });
  });
  test("the day after: past, Ended, nothing offered", () => {
    expect(eventStatus(tour, "2027-01-16", labels)).toEqual({
      when: "past",
      badge: "ended",
      label: "Ended",
      signUp: false,
      calendar: false,
    });
  });
  test("full: Full (over Today), no sign-up but still a calendar file", () => {
    const full = { ...tour, full: true };
    expect(eventStatus(full, "2027-01-01", labels)).toEqual({
      when: "upcoming",
      badge: "full",
      label: "Full",
      signUp: false,
      calendar: true,
    });
    expect(eventStatus(full, "2027-01-15", labels)).toEqual({ when: "today", badge: "full", label: "Full", signUp: false, calendar: true });
    expect(eventStatus(full, "2027-01-16", labels).label).toBe("Ended");
  });
});

describe("upcomingEvents", () => {
  const late = event("2027-02-01", "14:00");
  const early = event("2027-02-01", "09:00");
  const past = event("2027-01-31");
  const later = event("2027-03-01", "08:00");
  test("keeps the events of today and after, by day then time; past ones are gone", () => {
    expect(upcomingEvents([later, late, past, early], "2027-02-01")).toEqual([early, late, later]);
    expect(upcomingEvents([later, late, past, early], "2027-02-02")).toEqual([later]);
    expect(upcomingEvents([later], "2027-03-02")).toEqual([]);
    expect(isEventAhead(past, "2027-01-31")).toBe(true);
    expect(isEventAhead(past, "2027-02-01")).toBe(false);
  });
  test("two events at one time are ordered by end, then title; the input is left as it was", () => {
    const a = { ...early, title: "A", end: "12:00" };
    const b = { ...early, title: "B", end: "10:00" };
    const c = { ...early, title: "C", end: "10:00" };
    const input = [a, c, b];
    expect(upcomingEvents(input, "2027-01-01")).toEqual([b, c, a]);
    expect(input).toEqual([a, c, b]);
    expect(compareEvents(a, a)).toBe(0);
  });
});

describe("nextEventFor", () => {
  const pharmacy = event("2027-02-03", "16:00", { program: "Pharmacy" });
  const openHouse = event("2027-01-23", "09:00");
  const fullTour = event("2027-01-15", "10:00", { full: true });
  const optometry = event("2027-01-10", "18:00", { program: "Optometry" });
  const all = [pharmacy, openHouse, fullTour, optometry];
  test("a program's own next session first, even after a general event", () => {
    expect(nextEventFor(all, "2027-01-01", "Pharmacy")).toBe(pharmacy);
  });
  test("else the next general event with seats (a full one is skipped)", () => {
    expect(nextEventFor(all, "2027-01-01", "Dental Medicine")).toBe(openHouse);
    expect(nextEventFor(all, "2027-02-04", "Pharmacy")).toBeUndefined();
  });
  test("without a program: the next general event, else the next of any", () => {
    expect(nextEventFor(all, "2027-01-01")).toBe(openHouse);
    expect(nextEventFor([pharmacy, optometry], "2027-01-01", null)).toBe(optometry);
    expect(nextEventFor([], "2027-01-01")).toBeUndefined();
  });
  test("the day moves it on: a session is next on its day and gone the day after", () => {
    expect(nextEventFor(all, "2027-02-03", "Pharmacy")).toBe(pharmacy);
    expect(nextEventFor(all, "2027-02-04", "Pharmacy")).toBeUndefined();
    // No general event left: the home page's next is any event ahead.
    expect(nextEventFor(all, "2027-01-24")).toBe(pharmacy);
    expect(nextEventFor(all, "2027-02-04")).toBeUndefined();
  });
});

describe("formatting", () => {
  test("the day in words and as a date leaf, the same in any time zone", () => {
    expect(formatEventDay("2027-01-23")).toBe("Saturday, January 23, 2027");
    expect(formatEventDay("2026-12-31")).toBe("Thursday, December 31, 2026");
    expect(formatEventDayShort("2027-01-01")).toBe("Friday, January 1");
    expect(eventDayParts("2027-03-04")).toEqual({ weekday: "Thu", month: "Mar", day: "4" });
  });
  test("the clock as American sites write it", () => {
    expect(formatClockTime("09:00")).toBe("9 a.m.");
    expect(formatClockTime("00:30")).toBe("12:30 a.m.");
    expect(formatClockTime("12:00")).toBe("12 p.m.");
    expect(formatClockTime("13:05")).toBe("1:05 p.m.");
    expect(formatClockTime("23:59")).toBe("11:59 p.m.");
    expect(formatEventTime({ start: "09:30", end: "13:00" }, labels.time)).toBe("9:30 a.m. to 1 p.m., Florida time");
  });
});

describe("campusInstant: Florida's clock as an instant", () => {
  const utc = (date: string, time: string) => campusInstant(date, time).toISOString();
  test("winter (EST, UTC-5) and summer (EDT, UTC-4)", () => {
    expect(utc("2027-01-23", "09:00")).toBe("2027-01-23T14:00:00.000Z");
    expect(utc("2027-07-01", "09:00")).toBe("2027-07-01T13:00:00.000Z");
    // An evening event whose instant falls on the next day in UTC.
    expect(utc("2026-12-16", "19:30")).toBe("2026-12-17T00:30:00.000Z");
  });
  test("either side of the change to summer time (2027-03-14, 2 a.m.) and back (2027-11-07, 2 a.m.)", () => {
    expect(utc("2027-03-13", "16:00")).toBe("2027-03-13T21:00:00.000Z");
    expect(utc("2027-03-14", "01:59")).toBe("2027-03-14T06:59:00.000Z");
    expect(utc("2027-03-14", "03:00")).toBe("2027-03-14T07:00:00.000Z");
    expect(utc("2027-03-15", "16:00")).toBe("2027-03-15T20:00:00.000Z");
    expect(utc("2027-11-06", "16:00")).toBe("2027-11-06T20:00:00.000Z");
    expect(utc("2027-11-08", "16:00")).toBe("2027-11-08T21:00:00.000Z");
  });
  test("a time the clocks skip does not exist; a repeated one is its first occurrence", () => {
    expect(existsInCampusTime("2027-03-14", "02:30")).toBe(false);
    expect(existsInCampusTime("2027-03-14", "03:00")).toBe(true);
    expect(existsInCampusTime("2027-03-13", "02:30")).toBe(true);
    expect(utc("2027-11-07", "01:30")).toBe("2027-11-07T05:30:00.000Z");
    expect(existsInCampusTime("2027-11-07", "01:30")).toBe(true);
  });
});
