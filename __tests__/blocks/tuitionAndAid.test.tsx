import { renderToString } from "react-dom/server.node";
import { act, render, screen, within } from "@testing-library/react";
import CostOfAttendance from "../../src/blocks/CostOfAttendance/CostOfAttendance";
import AidList from "../../src/blocks/AidList/AidList";
import NetPriceCalculator from "../../src/blocks/NetPriceCalculator/NetPriceCalculator";
import { formatIsoDate } from "../../src/lib/deadlines";
import { aidList, costRow, type MoneyRules } from "../../plugins/financial-aid";
import { programPagePath } from "../../plugins/pages";
import { block, contentPage } from "../content/pages";
import aidJson from "../../content/financialAid.json";
import deadlinesFile from "../../content/deadlines.json";
import programsFile from "../../content/programs.json";
import type { PricedProgram } from "../../src/lib/netPrice";

// The blocks of the tuition and aid page with the real content, as the GraphQL layer hands it to
// them (plugins/financial-aid computes the rows and the aid records): the cost table's rows and
// anchors, the aid records' deadlines re-evaluated on the visitor's day once hydrated, and the
// calculator given every program and the content's words.

const rules = aidJson as unknown as MoneyRules;
const programs = (programsFile.programs as unknown as (PricedProgram & { name: string })[]).map((p) => ({
  ...p,
  path: programPagePath(p.slug),
}));
const hub = contentPage("tuition-and-aid");
const plusDays = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const costBlock = () =>
  ({
    ...block(hub, "costOfAttendance"),
    intro: block(hub, "costOfAttendance").intro ?? null,
    content: {
      financialAid: { costOfAttendance: aidJson.costOfAttendance },
      programs: { programs: programs.map((p) => ({ slug: p.slug, name: p.name, path: p.path, costRow: costRow(p, rules) })) },
    },
  }) as unknown as Queries.CostOfAttendanceBlockFragment["costOfAttendance"];

const applicationDates = new Map(
  deadlinesFile.deadlines.map((d) => [d.program, "date" in d && d.date ? d.date.slice(0, 10) : null] as const),
);
const aidBlock = (buildDate: string) =>
  ({
    ...block(hub, "aidList"),
    items: aidList(rules, programs, applicationDates, block(hub, "aidList").kinds as string[]),
    content: {
      buildDate,
      deadlines: { cycle: deadlinesFile.cycle, labels: deadlinesFile.labels },
      financialAid: { statusCycle: aidJson.statusCycle, statusLabels: aidJson.statusLabels },
    },
  }) as unknown as Queries.AidListBlockFragment["aidList"];

describe("CostOfAttendance", () => {
  test("one row a program, anchored <id>-<slug>, its name linking to its page's Cost and Aid; an undergraduate program's two borrowers", () => {
    const data = costBlock();
    render(<CostOfAttendance block={data} />);
    const table = screen.getByRole("table");
    expect(within(table).getAllByRole("row")).toHaveLength(programs.length + 1);
    for (const program of programs) {
      const row = document.getElementById(`${data.id}-${program.slug}`)!;
      expect(within(row).getByRole("link", { name: program.name })).toHaveAttribute("href", `${program.path}#cost`);
      const expected = costRow(program, rules);
      expect(row).toHaveTextContent(expected.total);
      for (const loan of expected.loans) expect(row).toHaveTextContent(loan.gapTotal);
    }
    const bachelors = programs.find((p) => p.studentLevel === "undergraduate")!;
    const row = document.getElementById(`${data.id}-${bachelors.slug}`)!;
    expect(row).toHaveTextContent(new RegExp(`${data.dependentLabel} \\$[\\d,]+ ${data.independentLabel} \\$[\\d,]+`));
    // The scroller is a named region.
    expect(screen.getByRole("region", { name: data.scrollLabel })).toBeInTheDocument();
  });
});

describe("AidList", () => {
  const dated = aidJson.aid.flatMap((a) =>
    (block(hub, "aidList").kinds as string[]).includes(a.kind) && "deadline" in a && /^\d{4}-/.test(a.deadline ?? "")
      ? [{ name: a.name, date: a.deadline! }]
      : [],
  );
  const first = [...dated].sort((a, b) => a.date.localeCompare(b.date))[0];
  const item = (name: string) => screen.getByRole("heading", { level: 3, name }).closest("li")!;
  afterEach(() => document.body.replaceChildren());

  test("the HTML: each record's amount, who qualifies, how to apply, its programs and its deadline's status on the build's day", () => {
    const buildDate = plusDays(first.date, -5);
    const container = document.createElement("div");
    container.innerHTML = renderToString(<AidList block={aidBlock(buildDate)} />);
    document.body.replaceChildren(container);
    const entry = item(first.name);
    expect(entry).toHaveTextContent(formatIsoDate(first.date));
    expect(entry).toHaveTextContent(aidJson.statusLabels.closesIn.replace("{days}", "5"));
    expect(container).toHaveTextContent(aidJson.statusLabels.asOf.replace("{date}", formatIsoDate(buildDate)));
  });

  test("once hydrated, the statuses are the visitor's day's: a deadline passed since the build says it closed", () => {
    const buildDate = plusDays(first.date, -5);
    const visitorDay = plusDays(first.date, 1);
    jest.useFakeTimers({ now: new Date(`${visitorDay}T17:00:00Z`) });
    try {
      act(() => {
        render(<AidList block={aidBlock(buildDate)} />);
      });
      expect(item(first.name)).toHaveTextContent(aidJson.statusLabels.closed.replace("{date}", formatIsoDate(first.date)));
      expect(document.body).toHaveTextContent(aidJson.statusLabels.asOf.replace("{date}", formatIsoDate(visitorDay)));
    } finally {
      jest.useRealTimers();
    }
  });
});

describe("NetPriceCalculator block", () => {
  test("its heading and intro are the content's, and the form offers every program", async () => {
    const data = {
      id: "net-price",
      content: { financialAid: aidJson, programs: { programs } },
    } as unknown as Queries.NetPriceCalculatorBlockFragment["netPriceCalculator"];
    render(<NetPriceCalculator block={data} />);
    expect(screen.getByRole("heading", { level: 2, name: aidJson.calculator.heading })).toBeInTheDocument();
    expect(screen.getByText(aidJson.calculator.intro)).toBeInTheDocument();
    // Rendered in the browser with no server HTML to keep, the form loads at once.
    const select = await screen.findByLabelText(aidJson.calculator.programLabel);
    expect(
      within(select)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(programs.map((p) => p.name));
  });
});
