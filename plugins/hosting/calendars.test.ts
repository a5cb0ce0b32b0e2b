/**
 * @jest-environment node
 */
import site from "../../content/site.json";
import deadlinesFile from "../../content/deadlines.json";
import eventsFile from "../../content/events.json";
import {
  buildDtstamp,
  deadlineIcs,
  deadlineUid,
  escapeText,
  eventIcs,
  eventUid,
  foldLine,
  icsDate,
  icsNextDay,
  icsUtcDateTime,
  type IcsEvent,
} from "./calendars";
import { deadlineIcsPath, eventIcsPath } from "../content-schema";
import ICAL from "ical.js";

/** The calendar ical.js reads from an .ics text, and its events. */
function readCalendar(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return { calendar, events: calendar.getAllSubcomponents("vevent") };
}
/** What ical.js reads as the value of one content line (unfolded and unescaped). */
const valueOf = (line: string) =>
  readCalendar(`BEGIN:VCALENDAR\r\n${line}\r\nEND:VCALENDAR\r\n`)
    .calendar.getFirstProperty(line.split(/[;:]/)[0].toLowerCase())
    ?.getFirstValue();

const dental = { program: "Dental Medicine", date: "2025-12-01" };
const stamp = new Date(Date.UTC(2025, 10, 1, 12, 30, 5));

describe("deadlineIcsPath", () => {
  test("is a slug of the program under /calendar", () => {
    expect(deadlineIcsPath("Dental Medicine")).toBe("/calendar/dental-medicine-deadline.ics");
    expect(deadlineIcsPath("  Health & Sciences! ")).toBe("/calendar/health-sciences-deadline.ics");
  });
});

describe("dates", () => {
  test("DATE values and the exclusive next day across month and year ends", () => {
    expect(icsDate("2025-12-01")).toBe("20251201");
    expect(icsNextDay("2025-12-01")).toBe("20251202");
    expect(icsNextDay("2025-12-31")).toBe("20260101");
    expect(icsNextDay("2028-02-28")).toBe("20280229");
    expect(icsNextDay("2026-02-28")).toBe("20260301");
  });
  test("rejects what is not a calendar date", () => {
    expect(() => icsDate("2026-02-30")).toThrow(/calendar date/);
    expect(() => icsDate("1 Dec 2025")).toThrow(/YYYY-MM-DD/);
  });
  test("UTC DATE-TIME form", () => {
    expect(icsUtcDateTime(stamp)).toBe("20251101T123005Z");
  });
  test("DTSTAMP is when the file is made (RFC 5545 3.8.7.2) unless SOURCE_DATE_EPOCH says otherwise", () => {
    const made = new Date(Date.UTC(2026, 10, 23, 4, 5, 6));
    expect(icsUtcDateTime(buildDtstamp(made))).toBe("20261123T040506Z");
    expect(icsUtcDateTime(buildDtstamp(made, "1700000000"))).toBe("20231114T221320Z");
    expect(icsUtcDateTime(buildDtstamp(made, "not-a-number"))).toBe("20261123T040506Z");
    const before = Date.now();
    const now = buildDtstamp().getTime();
    expect(now).toBeGreaterThanOrEqual(before);
    expect(now).toBeLessThanOrEqual(Date.now());
  });
});

describe("text", () => {
  test("escapes backslash, semicolon, comma and newline", () => {
    expect(escapeText("a\\b;c,d\ne")).toBe("a\\\\b\\;c\\,d\\ne");
    expect(valueOf(`SUMMARY:${escapeText("a\\b;c,d\ne")}`)).toBe("a\\b;c,d\ne");
  });
  test("folds at 75 octets with a leading space, never splitting a UTF-8 character", () => {
    const long = `DESCRIPTION:${"é".repeat(100)}`;
    const folded = foldLine(long);
    const physical = folded.split("\r\n");
    expect(physical.length).toBeGreaterThan(1);
    for (const line of physical) expect(Buffer.byteLength(line, "utf8")).toBeLessThanOrEqual(75);
    expect(physical.slice(1).every((l) => l.startsWith(" "))).toBe(true);
    expect(valueOf(folded)).toBe("é".repeat(100));
    expect(foldLine("SHORT:line")).toBe("SHORT:line");
  });
});

describe("deadlineIcs", () => {
  const text = deadlineIcs(dental, site, { dtstamp: stamp });
  const { calendar, events } = readCalendar(text);

  test("is a VCALENDAR 2.0 with a PRODID and exactly one VEVENT", () => {
    expect(calendar.name).toBe("vcalendar");
    expect(calendar.getFirstPropertyValue("version")).toBe("2.0");
    expect(calendar.getFirstPropertyValue("prodid")).toMatch(/^-\/\/BCU\/\/.+\/\/EN$/);
    expect(events).toHaveLength(1);
  });

  test("uses CRLF line endings only, lines of at most 75 octets", () => {
    expect(text.endsWith("\r\n")).toBe(true);
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    for (const line of text.split("\r\n")) expect(Buffer.byteLength(line, "utf8")).toBeLessThanOrEqual(75);
  });

  test("one all-day event on the deadline", () => {
    const event = events[0];
    // VALUE=DATE: ical.js types the value "date" only with that parameter.
    expect(event.getFirstProperty("dtstart")?.type).toBe("date");
    expect(String(event.getFirstPropertyValue("dtstart"))).toBe("2025-12-01");
    expect(event.getFirstProperty("dtend")?.type).toBe("date");
    expect(String(event.getFirstPropertyValue("dtend"))).toBe("2025-12-02");
    expect(String(event.getFirstPropertyValue("dtstamp"))).toBe("2025-11-01T12:30:05Z");
    expect(event.getFirstPropertyValue("uid")).toBe("dental-medicine-deadline@bcu.example.edu");
    expect(event.getFirstPropertyValue("summary")).toBe("Dental Medicine application deadline (BCU)");
    expect(event.getFirstPropertyValue("description")).toContain("December 1, 2025");
    expect(event.getFirstPropertyValue("url")).toBe("https://www.bcu.example.edu/admissions/");
  });

  test("is deterministic", () => {
    expect(deadlineIcs(dental, site, { dtstamp: stamp })).toBe(text);
  });

  test("refuses a rolling deadline", () => {
    expect(() => deadlineIcs({ program: "Graduate Studies" }, site, { dtstamp: stamp })).toThrow(/no date/);
  });

  test("UIDs are unique and stable across the content's deadlines", () => {
    const uids = deadlinesFile.deadlines.map((d) => deadlineUid(d.program, site));
    expect(new Set(uids).size).toBe(uids.length);
  });
});

describe("eventIcs", () => {
  const kindLabel = "Open house";
  const openHouse: IcsEvent = {
    title: "Spring Open House",
    kind: "openHouse",
    date: "2027-03-13",
    start: "09:00",
    end: "13:00",
    format: "in-person",
    place: "Learning Commons, ground floor",
    description: "Meet faculty; see the clinics.",
  };
  const online: IcsEvent = {
    title: "Pharmacy Information Session",
    kind: "infoSession",
    date: "2027-03-15",
    start: "18:00",
    end: "19:00",
    format: "online",
    link: "https://meet.bcu.example.edu/pharmacy",
    program: "Pharmacy",
  };
  const eventOf = (event: IcsEvent) => {
    const { calendar, events } = readCalendar(eventIcs(event, site, { dtstamp: stamp, kindLabel }));
    expect(calendar.getFirstPropertyValue("version")).toBe("2.0");
    expect(events).toHaveLength(1);
    return events[0];
  };
  /** An instant of the file, as ical.js reads it, in UTC. */
  const utc = (event: ReturnType<typeof eventOf>, name: string) =>
    (event.getFirstPropertyValue(name) as ICAL.Time).toJSDate().toISOString();

  test("start and end are the instants of Florida's clock: EST the day before summer time starts, EDT the day after", () => {
    // Summer time starts 2027-03-14 at 2 a.m.: 9 a.m. is 14:00 UTC on the 13th, 6 p.m. is 22:00 UTC on the 15th.
    const before = eventOf(openHouse);
    expect(utc(before, "dtstart")).toBe("2027-03-13T14:00:00.000Z");
    expect(utc(before, "dtend")).toBe("2027-03-13T18:00:00.000Z");
    const after = eventOf(online);
    expect(utc(after, "dtstart")).toBe("2027-03-15T22:00:00.000Z");
    expect(utc(after, "dtend")).toBe("2027-03-15T23:00:00.000Z");
    // UTC date-times (a trailing Z), which every reader places without a VTIMEZONE.
    expect((before.getFirstPropertyValue("dtstart") as ICAL.Time).zone?.tzid).toBe("UTC");
    // And when summer time ends (2027-11-07): 4 p.m. is 20:00 UTC on the 6th, 21:00 UTC on the 8th.
    expect(utc(eventOf({ ...openHouse, date: "2027-11-06", start: "16:00", end: "17:00" }), "dtstart")).toBe("2027-11-06T20:00:00.000Z");
    expect(utc(eventOf({ ...openHouse, date: "2027-11-08", start: "16:00", end: "17:00" }), "dtstart")).toBe("2027-11-08T21:00:00.000Z");
  });

  test("where: the place on campus with the campus address, or the online meeting's link", () => {
    const lines = `${site.address.street}, ${site.address.city}, ${site.address.region} ${site.address.postalCode}`;
    expect(eventOf(openHouse).getFirstPropertyValue("location")).toBe(`Learning Commons, ground floor, ${lines}`);
    expect(eventOf(openHouse).getFirstPropertyValue("url")).toBeNull();
    expect(eventOf(online).getFirstPropertyValue("location")).toBe("https://meet.bcu.example.edu/pharmacy");
    expect(eventOf(online).getFirstPropertyValue("url")).toBe("https://meet.bcu.example.edu/pharmacy");
  });

  test("what: the title with the short name, then the kind (and program), description and university", () => {
    const event = eventOf(openHouse);
    expect(event.getFirstPropertyValue("summary")).toBe("Spring Open House (BCU)");
    expect(event.getFirstPropertyValue("description")).toBe(`Open house.\nMeet faculty; see the clinics.\n${site.name}`);
    expect(eventOf(online).getFirstPropertyValue("description")).toBe(`Open house: Pharmacy.\n${site.name}`);
    expect(String(event.getFirstPropertyValue("dtstamp"))).toBe("2025-11-01T12:30:05Z");
    expect(event.getFirstPropertyValue("uid")).toBe("2027-03-13-spring-open-house@bcu.example.edu");
  });

  test("the UID and the path follow the day and title, not the hours", () => {
    expect(eventIcsPath(openHouse)).toBe("/calendar/events/2027-03-13-spring-open-house.ics");
    expect(eventUid({ ...openHouse, start: "10:00" } as IcsEvent, site)).toBe(eventUid(openHouse, site));
  });

  test("every event of the content: a valid file whose instants Florida's clock reads back as its day and hours", () => {
    const florida = new Intl.DateTimeFormat("en-US", {
      timeZone: "America/New_York",
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
    });
    const wall = (iso: string) => {
      const part = Object.fromEntries(florida.formatToParts(new Date(iso)).map((p) => [p.type, p.value]));
      return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}`;
    };
    for (const record of eventsFile.events) {
      const text = eventIcs(record, site, { dtstamp: stamp, kindLabel: eventsFile.labels.kinds[record.kind as "tour"] });
      for (const line of text.split("\r\n")) expect(Buffer.byteLength(line, "utf8")).toBeLessThanOrEqual(75);
      const event = eventOf(record);
      expect(wall(utc(event, "dtstart"))).toBe(`${record.date} ${record.start}`);
      expect(wall(utc(event, "dtend"))).toBe(`${record.date} ${record.end}`);
      expect(event.getFirstPropertyValue("summary")).toBe(`${record.title} (BCU)`);
    }
    const uids = eventsFile.events.map((e) => eventUid(e, site));
    expect(new Set(uids).size).toBe(uids.length);
  });
});
