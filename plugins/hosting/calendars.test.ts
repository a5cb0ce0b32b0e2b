/**
 * @jest-environment node
 */
import site from "../../content/site.json";
import deadlinesFile from "../../content/deadlines.json";
import { buildDtstamp, deadlineIcs, deadlineUid, escapeText, foldLine, icsDate, icsNextDay, icsUtcDateTime } from "./calendars";
import { deadlineIcsPath } from "../content-schema";
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
