import { renderToString } from "react-dom/server.node";
import { act, render, screen, within } from "@testing-library/react";
import Deadlines from "../../src/blocks/Deadlines/Deadlines";
import ProgramPath from "../../src/components/ProgramPath/ProgramPath";
import { daysBetween, formatIsoDate } from "../../src/lib/deadlines";
import { displayResolvers } from "../../plugins/content-schema";
import programPage from "../../content/programPage.json";
import { block, contentPage } from "../content/pages";
import deadlinesFile from "../../content/deadlines.json";
import servicesFile from "../../content/applicationServices.json";
import programsFile from "../../content/programs.json";
import site from "../../content/site.json";

// The deadlines table and each program's application card (its page's How to Apply) as the build renders them on a given
// day (BCU_BUILD_DATE, server rendering: what the HTML and a reader without JavaScript get), and
// as the browser re-evaluates them on the visitor's day. Statuses are checked by rule against
// each record's date, never against today's content.

const { labels } = deadlinesFile;
const dated = deadlinesFile.deadlines.flatMap((d) => ("date" in d && d.date ? [{ program: d.program, date: d.date }] : []));
const sorted = [...dated].sort((a, b) => a.date.localeCompare(b.date));
const plusDays = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const admissions = contentPage("admissions");

/** The records both blocks read (their `content`) from a build on `buildDate` (calendarPath resolved as of that day). */
function contentAt(buildDate: string) {
  process.env.BCU_BUILD_DATE = buildDate;
  try {
    const deadlines = deadlinesFile.deadlines.map((d) => ({
      program: d.program,
      date: "date" in d ? d.date : null,
      calendarPath: displayResolvers.Deadline.calendarPath.resolve(d),
    }));
    const programs = programsFile.programs.map((p) => ({
      ...p,
      iconSvg: "",
      // Program.deadline: the program's record of deadlines.json (plugins/pages).
      deadline: deadlines.find((d) => d.program === p.name) ?? null,
      // Program.service: the program's record of applicationServices.json (plugins/program-pages).
      service: servicesFile.services.find((s) => s.name === p.application.service),
      ask: { label: "Ask", href: "mailto:a@b.c", kind: "email" },
    }));
    return {
      buildDate,
      programPage,
      deadlines: { ...deadlinesFile, deadlines },
      programs: { programs },
      site: { ui: site.ui },
    };
  } finally {
    delete process.env.BCU_BUILD_DATE;
  }
}

/** The deadlines block of /admissions as its fragment gives it (every launch deadline fits its maxRows). */
const deadlinesBlock = (buildDate: string) => {
  const content = contentAt(buildDate);
  return {
    ...block(admissions, "deadlines"),
    shown: { items: content.deadlines.deadlines, more: false },
    content,
  } as unknown as Queries.DeadlinesBlockFragment["deadlines"];
};
/** Every program's application card, each in an element with its slug as id, as its fragments give it. */
function ProgramPaths({ buildDate }: { buildDate: string }) {
  const content = contentAt(buildDate);
  const labels = content as unknown as Queries.ProgramPathLabelsFragment;
  return content.programs.programs.map((program) => (
    <div key={program.slug} id={program.slug}>
      <ProgramPath program={program as unknown as Queries.ProgramPathFragment} labels={labels} />
    </div>
  ));
}

/** What a row must say on `today`, from its date alone (and the day the cycle opens). */
function expectRow(row: HTMLElement, d: { program: string; date: string }, today: string) {
  const { opens } = deadlinesFile.cycle;
  const left = daysBetween(today, d.date);
  const text = row.textContent ?? "";
  const link = row.querySelector("a[download]");
  expect(row.querySelector("time")?.getAttribute("datetime")).toBe(d.date);
  expect(text).toContain(formatIsoDate(d.date));
  if (left < 0) {
    expect([d.program, text]).toEqual([
      d.program,
      expect.stringContaining(deadlinesFile.labels.closed.replace("{date}", formatIsoDate(d.date))),
    ]);
    expect(text).toMatch(/Next cycle opens|Ask admissions/);
    expect([d.program, link]).toEqual([d.program, null]);
  } else {
    expect([d.program, link?.getAttribute("href")]).toEqual([
      d.program,
      `/calendar/${d.program.toLowerCase().replace(/ /g, "-")}-deadline.ics`,
    ]);
    const label =
      today < opens
        ? `Opens ${formatIsoDate(opens)}`
        : left === 0
          ? "Closes today"
          : left === 1
            ? "Closes tomorrow"
            : left <= 30
              ? `Closes in ${left} days`
              : labels.open;
    expect([d.program, text]).toEqual([d.program, expect.stringContaining(label)]);
    expect(text).not.toContain("Closed");
  }
}

const days = {
  "before the cycle": plusDays(deadlinesFile.cycle.opens, -1),
  "30 days before the first deadline": plusDays(sorted[0].date, -30),
  "the first deadline's day": sorted[0].date,
  "the day after the last deadline": plusDays(sorted[sorted.length - 1].date, 1),
};

describe.each(Object.entries(days))("built %s (%s)", (_name, buildDate) => {
  let container: HTMLElement;
  beforeEach(() => {
    container = document.createElement("div");
    container.innerHTML = renderToString(
      <>
        <Deadlines block={deadlinesBlock(buildDate)} />
        <ProgramPaths buildDate={buildDate} />
      </>,
    );
    document.body.replaceChildren(container);
  });

  test("the table: every record a row, each status and calendar link as its date decides, and the day they hold for", () => {
    const table = within(container).getByRole("table");
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows).toHaveLength(deadlinesFile.deadlines.length);
    const rowOf = (program: string) => rows.find((r) => r.querySelector("th")?.textContent === program)!;
    for (const d of dated) expectRow(rowOf(d.program), d, buildDate);
    const rolling = rows.find((r) => !r.querySelector("time"))!;
    expect(rolling).toHaveTextContent(labels.rollingDate);
    expect(rolling).toHaveTextContent(labels.rolling);
    expect(rolling.querySelector("a[download]")).toBeNull();
    expect(container).toHaveTextContent(`Statuses as of ${formatIsoDate(buildDate)}.`);
  });

  test("each program's application card says the same as its row", () => {
    for (const d of dated) {
      const slug = programsFile.programs.find((p) => p.name === d.program)!.slug;
      const entry = container.querySelector<HTMLElement>(`#${slug} dd.deadline`)!;
      expectRow(entry, d, buildDate);
    }
  });
});

afterEach(() => jest.useRealTimers());

test("in the browser the visitor's day decides: built before the first deadline, shows it closed the day after, no calendar link", () => {
  const buildDate = plusDays(sorted[0].date, -5);
  const visitorDay = plusDays(sorted[0].date, 1);
  jest.useFakeTimers({ now: new Date(`${visitorDay}T17:00:00Z`) });
  act(() => {
    render(<Deadlines block={deadlinesBlock(buildDate)} />);
  });
  const row = screen.getAllByRole("row").find((r) => r.querySelector("th")?.textContent === sorted[0].program)!;
  expectRow(row, sorted[0], visitorDay);
  expect(document.body).toHaveTextContent(`Statuses as of ${formatIsoDate(visitorDay)}.`);
  expect(document.querySelector(`p > time[datetime="${visitorDay}"]`)).not.toBeNull();
});

test("with more deadlines than the table's maxRows, it ends with a link to every program", () => {
  const copy = block(admissions, "deadlines");
  const data = { ...deadlinesBlock(deadlinesFile.cycle.opens), shown: { items: deadlinesFile.deadlines.slice(0, 2), more: true } };
  const table = within(render(<Deadlines block={data as unknown as Queries.DeadlinesBlockFragment["deadlines"]} />).container);
  expect(table.getAllByRole("rowheader")).toHaveLength(2);
  expect(table.getByRole("link", { name: copy.seeAllLabel })).toHaveAttribute("href", expect.stringMatching(/^\/academics\/?$/));
});
