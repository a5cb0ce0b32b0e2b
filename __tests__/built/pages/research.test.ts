/** @jest-environment jsdom */
import { within } from "@testing-library/react";
import { block, contentPage, sectionHeadings } from "../../content/pages";
import stats from "../../../content/stats.json";
import { areas } from "../../../content/researchAreas.json";
import { publications } from "../../../content/publications.json";
import { builtPage, byId, callToAction, expectOutline, filled } from "./builtPage";
import { formatUsdCompact } from "../../../plugins/content-schema";
import { barWidths } from "../../../src/blocks/FundingAreas/barWidths";

const research = contentPage("research");
const page = {
  hero: block(research, "hero"),
  stats: block(research, "figures"),
  areas: block(research, "fundingAreas"),
  opportunities: block(research, "points"),
  publications: block(research, "publications"),
  collaboration: block(research, "callout"),
};
const SECTIONS = research.blocks.filter((b) => b.type !== "hero");

describe("/research/ (built)", () => {
  const body = builtPage("/research/");

  it("has one h1 (the hero) and an h2 for every section, in page order, each labelling its section", () => {
    expectOutline(body, page.hero.heading, sectionHeadings(research));
    for (const { id } of SECTIONS) expect(byId(body, id)).toHaveAttribute("aria-labelledby", `${id}-heading`);
  });

  it("shows the research figures as stat tiles", () => {
    const tiles = within(byId(body, page.stats.id)).getAllByRole("listitem");
    expect(tiles.map((t) => t.textContent)).toEqual(
      (stats[page.stats.figures as keyof typeof stats] as { value: string; label: string }[]).map(
        (s) => `${filled(s.value)}${filled(s.label)}`,
      ),
    );
  });

  it("lists every research area with its funding as text and a proportional, hidden bar", () => {
    const section = byId(body, page.areas.id);
    const rows = within(section).getAllByRole("listitem");
    expect(rows).toHaveLength(areas.length);
    rows.forEach((row, i) => {
      expect(within(row).getByRole("heading", { level: 3 })).toHaveTextContent(areas[i].title);
      expect(row).toHaveTextContent(areas[i].description);
      expect(row).toHaveTextContent(`${page.areas.fundingLabel} ${formatUsdCompact(areas[i].fundingUsd)}`);
    });
    const bars = Array.from(section.querySelectorAll<HTMLElement>("[data-width]"));
    expect(bars.map((b) => b.style.width)).toEqual(barWidths(areas.map((a) => a.fundingUsd)).map((w) => `${w}%`));
    bars.forEach((bar) => expect(bar.closest("[aria-hidden='true']")).not.toBeNull());
  });

  it("lists the student research opportunities", () => {
    const section = byId(body, page.opportunities.id);
    expect(within(section).getAllByRole("listitem")).toHaveLength(page.opportunities.items.length);
    for (const item of page.opportunities.items) {
      expect(within(section).getByRole("heading", { name: item.title })).toBeInTheDocument();
      expect(within(section).getByText(item.description)).toBeInTheDocument();
    }
  });

  it("lists the recent publications with authors, the journal in <cite> and the year", () => {
    const section = byId(body, page.publications.id);
    expect(section.querySelector("ol")).not.toBeNull();
    const items = within(section).getAllByRole("listitem");
    expect(items).toHaveLength(publications.length);
    items.forEach((item, i) => {
      const pub = publications[i];
      expect(within(item).getByRole("heading", { level: 3 })).toHaveTextContent(pub.title);
      expect(item).toHaveTextContent(pub.authors.join(", "));
      expect(item.querySelector("cite")).toHaveTextContent(pub.journal);
      expect(item).toHaveTextContent(String(pub.year));
    });
  });

  it("ends with the collaboration call to action", () => {
    const section = byId(body, page.collaboration.id);
    for (const id of page.collaboration.actions) {
      expect(within(section).getByRole("link", { name: new RegExp(callToAction(id).label) })).toBeInTheDocument();
    }
  });
});
