import { render, screen } from "@testing-library/react";
import ProgramTiles from "../../src/blocks/ProgramTiles/ProgramTiles";
import { block as blockOf, contentPage } from "../content/pages";
import deadlinesFile from "../../content/deadlines.json";

const copy = blockOf(contentPage("home"), "programTiles");

/** `count` generated program records (what the Program type gives the tiles). */
function programs(count: number) {
  return Array.from({ length: count }, (_, i) => ({
    slug: `program-${i + 1}`,
    name: `Program ${i + 1}`,
    iconSvg: "<svg></svg>",
    color: "#123456",
    summary: `Summary ${i + 1}.`,
    path: `/academics/program-${i + 1}/`,
    // The first closed on the build's day below, the others open; the first's service opens its next cycle early.
    deadline: { date: i === 0 ? "2026-12-01" : "2027-03-01" },
    cycle: { opens: "2026-06-01", nextOpens: i === 0 ? "2027-01-20" : "2027-06-01" },
  }));
}
const content = { buildDate: "2026-12-07", deadlines: { labels: deadlinesFile.labels } };

/** The block as its query gives it with `count` programs: the first maxTiles (plugins/pages boundedLists.ts), tokens filled. */
function renderWith(count: number) {
  const block = {
    ...copy,
    seeAllLabel: copy.seeAllLabel.replace("{programCount}", String(count)),
    shown: { items: programs(Math.min(count, copy.maxTiles)), more: count > copy.maxTiles },
    content,
  } as unknown as Queries.ProgramTilesBlockFragment["programTiles"];
  render(<ProgramTiles block={block} />);
}

describe("Program tiles block", () => {
  it("shows every program and no see-all link while they fit in maxTiles", () => {
    renderWith(copy.maxTiles);
    expect(screen.getAllByRole("heading", { level: 3 })).toHaveLength(copy.maxTiles);
    expect(screen.queryByRole("link", { name: /^See all/ })).not.toBeInTheDocument();
  });

  it("shows the programs the query left and links to all of them past maxTiles", () => {
    renderWith(copy.maxTiles * 10);
    const names = screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent);
    expect(names).toEqual(programs(copy.maxTiles).map((p) => p.name));
    const all = screen.getByRole("link", { name: `See all ${copy.maxTiles * 10} programs` });
    expect(all).toHaveAttribute("href", expect.stringMatching(/^\/academics\/?$/));
  });

  it("a program closed on the build's day says so on its tile, with its own next cycle; an open one says nothing", () => {
    renderWith(2);
    const [closed, open] = screen.getAllByRole("listitem");
    expect(closed).toHaveTextContent("Closed Next cycle opens January 20, 2027");
    expect(open).not.toHaveTextContent("Closed");
  });
});
