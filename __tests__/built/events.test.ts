/**
 * @jest-environment node
 *
 * The events' calendar files in the production build (public/, or E2E_PUBLIC_DIR): one for each
 * event of content/events.json on or after the build's day, none for a past one, each valid in
 * ical.js (Mozilla's reader, independent of our writer) with instants that Florida's clock reads
 * back as the event's day and hours, served as text/calendar by public/_headers. Checked by rule
 * against each record, so any events file passes that the build accepts.
 */
import fs from "fs";
import path from "path";
import ICAL from "ical.js";
import { projectRoot, publicDir, requireBuild } from "../e2e/routes";
import { eventIcsPath } from "../../plugins/content-schema";
import { builtDate } from "./builtPages";
import { headersOf } from "../e2e/netlifyHeaders";

requireBuild();

type Event = { title: string; date: string; start: string; end: string; format: string; place?: string; link?: string };
const read = (name: string) => JSON.parse(fs.readFileSync(path.join(projectRoot, "content", name), "utf8"));
const events: Event[] = read("events.json").events;
const site = read("site.json");
const today = builtDate();
const ahead = events.filter((e) => e.date >= today);

/** The wall clock in Florida at an instant: "YYYY-MM-DD HH:MM". */
const florida = (instant: Date) => {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone: "America/New_York",
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
  }).formatToParts(instant);
  const part = Object.fromEntries(parts.map((p) => [p.type, p.value]));
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}`;
};

test("the build has events ahead to check (else the build warned: fewer than two ahead)", () => {
  expect(ahead.length).toBeGreaterThan(0);
});

test("each event ahead: a valid calendar file whose start and end are its Florida day and hours, where and what it is", () => {
  for (const event of ahead) {
    const file = path.join(publicDir, eventIcsPath(event));
    const text = fs.readFileSync(file, "utf8");
    expect(text.endsWith("\r\n") && !/[\r\n]/.test(text.replace(/\r\n/g, ""))).toBe(true);
    for (const line of text.split("\r\n")) expect(Buffer.byteLength(line, "utf8")).toBeLessThanOrEqual(75);
    const calendar = new ICAL.Component(ICAL.parse(text));
    expect(calendar.getFirstPropertyValue("version")).toBe("2.0");
    const vevents = calendar.getAllSubcomponents("vevent");
    expect(vevents).toHaveLength(1);
    const vevent = new ICAL.Event(vevents[0]);
    // UTC instants (no floating local time, no time zone a reader might not know).
    expect(vevent.startDate.zone?.tzid).toBe("UTC");
    expect({ title: event.title, start: florida(vevent.startDate.toJSDate()), end: florida(vevent.endDate.toJSDate()) }).toEqual({
      title: event.title,
      start: `${event.date} ${event.start}`,
      end: `${event.date} ${event.end}`,
    });
    expect(vevent.summary).toBe(`${event.title} (${site.shortName})`);
    expect(vevent.uid).toBe(`${path.basename(file, ".ics")}@${site.domain}`);
    if (event.format === "online") expect(vevent.location).toBe(event.link);
    else
      expect(vevent.location).toBe(
        `${event.place}, ${site.address.street}, ${site.address.city}, ${site.address.region} ${site.address.postalCode}`,
      );
  }
});

test("none for a past event, and no other file beside them", () => {
  const dir = path.join(publicDir, "calendar", "events");
  const files = fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
  expect(files).toEqual(ahead.map((e) => path.basename(eventIcsPath(e))).sort());
});

test("served as text/calendar by the hosts' headers", () => {
  const urls = ahead.map((e) => eventIcsPath(e));
  const headers = headersOf(path.join(publicDir, "_headers"), urls);
  for (const url of urls) expect([url, headers[url]["Content-Type"]]).toEqual([url, "text/calendar; charset=utf-8"]);
});
