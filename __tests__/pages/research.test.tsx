import { render, screen, within } from "@testing-library/react";
import { useStaticQuery, type HeadProps, type PageProps } from "gatsby";
import ResearchPage, { Head } from "../../src/pages/research";
import { barWidths } from "../../src/sections/research/barWidths";
import page from "../../content/researchPage.json";
import stats from "../../content/stats.json";
import researchAreas from "../../content/researchAreas.json";
import publications from "../../content/publications.json";
import Seo from "../../src/components/Seo/Seo";
import { photoFixture } from "./photoFixture";
import { headFixture } from "./headFixture";
import { queriedSiteJson } from "../components/siteJson.fixture";

// Seo is tested on its own; here only what the page hands it matters.
jest.mock("../../src/components/Seo/Seo", () => jest.fn(() => null));

// The page query's result, built from the real content files (so the tests follow the content)
// with the photo keys resolved the way @link does.
const data: Queries.ResearchPageQuery = {
  page: { seo: { head: headFixture(page.seo, "/research/") }, hero: { actions: null, ...page.hero, photo: photoFixture(page.hero.photo) } },
  researchPageJson: {
    ...page,
    collaboration: { ...page.collaboration, photo: photoFixture(page.collaboration.photo) },
  },
  statsJson: { research: stats.research },
  researchAreasJson: { areas: researchAreas.areas },
  publicationsJson: { publications: publications.publications },
};

const props = { data, location: { pathname: "/research" } } as unknown as PageProps<Queries.ResearchPageQuery>;

beforeEach(() => {
  // ActionLinks resolves call-to-action ids through a static query of site.json.
  (useStaticQuery as jest.Mock).mockReturnValue({ siteJson: queriedSiteJson });
});

describe("barWidths", () => {
  it("gives each value its share of the largest, the largest being 100%", () => {
    expect(barWidths([800000, 1200000, 700000, 600000, 300000])).toEqual([66.7, 100, 58.3, 50, 25]);
  });

  it("never yields negative, NaN or infinite widths", () => {
    expect(barWidths([])).toEqual([]);
    expect(barWidths([0, 0])).toEqual([0, 0]);
    expect(barWidths([-5, 10])).toEqual([0, 100]);
  });
});

describe("/research page", () => {
  it("has one h1 (the hero) and an h2 for every section, in page order", () => {
    render(<ResearchPage {...props} />);
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(page.hero.heading);
    const h2s = screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent);
    expect(h2s).toEqual([
      page.stats.heading,
      page.areas.heading,
      page.opportunities.heading,
      page.publications.heading,
      page.collaboration.heading,
    ]);
  });

  it("shows the hero photo with its alt text", () => {
    render(<ResearchPage {...props} />);
    expect(screen.getByAltText(`Alt text of ${page.hero.photo}`)).toBeInTheDocument();
  });

  it("shows the four research figures as stat tiles", () => {
    render(<ResearchPage {...props} />);
    const section = document.getElementById(page.stats.id)!;
    const tiles = within(section).getAllByRole("listitem");
    expect(tiles).toHaveLength(4);
    expect(tiles.map((t) => t.textContent)).toEqual([
      "$3.6M+Research funding",
      "15+Researchers",
      "20+Publications annually",
      "5+Research projects",
    ]);
  });

  it("lists every research area with its funding as text and a proportional, hidden bar", () => {
    render(<ResearchPage {...props} />);
    const section = document.getElementById(page.areas.id)!;
    const rows = within(section).getAllByRole("listitem");
    expect(rows).toHaveLength(researchAreas.areas.length);
    const expected: Record<string, string> = {
      "Biomedical Sciences": "$800K+",
      "Clinical Research": "$1.2M+",
      "Pharmaceutical Sciences": "$700K+",
      "Public Health": "$600K+",
      "Behavioral Health": "$300K+",
    };
    rows.forEach((row, i) => {
      const area = researchAreas.areas[i];
      expect(within(row).getByRole("heading", { level: 3 })).toHaveTextContent(area.title);
      expect(row).toHaveTextContent(area.description);
      expect(row).toHaveTextContent(`${page.areas.fundingLabel} ${expected[area.title]}`);
    });
    const bars = Array.from(section.querySelectorAll<HTMLElement>("[data-width]"));
    expect(bars.map((b) => b.style.width)).toEqual(["66.7%", "100%", "58.3%", "50%", "25%"]);
    bars.forEach((bar) => expect(bar.closest("[aria-hidden='true']")).not.toBeNull());
  });

  it("lists the student research opportunities", () => {
    render(<ResearchPage {...props} />);
    const section = document.getElementById(page.opportunities.id)!;
    expect(within(section).getAllByRole("listitem")).toHaveLength(page.opportunities.items.length);
    for (const item of page.opportunities.items) {
      expect(within(section).getByRole("heading", { name: item.title })).toBeInTheDocument();
      expect(within(section).getByText(item.description)).toBeInTheDocument();
    }
  });

  it("lists three recent publications with authors, the journal in <cite> and the year", () => {
    render(<ResearchPage {...props} />);
    const section = document.getElementById(page.publications.id)!;
    const items = within(section).getAllByRole("listitem");
    expect(items).toHaveLength(3);
    expect(section.querySelector("ol")).not.toBeNull();
    items.forEach((item, i) => {
      const pub = publications.publications[i];
      expect(within(item).getByRole("heading", { level: 3 })).toHaveTextContent(pub.title);
      expect(item).toHaveTextContent(pub.authors.join(", "));
      expect(item.querySelector("cite")).toHaveTextContent(pub.journal);
      expect(item).toHaveTextContent(String(pub.year));
    });
  });

  it("ends with a Contact Research Office mail link", () => {
    render(<ResearchPage {...props} />);
    const section = document.getElementById(page.collaboration.id)!;
    const link = within(section).getByRole("link", { name: /Contact Research Office/ });
    expect(link.getAttribute("href")).toMatch(/^mailto:research@bcu\.example\.edu\?subject=/);
  });

  it("gives every section the anchor id from content", () => {
    render(<ResearchPage {...props} />);
    for (const id of [page.stats.id, page.areas.id, page.opportunities.id, page.publications.id, page.collaboration.id]) {
      expect(document.getElementById(id)).toHaveAttribute("aria-labelledby", `${id}-heading`);
    }
  });

  it("hands Seo the head the build resolved for the page", () => {
    render(<Head {...(props as unknown as HeadProps<Queries.ResearchPageQuery>)} />);
    expect((Seo as unknown as jest.Mock).mock.calls.at(-1)[0]).toEqual({ head: data.page!.seo.head });
  });
});
