import { renderToString } from "react-dom/server.node";
import { render, screen, within } from "@testing-library/react";
import ProgramGlance from "../../src/blocks/ProgramGlance/ProgramGlance";
import { deadlineStatus, formatIsoDate } from "../../src/lib/deadlines";
import { costTable, type MoneyRules } from "../../plugins/financial-aid";
import { glanceFacts, sectionMenu } from "../../plugins/pages";
import programPage from "../../content/programPage.json";
import programsFile from "../../content/programs.json";
import deadlinesFile from "../../content/deadlines.json";
import aidFile from "../../content/financialAid.json";

// The band and the section menu of a program page (ProgramGlance) as its fragment gives them:
// the figures the build computes from the program's record, the deadline's status on the build's
// day with its closed status for CSS to show on the visitor's day, the menu from the page's blocks. Checked by rule against the records, never against fixed words.

type Glance = Queries.ProgramGlanceBlockFragment["programGlance"];
const copy = programPage.blocks.find((b) => b.type === "programGlance") as unknown as Glance & {
  costLabel: string;
  totalLabel: string;
  lengthLabel: string;
  compareTo: string;
  menu: string[];
};
const deadlineOf = (name: string) => {
  const record = deadlinesFile.deadlines.find((d) => d.program === name);
  return record ? { date: ("date" in record ? record.date : null) ?? null } : null;
};

/** The block's data for `slug` on a build of `buildDate`, computed as the build's resolvers do. */
function blockFor(slug: string, buildDate: string): Glance {
  const program = programsFile.programs.find((p) => p.slug === slug)!;
  const cost = costTable(program as never, aidFile as unknown as MoneyRules, programPage.cost);
  return {
    ...copy,
    facts: glanceFacts(program, cost, {
      ...copy,
      classProfile: programPage.classProfile,
      yearLabel: programPage.outcomes.yearLabel,
    }),
    compareHref: copy.compareTo.replace("{slug}", slug),
    sections: sectionMenu(programPage.blocks, copy.menu),
    content: {
      buildDate,
      deadlines: deadlinesFile,
      programs: { program: { deadline: deadlineOf(program.name) } },
    },
  };
}

const pharmacy = programsFile.programs.find((p) => p.slug === "pharmacy")!;
const pharmacyDeadline = deadlineOf(pharmacy.name)!.date!;
const statusOn = (today: string) => deadlineStatus(pharmacyDeadline, deadlinesFile.cycle, today, deadlinesFile.labels).label;

afterEach(() => {
  document.body.replaceChildren();
});

describe("the band", () => {
  it("gives the deadline with its status on the build's day in the HTML", () => {
    const built = "2026-12-07";
    document.body.innerHTML = renderToString(<ProgramGlance block={blockFor("pharmacy", built)} />);
    const band = screen.getByRole("region", { name: copy.heading });
    const deadline = within(band).getByText(copy.deadlineLabel).parentElement!;
    expect(deadline.querySelector("time")).toHaveAttribute("datetime", pharmacyDeadline);
    expect(deadline).toHaveTextContent(formatIsoDate(pharmacyDeadline));
    expect(deadline).toHaveTextContent(statusOn(built));
  });

  it("holds the closed status beside the build's, for CSS to show once the application card says closed", () => {
    // The card (ProgramPath) re-evaluates on the visitor's day; the band ships no JavaScript and
    // follows its data-deadline-state (the switch itself: __tests__/e2e/deadlines.test.ts).
    const built = "2026-12-07";
    document.body.innerHTML = renderToString(<ProgramGlance block={blockFor("pharmacy", built)} />);
    const band = screen.getByRole("region", { name: copy.heading });
    const deadline = within(band).getByText(copy.deadlineLabel).parentElement!;
    const after = new Date(Date.parse(`${pharmacyDeadline}T12:00:00Z`) + 864e5).toISOString().slice(0, 10);
    expect(statusOn(built)).not.toBe(statusOn(after));
    expect(deadline.querySelector(".whenOpen")).toHaveTextContent(statusOn(built));
    expect(deadline.querySelector(".whenClosed")).toHaveTextContent(statusOn(after));
  });

  it("has only the closed status once the deadline has passed on the build's day", () => {
    const after = new Date(Date.parse(`${pharmacyDeadline}T12:00:00Z`) + 864e5).toISOString().slice(0, 10);
    document.body.innerHTML = renderToString(<ProgramGlance block={blockFor("pharmacy", after)} />);
    const deadline = within(screen.getByRole("region", { name: copy.heading })).getByText(copy.deadlineLabel).parentElement!;
    expect(deadline.querySelector(".whenOpen, .whenClosed")).toBeNull();
    expect(deadline).toHaveTextContent(statusOn(after));
  });

  it("shows each figure the build computed under its label, and Compare for this program", () => {
    render(<ProgramGlance block={blockFor("dental-medicine", "2026-12-07")} />);
    const band = screen.getByRole("region", { name: copy.heading });
    const figures = Array.from(band.querySelectorAll("dl > div"), (div) => [
      div.querySelector("dt")!.textContent,
      div.querySelector("dd")!.textContent,
    ]);
    const dental = programsFile.programs.find((p) => p.slug === "dental-medicine")!;
    const labels = figures.map(([label]) => label);
    expect(labels).toEqual([copy.deadlineLabel, ...blockFor("dental-medicine", "2026-12-07").facts.map((f) => f.label)]);
    expect(figures).toContainEqual([programPage.classProfile.seatsLabel, String(dental.classProfile.seats)]);
    expect(figures).toContainEqual([programPage.classProfile.gpaLabel, dental.classProfile.medianGpa.toFixed(2)]);
    expect(within(band).getByRole("link", { name: copy.compareLabel })).toHaveAttribute(
      "href",
      "/academics/compare/?programs=dental-medicine",
    );
  });
});

describe("the section menu", () => {
  it("links to the sections it names, by their headings, in the page's order", () => {
    render(<ProgramGlance block={blockFor("pharmacy", "2026-12-07")} />);
    const menu = screen.getByRole("navigation", { name: copy.menuLabel });
    const links = within(menu)
      .getAllByRole("link")
      .map((a) => [a.textContent, a.getAttribute("href")]);
    const expected = programPage.blocks.flatMap((b) =>
      "id" in b && copy.menu.includes(b.id!) ? [[(b as { heading: string }).heading, `#${b.id}`]] : [],
    );
    expect(links).toEqual(expected);
    expect(links).toHaveLength(copy.menu.length);
  });

  it("stops the build when it names a section the page does not have", () => {
    expect(() => sectionMenu(programPage.blocks, [...copy.menu, "tuition"])).toThrow(
      'content/programPage.json: programGlance "menu" names "tuition", which no block with an id and a heading has',
    );
  });
});
