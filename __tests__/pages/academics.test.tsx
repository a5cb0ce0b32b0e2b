import { render, screen, within } from "@testing-library/react";
import { useStaticQuery, type HeadProps, type PageProps } from "gatsby";
import AcademicsPage, { Head } from "../../src/pages/academics";
import Seo from "../../src/components/Seo/Seo";
import page from "../../content/academicsPage.json";
import programsFile from "../../content/programs.json";
import { iconSvg } from "../../src/node/iconSvg";
import { withTokensFilled } from "./tokensFixture";
import { photoFixture } from "./photoFixture";
import { headFixture } from "./headFixture";
import { queriedSiteJson } from "../components/siteJson.fixture";

// Seo is tested on its own; here only what the page hands it matters.
jest.mock("../../src/components/Seo/Seo", () => jest.fn(() => null));

const programs = programsFile.programs.map(({ slug, name, icon, color, description, duration, degree }) => ({
  slug,
  name,
  iconSvg: iconSvg(icon),
  color,
  description,
  duration,
  degree,
}));

// The page query's result, built from the real content files so the tests follow the content.
const data: Queries.AcademicsPageQuery = withTokensFilled({
  page: { seo: { head: headFixture(page.seo, "/academics/") }, hero: { ...page.hero, photo: photoFixture(page.hero.photo) } },
  academicsPageJson: page,
  programsJson: { programs },
});
const props = { data, location: { pathname: "/academics" } } as unknown as PageProps<Queries.AcademicsPageQuery>;

const count = String(programs.length);

beforeEach(() => {
  // ActionLinks resolves call-to-action ids through a static query of site.json.
  (useStaticQuery as jest.Mock).mockReturnValue({ siteJson: queriedSiteJson });
});

/** Heading levels in document order never skip a level (h2 -> h4). */
function expectHeadingsInOrder(container: HTMLElement) {
  const levels = Array.from(container.querySelectorAll("h1, h2, h3, h4, h5, h6")).map((h) => Number(h.tagName[1]));
  expect(levels[0]).toBe(1);
  levels.slice(1).forEach((level, i) => expect(level).toBeLessThanOrEqual(levels[i] + 1));
}

describe("/academics page", () => {
  it("has one h1 and the section headings in order, with {programCount} filled in", () => {
    const { container } = render(<AcademicsPage {...props} />);
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(page.hero.heading);
    const h2s = screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent);
    expect(h2s).toEqual([page.programs.heading.replace("{programCount}", count), "Why Choose BCU", page.closing.heading]);
    expectHeadingsInOrder(container);
    expect(container.textContent).not.toMatch(/\{programCount\}/);
    expect(screen.getByText(page.hero.lead.replace("{programCount}", count))).toBeInTheDocument();
  });

  it("shows every program, each anchored by its slug, with description, duration and degree", () => {
    const { container } = render(<AcademicsPage {...props} />);
    const section = container.querySelector(`section#${page.programs.id}`) as HTMLElement;
    const articles = within(section).getAllByRole("article");
    expect(articles).toHaveLength(programs.length);
    const cards = articles.map((article) => article.parentElement as HTMLElement);
    programs.forEach((program, i) => {
      const card = cards[i];
      expect(card).toHaveAttribute("id", program.slug);
      // Each program <article> is named by its heading (aria-labelledby).
      expect(articles[i]).toHaveAccessibleName(program.name);
      expect(within(card).getByRole("heading", { level: 3 })).toHaveTextContent(program.name);
      expect(within(card).getByText(program.description)).toBeInTheDocument();
      expect(within(card).getByText(program.degree)).toBeInTheDocument();
      expect(within(card).getByText(page.programs.durationLabel)).toBeInTheDocument();
      expect(within(card).getByText(page.programs.degreeLabel)).toBeInTheDocument();
      // Program colour reaches the edge and icon circle through a CSS custom property.
      expect(card.outerHTML).toContain(program.color);
    });
    // Durations per the spec: six 4-year programs, Graduate Studies 2-3, Health Sciences 2-4.
    const durationOf = (name: string) => within(cards[programs.findIndex((p) => p.name === name)]).getByText(/years?$/).textContent;
    expect(durationOf("Dental Medicine")).toBe("4 years");
    expect(durationOf("Graduate Studies")).toBe("2-3 years");
    expect(durationOf("Health Sciences")).toBe("2-4 years");
  });

  it("opens the catalogue with a jump link to every program, in file order", () => {
    const { container } = render(<AcademicsPage {...props} />);
    const section = container.querySelector(`section#${page.programs.id}`) as HTMLElement;
    const nav = within(section).getByRole("navigation", { name: page.programs.jumpLabel });
    const links = within(nav).getAllByRole("link");
    expect(links.map((link) => link.getAttribute("href"))).toEqual(programs.map((program) => `#${program.slug}`));
    expect(links.map((link) => link.textContent)).toEqual(programs.map((program) => program.name));
    // Every target exists on the page, once.
    programs.forEach((program) => expect(container.querySelectorAll(`[id="${program.slug}"]`)).toHaveLength(1));
  });

  it("lists the six Why Choose BCU points", () => {
    const { container } = render(<AcademicsPage {...props} />);
    const section = container.querySelector(`section#${page.whyChoose.id}`) as HTMLElement;
    const items = within(section).getAllByRole("listitem");
    expect(items).toHaveLength(6);
    page.whyChoose.points.forEach((point, i) => {
      expect(within(items[i]).getByRole("heading", { level: 3 })).toHaveTextContent(point.title);
      expect(within(items[i]).getByText(point.description)).toBeInTheDocument();
    });
  });

  it("ends with calls to action that lead to the application and the requirements", () => {
    const { container } = render(<AcademicsPage {...props} />);
    const closing = container.querySelector(`section#${page.closing.id}`) as HTMLElement;
    const hrefs = within(closing)
      .getAllByRole("link")
      .map((a) => a.getAttribute("href"));
    expect(hrefs).toContain("/admissions#apply");
    expect(hrefs).toContain("/admissions#requirements");
  });

  it("hands Seo the head the build resolved for the page", () => {
    render(<Head {...(props as unknown as HeadProps<Queries.AcademicsPageQuery>)} />);
    expect((Seo as unknown as jest.Mock).mock.calls.at(-1)[0]).toEqual({ head: data.page!.seo.head });
  });
});
