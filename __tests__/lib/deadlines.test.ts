import deadlinesFile from "../../content/deadlines.json";
import {
  CLOSING_SOON_DAYS,
  applicationsSummary,
  daysBetween,
  deadlineStatus,
  formatIsoDate,
  isoDateIn,
  type DeadlineCycle,
} from "../../src/lib/deadlines";

// The rule every date-dependent part of the site uses, checked at the four days that matter (before
// the cycle opens, 30 days before a deadline, the deadline day, the day after the last deadline)
// and around them. Dates are given, never read from the clock.

const { labels, summary } = deadlinesFile;
const cycle = { opens: "2026-06-01", nextOpens: "2027-06-01" };
const plusDays = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

describe("formatIsoDate and daysBetween", () => {
  test("writes a date as the site does, whatever the machine's time zone", () => {
    expect(formatIsoDate("2026-12-01")).toBe("December 1, 2026");
    expect(formatIsoDate("2027-03-15")).toBe("March 15, 2027");
    expect(() => formatIsoDate("2026-13-01")).toThrow();
    expect(() => formatIsoDate("Dec 1, 2025")).toThrow("Not a YYYY-MM-DD date");
  });
  test("counts calendar days, across months, years and a leap day", () => {
    expect(daysBetween("2026-11-26", "2026-12-01")).toBe(5);
    expect(daysBetween("2026-12-31", "2027-01-01")).toBe(1);
    expect(daysBetween("2028-02-28", "2028-03-01")).toBe(2);
    expect(daysBetween("2026-12-02", "2026-12-01")).toBe(-1);
  });
  test("today is the day in Florida, not the machine's or UTC's", () => {
    // 03:30 UTC on December 2 is still December 1 in St. Pete Beach (EST, UTC-5).
    expect(isoDateIn(new Date("2026-12-02T03:30:00Z"))).toBe("2026-12-01");
    expect(isoDateIn(new Date("2026-12-02T05:30:00Z"))).toBe("2026-12-02");
    // Summer time (EDT, UTC-4).
    expect(isoDateIn(new Date("2027-07-01T03:59:00Z"))).toBe("2027-06-30");
  });
});

describe("deadlineStatus", () => {
  const status = (date: string | null, today: string, c: DeadlineCycle | null = cycle) => deadlineStatus(date, c, today, labels);

  test("before the cycle opens: upcoming, with the opening day, and worth a calendar entry", () => {
    const s = status("2026-12-01", plusDays(cycle.opens, -1));
    expect(s).toMatchObject({ state: "upcoming", label: "Opens June 1, 2026", note: "", calendar: true });
  });

  test("open until the closing window, then counted down: 30 days before, tomorrow, the day itself", () => {
    const date = "2027-03-01";
    expect(status(date, plusDays(date, -(CLOSING_SOON_DAYS + 1)))).toMatchObject({ state: "open", label: "Open", calendar: true });
    expect(status(date, plusDays(date, -CLOSING_SOON_DAYS))).toMatchObject({
      state: "closing",
      label: "Closes in 30 days",
      calendar: true,
    });
    expect(status("2026-12-01", "2026-11-26")).toMatchObject({ state: "closing", label: "Closes in 5 days" });
    expect(status(date, plusDays(date, -1))).toMatchObject({ state: "closing", label: "Closes tomorrow" });
    expect(status(date, date)).toMatchObject({ state: "closing", label: "Closes today", calendar: true });
  });

  test("closed the day after, with where to go next: the next cycle, else the admissions office", () => {
    expect(status("2026-12-01", "2026-12-02")).toEqual({
      state: "closed",
      label: labels.closed.replace("{date}", "December 1, 2026"),
      note: "Next cycle opens June 1, 2027",
      calendar: false,
    });
    expect(status("2026-12-01", "2027-06-01").note).toBe(labels.askAdmissions);
    expect(status("2026-12-01", "2026-12-02", { opens: "2026-06-01" }).note).toBe(labels.askAdmissions);
  });

  test("rolling admissions: always the rolling state, never a calendar entry", () => {
    for (const today of ["2026-01-01", "2026-12-01", "2030-01-01"]) {
      expect(status(null, today)).toMatchObject({ state: "rolling", label: labels.rolling, calendar: false });
    }
  });
});

const dated = deadlinesFile.deadlines.flatMap((d) => ("date" in d && d.date ? [{ program: d.program, date: d.date }] : []));
const sorted = [...dated].sort((a, b) => a.date.localeCompare(b.date));
const first = sorted[0];
const last = sorted[sorted.length - 1];
const days = {
  "before the cycle": plusDays(deadlinesFile.cycle.opens, -1),
  "30 days before the first deadline": plusDays(first.date, -30),
  "the day after the last deadline": plusDays(last.date, 1),
};

test("the home page's sentence names every closed program, one, two or more, and only those", () => {
  const rows = [
    { program: "A", date: "2026-12-01" },
    { program: "B", date: "2026-12-15" },
    { program: "C", date: "2027-03-01" },
    { program: "D" },
  ];
  const at = (today: string) => applicationsSummary(rows, cycle, today, 4, labels, summary);
  expect(at("2026-12-01")).toBe("Applications are open for all 4 programs; A closes December 1, 2026.");
  expect(at("2026-12-02")).toBe("Applications are open for 3 of our 4 programs; A closed for this cycle; B closes December 15, 2026.");
  expect(at("2026-12-16")).toBe("Applications are open for 2 of our 4 programs; A and B closed for this cycle; C closes March 1, 2027.");
  expect(at("2027-03-02")).toBe("Applications are open for 1 of our 4 programs; A, B, and C closed for this cycle.");
});

test("the home page's sentence, on the content's deadlines at the days that matter, claims only what is open and names the next", () => {
  const total = 8;
  const at = (today: string) => applicationsSummary(deadlinesFile.deadlines, deadlinesFile.cycle, today, total, labels, summary);
  const accepting = (today: string) => deadlinesFile.deadlines.filter((d) => !("date" in d) || !d.date || d.date >= today).length;

  const before = days["before the cycle"];
  // Before the cycle only rolling admissions take applications.
  expect(at(before)).toBe(`Applications are open for 1 of our ${total} programs.`);
  const window = days["30 days before the first deadline"];
  expect(at(window)).toBe(
    `${accepting(window) === total ? `Applications are open for all ${total} programs` : `Applications are open for ${accepting(window)} of our ${total} programs`}; ${first.program} closes ${formatIsoDate(first.date)}.`,
  );
  // The day after a deadline: that program is named as closed, then the next to close.
  expect(at(plusDays(first.date, 1))).toContain(
    `${accepting(plusDays(first.date, 1))} of our ${total} programs; ${first.program} closed for this cycle; ${sorted[1].program} closes`,
  );
  // After the last dated deadline: rolling admissions only, every dated program named closed, no deadline named.
  expect(at(days["the day after the last deadline"])).toBe(
    `Applications are open for 1 of our ${total} programs; ${new Intl.ListFormat("en-US").format(dated.map((d) => d.program))} closed for this cycle.`,
  );
  // Nothing open and the next cycle ahead: its opening.
  expect(applicationsSummary(dated, deadlinesFile.cycle, plusDays(last.date, 1), total, labels, summary)).toBe(
    `Applications for the next cycle open ${formatIsoDate(deadlinesFile.cycle.nextOpens)}.`,
  );
});
