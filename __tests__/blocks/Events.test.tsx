import { renderToString } from "react-dom/server.node";
import { hydrateRoot, type Root } from "react-dom/client";
import { act, render, screen, within } from "@testing-library/react";
import { EventList } from "../../src/blocks/Events/Events";
import { formatClockTime, formatEventDay, upcomingEvents } from "../../src/lib/events";
import { actionResolvers, displayResolvers } from "../../plugins/content-schema";
import eventsFile from "../../content/events.json";
import site from "../../content/site.json";

// The event list as the build renders it on a given day (server rendering: the HTML, and what a
// reader without JavaScript gets), and as the browser re-evaluates it on the visitor's day. What
// each row says is checked by rule against its record, never against today's content.

type EventRecord = (typeof eventsFile.events)[number] & { program?: string; link?: string; place?: string; full?: boolean };
const records = eventsFile.events as EventRecord[];
const plusDays = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const nodeModel = { findOne: () => Promise.resolve(site) };

/** The fragment's data from a build on `buildDate`: calendarPath and signUpAction as the build resolves them. */
async function contentAt(buildDate: string, labels = eventsFile.labels): Promise<Queries.EventListFragment> {
  process.env.BCU_BUILD_DATE = buildDate;
  try {
    const events = await Promise.all(
      records.map(async (event) => ({
        place: null,
        link: null,
        program: null,
        full: null,
        description: null,
        ...event,
        calendarPath: displayResolvers.Event.calendarPath.resolve(event),
        anchor: displayResolvers.Event.anchor.resolve(event),
        signUpAction: await actionResolvers.Event.signUpAction.resolve(event, {}, { nodeModel }),
      })),
    );
    // GraphQL gives null for a kind with no description of its own.
    const kindDescriptions = { infoSession: null, ...labels.kindDescriptions };
    return { buildDate, events: { labels: { ...labels, kindDescriptions }, events }, site: { ui: { opensEmail: site.ui.opensEmail } } };
  } finally {
    delete process.env.BCU_BUILD_DATE;
  }
}

const sorted = upcomingEvents(records, "1970-01-01");
/** A day with an event on it, events before it and after it, and a full event after it. */
const fullEvent = sorted.find((e) => e.full)!;
const buildDate = sorted[2].date;

function rows(container: HTMLElement) {
  return within(container)
    .getAllByRole("listitem")
    .filter((li) => li.parentElement?.tagName === "OL");
}
const titleOf = (row: HTMLElement) => row.querySelector("h3, h2, h4")?.textContent;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** A link's accessible name: its words, then its hidden hint (jsdom puts a space between the two). */
/** Words with non-breaking spaces, as a tel: link writes them. */
const unbroken = (text: string) => text.replace(/ /g, "\u00a0");
const named = (words: string, hint: string) => new RegExp(`^${escape(words)} ?${escape(hint)}$`);

describe(`built on ${buildDate}, read without JavaScript`, () => {
  let container: HTMLElement;
  beforeEach(async () => {
    container = document.createElement("div");
    container.innerHTML = renderToString(<EventList content={await contentAt(buildDate)} />);
    document.body.replaceChildren(container);
  });
  afterEach(() => document.body.replaceChildren());

  test("the events of that day and after, by day and time; earlier ones are gone", () => {
    const ahead = upcomingEvents(records, buildDate);
    expect(ahead.length).toBeLessThan(records.length);
    expect(rows(container).map(titleOf)).toEqual(ahead.map((e) => e.title));
    for (const row of rows(container)) expect(row).toHaveAttribute("data-when", expect.stringMatching(/^(today|upcoming)$/));
  });

  test("each row: kind and program, title, day and Florida hours, place or Online with its link, status, sign-up and calendar file", () => {
    for (const [i, event] of upcomingEvents(records, buildDate).entries()) {
      const row = rows(container)[i];
      const text = row.textContent ?? "";
      const kind = eventsFile.labels.kinds[event.kind as "tour"];
      expect(within(row).getByRole("heading", { level: 3 })).toHaveTextContent(event.title);
      expect(text).toContain(event.program ? `${kind} · ${event.program}` : kind);
      expect(row.querySelector("time")).toHaveAttribute("datetime", `${event.date}T${event.start}`);
      expect(text).toContain(formatEventDay(event.date));
      expect(text).toContain(`${formatClockTime(event.start)} to ${formatClockTime(event.end)}, Florida time`);
      if (event.format === "online") {
        expect(text).toContain(eventsFile.labels.online);
        expect(within(row).getByRole("link", { name: named(eventsFile.labels.joinOnline, `: ${event.title}`) })).toHaveAttribute(
          "href",
          event.link,
        );
      } else {
        expect(text).toContain(event.place);
      }
      // Its own description, else its kind's on the first row of its kind only (a weekly tour is described once).
      const kindDescriptions: Record<string, string | undefined> = eventsFile.labels.kindDescriptions;
      const firstOfKind = upcomingEvents(records, buildDate).findIndex((e) => e.kind === event.kind) === i;
      const description = event.description ?? (firstOfKind ? kindDescriptions[event.kind] : undefined);
      if (description) expect(text).toContain(description);
      if (!event.description && !firstOfKind && kindDescriptions[event.kind]) expect(text).not.toContain(kindDescriptions[event.kind]);
      // Today and Full from the date and the content; nothing otherwise.
      const badge = event.full ? eventsFile.labels.full : event.date === buildDate ? eventsFile.labels.today : "";
      expect(row.querySelector(".status")?.textContent).toBe(badge); // (the style mock keeps class names)
      const calendar = within(row).getByRole("link", {
        name: named(eventsFile.labels.addToCalendar, `: ${event.title}, ${formatEventDay(event.date)}`),
      });
      expect(calendar).toHaveAttribute("href", `/calendar/events/${event.date}-${event.title.toLowerCase().replace(/ /g, "-")}.ics`);
      expect(calendar).toHaveAttribute("download");
      const signUp = site.callsToAction.find((cta) => cta.id === event.signUp)!;
      const links = within(row).queryAllByRole("link", { name: new RegExp(`^${escape(signUp.label).replace(/ /g, "\\s")} ?:\\s`) });
      if (event.full) {
        expect(links).toEqual([]);
        expect(text).toContain(eventsFile.labels.fullNote);
      } else if (signUp.email) {
        const mail = new URL(links[0].getAttribute("href")!);
        expect(mail.searchParams.get("subject")).toContain(event.title);
        expect(links[0]).toHaveAccessibleName(
          named(signUp.label, `: ${event.title}, ${formatEventDay(event.date)} (${site.ui.opensEmail})`),
        );
      } else {
        // A tel: link's hidden words keep to one line (non-breaking spaces), as HTML asks of a number shown.
        expect(links[0]).toHaveAttribute("href", `tel:${site.phone.e164}`);
        expect(links[0]).toHaveAccessibleName(named(unbroken(signUp.label), unbroken(`: ${event.title}, ${formatEventDay(event.date)}`)));
      }
    }
  });
});

test("the full event says Full and offers no sign-up on its day too", async () => {
  const container = document.createElement("div");
  container.innerHTML = renderToString(<EventList content={await contentAt(fullEvent.date)} />);
  const row = rows(container).find((r) => titleOf(r) === fullEvent.title && r.textContent?.includes(formatEventDay(fullEvent.date)))!;
  expect(row).toHaveAttribute("data-when", "today");
  expect(row).toHaveTextContent(eventsFile.labels.full);
  expect(row).not.toHaveTextContent(eventsFile.labels.today);
  expect(row).toHaveTextContent(eventsFile.labels.fullNote);
  expect(row.querySelectorAll("a:not([download])")).toHaveLength(0);
});

test("at most `max` rows, the earliest; titles at the heading level asked for", async () => {
  render(<EventList content={await contentAt(buildDate)} max={2} headingLevel={2} />);
  expect(screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual(
    upcomingEvents(records, buildDate)
      .slice(0, 2)
      .map((e) => e.title),
  );
});

test("every word is content's: renamed labels are what it says", async () => {
  const labels = {
    ...eventsFile.labels,
    kinds: { tour: "Visite", openHouse: "Portes ouvertes", infoSession: "Séance" },
    time: "de {start} à {end} (heure de Floride)",
    online: "En ligne",
    joinOnline: "Rejoindre",
    today: "Aujourd'hui",
    full: "Complet",
    fullNote: "Plus de places",
    addToCalendar: "Ajouter à l'agenda",
  };
  // As built on the full event's day (server rendering: the build's day, whatever the clock says).
  const container = document.createElement("div");
  container.innerHTML = renderToString(<EventList content={await contentAt(fullEvent.date, labels)} />);
  const text = container.textContent ?? "";
  for (const word of ["Visite", "(heure de Floride)", "En ligne", "Rejoindre", "Complet", "Plus de places", "Ajouter à l'agenda"]) {
    expect(text).toContain(word);
  }
  for (const word of Object.values(eventsFile.labels.kinds)) expect(text).not.toContain(word);
  expect(text).not.toMatch(/Florida time|Online|Add to calendar|Full|Today/);
});

test("with nothing ahead it says so, in content's words", async () => {
  render(<EventList content={await contentAt(plusDays(sorted[sorted.length - 1].date, 1))} />);
  expect(screen.queryByRole("list")).toBeNull();
  expect(screen.getByText(eventsFile.labels.none)).toBeInTheDocument();
});

describe("in the browser the visitor's day decides the statuses, never the rows", () => {
  let root: Root | undefined;
  afterEach(() => {
    act(() => root?.unmount());
    jest.useRealTimers();
    document.body.replaceChildren();
  });

  /** Server HTML for `built`, hydrated on `visitorDay` (Florida noon): the rows before and after. */
  async function hydrateOn(built: string, visitorDay: string) {
    const content = await contentAt(built);
    const container = document.createElement("div");
    container.innerHTML = renderToString(<EventList content={content} />);
    document.body.replaceChildren(container);
    const before = rows(container);
    const errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
    jest.useFakeTimers({ now: new Date(`${visitorDay}T17:00:00Z`) });
    act(() => {
      root = hydrateRoot(container, <EventList content={content} />);
    });
    // Hydrated without a mismatch: React reports one as a console error.
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    return { before, after: rows(container) };
  }

  test("built the day before an event, read on its day: the same rows, the same elements, that one says Today", async () => {
    const event = sorted[3];
    const { before, after } = await hydrateOn(plusDays(event.date, -1), event.date);
    expect(after).toHaveLength(before.length);
    after.forEach((row, i) => expect(row).toBe(before[i]));
    const row = after.find((r) => titleOf(r) === event.title && r.textContent?.includes(formatEventDay(event.date)))!;
    expect(row).toHaveAttribute("data-when", "today");
    expect(row).toHaveTextContent(event.full ? eventsFile.labels.full : eventsFile.labels.today);
  });

  test("built the day before an event, read the day after: its row stays in place, Ended, its actions hidden", async () => {
    const event = sorted[3];
    const { before, after } = await hydrateOn(plusDays(event.date, -1), plusDays(event.date, 1));
    expect(after.map(titleOf)).toEqual(before.map(titleOf));
    const row = after.find((r) => titleOf(r) === event.title && r.textContent?.includes(formatEventDay(event.date)))!;
    expect(row).toHaveAttribute("data-when", "past");
    expect(row).toHaveClass("past"); // Events.module.scss: .past .actions { visibility: hidden }
    expect(row).toHaveTextContent(eventsFile.labels.ended);
    // Every other row ahead of the visitor's day is as the build said it.
    for (const other of after.filter((r) => r !== row && r.getAttribute("data-when") !== "past")) {
      expect(other).not.toHaveTextContent(eventsFile.labels.ended);
    }
  });
});
