/** @jest-environment jsdom */
// /visit/ as the build wrote it, by rule against the content: every event still ahead on the
// build's day listed once, in date order, under its anchor, with its day and hours, its sign-up
// (an e-mail naming it, or the phone) and its calendar file; no past event; and how to get here
// with the address and parking of site.json (never typed twice), the airports, the access note
// and the button that opens the address in a maps app.
import { within } from "@testing-library/react";
import { block, contentPage, sectionHeadings } from "../../content/pages";
import { addressLines, eventAnchor, eventIcsPath } from "../../../plugins/content-schema";
import { compareEvents, formatEventDay, formatEventTime, upcomingEvents, type EventTiming } from "../../../src/lib/events";
import { formatIsoDate } from "../../../src/lib/deadlines";
import { builtDate } from "../builtPages";
import { builtPage, byId, callToAction, expectOutline } from "./builtPage";
import site from "../../../content/site.json";
import eventsFile from "../../../content/events.json";

type EventRecord = EventTiming & { signUp: string };
const visit = contentPage("visit");
const page = { hero: block(visit, "hero"), events: block(visit, "events"), gettingHere: block(visit, "getting-here") };
const records = eventsFile.events as EventRecord[];

describe("/visit/ (built)", () => {
  const today = builtDate();
  const body = builtPage("/visit/");
  const ahead = upcomingEvents(records, today);
  const cards = () => Array.from(byId(body, page.events.id).querySelectorAll<HTMLElement>("ol > li"));

  it("has one h1 and the section headings in order", () => {
    expectOutline(body, page.hero.heading, sectionHeadings(visit));
  });

  it("lists every event still ahead once, in date order, under its anchor, and no past event", () => {
    expect(ahead.length).toBeGreaterThan(0);
    expect(cards().map((card) => card.id)).toEqual(ahead.map(eventAnchor));
    const shown = cards().map((card) => records.find((r) => eventAnchor(r) === card.id)!);
    expect([...shown].sort(compareEvents)).toEqual(shown);
    for (const past of records.filter((r) => r.date < today)) expect(body.querySelector(`[id="${eventAnchor(past)}"]`)).toBeNull();
  });

  it("gives each event its day and hours, its sign-up (an e-mail naming it, or the phone) and its calendar file", () => {
    for (const event of ahead) {
      const card = byId(body, eventAnchor(event));
      expect(within(card).getByRole("heading", { level: 3 })).toHaveTextContent(event.title);
      expect(card).toHaveTextContent(formatEventDay(event.date));
      expect(card).toHaveTextContent(formatEventTime(event, eventsFile.labels.time));
      expect(card.querySelector(`a[download][href="${eventIcsPath(event)}"]`)).not.toBeNull();
      const cta = callToAction(event.signUp) as ReturnType<typeof callToAction> & { phone?: boolean };
      if (event.full) {
        expect(card).toHaveTextContent(eventsFile.labels.full);
        expect(card.querySelector('a[href^="mailto:"], a[href^="tel:"]')).toBeNull();
      } else if (cta.phone) {
        expect(card.querySelector(`a[href="tel:${site.phone.e164}"]`)).not.toBeNull();
      } else {
        const mail = card.querySelector<HTMLAnchorElement>('a[href^="mailto:"]');
        const subject = new URL(mail!.href).searchParams.get("subject");
        expect(subject).toContain(event.title);
        expect(subject).toContain(formatIsoDate(event.date));
      }
    }
  });

  it("says how to get here: site.json's address and parking, the airports, access, and directions in a maps app", () => {
    const section = byId(body, page.gettingHere.id);
    const address = section.querySelector("address");
    expect(Array.from(address!.children, (line) => line.textContent)).toEqual([site.name, ...addressLines(site.address)]);
    expect(within(section).getByText(site.visitorParking)).toBeInTheDocument();
    for (const airport of page.gettingHere.airports) expect(section).toHaveTextContent(`${airport.name} (${airport.code}) ${airport.note}`);
    expect(within(section).getByText(page.gettingHere.accessibility)).toBeInTheDocument();
    const directions = within(section).getByRole("link", { name: new RegExp(callToAction("directions").label) });
    const query = encodeURIComponent(addressLines(site.address).join(", "));
    expect(directions.getAttribute("href")).toBe(site.directionsUrl.replace("{address}", query));
    expect(section.querySelector("img")?.getAttribute("alt")).toBeTruthy();
  });
});
