import { renderToString } from "react-dom/server.node";
import { act, render, screen } from "@testing-library/react";
import ProgramList from "../../src/blocks/ProgramList/ProgramList";
import { block as blockOf, contentPage } from "../content/pages";
import deadlinesFile from "../../content/deadlines.json";

// An /academics card across its program's deadline day: as the build renders it (the build's day,
// what the HTML and a reader without JavaScript get) and as the browser re-evaluates it on the
// visitor's day (the clock, in Florida). Open: no next-cycle line; closed: when the next cycle
// opens, as a link that e-mails admissions, and the line's room kept either way.

const copy = blockOf(contentPage("academics"), "programList");
const deadline = "2027-02-01";
const program = {
  slug: "osteopathic-medicine",
  name: "Osteopathic Medicine",
  iconSvg: "<svg></svg>",
  color: "#123456",
  description: "A description.",
  degree: "Doctor of Osteopathic Medicine (DO)",
  duration: { text: "4 years" },
  path: "/academics/osteopathic-medicine/",
  deadline: { date: deadline },
  cycle: { opens: "2026-06-01", nextOpens: "2027-06-01" },
  costTable: { rows: [{ perYear: "$94,000", kind: "total" }] },
  ask: { href: "mailto:admissions@bcu.example.edu?subject=Information%20request%3A%20Osteopathic%20Medicine" },
};
const blockOn = (buildDate: string) =>
  ({
    ...copy,
    content: {
      buildDate,
      deadlines: { labels: deadlinesFile.labels },
      programs: { listPage: { count: 1, previous: null, next: null, links: [], programs: [program] } },
      site: { ui: { opensEmail: "opens your e-mail app" } },
    },
  }) as unknown as Queries.ProgramListBlockFragment["programList"];

const nextLine = (html: string) => /Next cycle opens June 1, 2027/.test(html);

afterEach(() => jest.useRealTimers());

test("built on the deadline day: open; the day after: closed, with the next cycle as a mail naming the program", () => {
  expect(nextLine(renderToString(<ProgramList block={blockOn(deadline)} />))).toBe(false);
  const closed = renderToString(<ProgramList block={blockOn("2027-02-02")} />);
  expect(nextLine(closed)).toBe(true);
  expect(closed).toContain('href="mailto:admissions@bcu.example.edu?subject=Information%20request%3A%20Osteopathic%20Medicine"');
});

test("built while open, read the day after the deadline in Florida: the card turns closed in the browser", () => {
  // 03:30 UTC on February 2 is still February 1 in Florida: open.
  jest.useFakeTimers({ now: new Date("2027-02-02T03:30:00Z") });
  const { unmount } = render(<ProgramList block={blockOn("2027-01-15")} />);
  expect(screen.queryByText(/Next cycle opens/)).toBeNull();
  unmount();
  // Noon in Florida on February 2: closed.
  jest.setSystemTime(new Date("2027-02-02T17:00:00Z"));
  act(() => {
    render(<ProgramList block={blockOn("2027-01-15")} />);
  });
  expect(screen.getByRole("link", { name: /Next cycle opens June 1, 2027/ })).toHaveAttribute("href", program.ask.href);
});
