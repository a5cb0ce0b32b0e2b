import { render, screen, within } from "@testing-library/react";
import { useStaticQuery, type HeadProps, type PageProps } from "gatsby";
import HomePage, { Head } from "../../src/pages/index";
import Seo from "../../src/components/Seo/Seo";
import site from "../../content/site.json";
import page from "../../content/homePage.json";
import programsFile from "../../content/programs.json";
import storiesFile from "../../content/stories.json";
import statsFile from "../../content/stats.json";
import { withIconSvg } from "./iconFixture";
import { iconSvg } from "../../src/node/iconSvg";
import { withTokensFilled } from "./tokensFixture";
import { queriedSiteJson } from "../components/siteJson.fixture";
import { photoFixture } from "./photoFixture";
import { headFixture } from "./headFixture";

// Seo is tested on its own; here only what the page hands it matters.
jest.mock("../../src/components/Seo/Seo", () => jest.fn(() => null));

// The page query's result, built from the real content files so the tests follow the content.
const data: Queries.HomePageQuery = withTokensFilled({
  page: { seo: { head: headFixture(page.seo, "/") } },
  homePageJson: {
    hero: { ...page.hero, photo: photoFixture(page.hero.photo) },
    programs: page.programs,
    locations: withIconSvg(page.locations),
    clinics: { ...page.clinics, photo: photoFixture(page.clinics.photo) },
    stats: page.stats,
    stories: page.stories,
    campus: { ...page.campus, photo: photoFixture(page.campus.photo) },
    closing: { ...page.closing, photo: photoFixture(page.closing.photo) },
  },
  programsJson: {
    programs: programsFile.programs.map(({ slug, name, icon, color, summary }) => ({ slug, name, iconSvg: iconSvg(icon), color, summary })),
  },
  storiesJson: { stories: storiesFile.stories.map((s) => ({ ...s, photo: photoFixture(s.photo) })) },
  checkIcon: iconSvg("CircleCheck"),
  addressIcon: iconSvg("MapPin"),
  phoneIcon: iconSvg("Phone"),
  statsJson: { home: statsFile.home },
  siteJson: queriedSiteJson,
});

const props = { data, location: { pathname: "/" } } as unknown as PageProps<Queries.HomePageQuery>;

beforeEach(() => {
  // ActionLinks resolves call-to-action ids through a static query of site.json.
  (useStaticQuery as jest.Mock).mockReturnValue({ siteJson: queriedSiteJson });
});

function section(container: HTMLElement, id: string): HTMLElement {
  const el = container.querySelector(`#${id}`);
  if (!el) throw new Error(`no section #${id}`);
  return el as HTMLElement;
}

describe("Home page", () => {
  it("opens with the hero: the only h1, the filled lead and Apply Now + Request Information", () => {
    render(<HomePage {...props} />);
    const h1s = screen.getAllByRole("heading", { level: 1 });
    expect(h1s).toHaveLength(1);
    expect(h1s[0]).toHaveTextContent("Excellence in Healthcare Education");
    const hero = h1s[0].closest("header") as HTMLElement;
    expect(hero).toHaveTextContent(`${programsFile.programs.length} professional and graduate programs`);
    expect(hero).not.toHaveTextContent("{programCount}");
    const links = within(hero).getAllByRole("link");
    expect(links.map((a) => a.textContent)).toEqual(["Apply Now", expect.stringContaining("Request Information")]);
    expect(links[0]).toHaveAttribute("href", "/admissions#apply");
    expect(links[1].getAttribute("href")).toMatch(/^mailto:admissions@/);
  });

  it("loads the hero photo eagerly with high fetch priority", () => {
    const { container } = render(<HomePage {...props} />);
    const img = container.querySelector(`img[alt="Alt text of ${page.hero.photo}"]`);
    expect(img).toHaveAttribute("loading", "eager");
    expect(img).toHaveAttribute("fetchpriority", "high");
  });

  it("renders every section, in order, each labelled by its heading", () => {
    const { container } = render(<HomePage {...props} />);
    const ids = [page.programs.id, page.locations.id, page.clinics.id, page.stats.id, page.stories.id, page.campus.id, page.closing.id];
    const order = Array.from(container.querySelectorAll("section[id]"), (s) => s.id).filter((id) => ids.includes(id));
    expect(order).toEqual(ids);
    for (const heading of [
      "Academic Excellence",
      "Explore by Location",
      page.clinics.heading,
      "Stats & Facts",
      "Student Stories",
      "Campus Location",
      page.closing.heading,
    ]) {
      expect(screen.getByRole("heading", { level: 2, name: heading })).toBeInTheDocument();
    }
  });

  it("shows a card per program in the records' order, each linking to its anchor on /academics", () => {
    const { container } = render(<HomePage {...props} />);
    const cards = within(section(container, page.programs.id)).getAllByRole("listitem");
    expect(cards.map((c) => within(c).getByRole("heading").textContent)).toEqual(programsFile.programs.map((p) => p.name));
    const link = within(cards[programsFile.programs.findIndex((p) => p.name === "Pharmacy")]).getByRole("link", {
      name: "Learn more about Pharmacy",
    });
    expect(link).toHaveAttribute("href", "/academics#pharmacy");
    expect(link).toHaveTextContent(page.programs.learnMoreLabel);
  });

  it("offers both locations and Explore All Programs", () => {
    const { container } = render(<HomePage {...props} />);
    const s = section(container, page.locations.id);
    expect(within(s).getByRole("heading", { name: "St. Petersburg Beach, FL" })).toBeInTheDocument();
    expect(within(s).getByRole("heading", { name: "Online & Hybrid" })).toBeInTheDocument();
    expect(within(s).getByRole("link", { name: "Explore All Programs" })).toHaveAttribute("href", "/academics");
  });

  it("lists the four clinic points and the four home figures", () => {
    const { container } = render(<HomePage {...props} />);
    expect(within(section(container, page.clinics.id)).getAllByRole("listitem")).toHaveLength(4);
    const stats = within(section(container, page.stats.id)).getAllByRole("listitem");
    expect(stats.map((li) => li.firstChild?.textContent)).toEqual(["$3.6M+", "3.8K+", "12:1", "600+"]);
  });

  it("hands the stories to the carousel and shows the campus address, phone and tour link", () => {
    const { container } = render(<HomePage {...props} />);
    const stories = section(container, page.stories.id);
    for (const story of storiesFile.stories) expect(stories).toHaveTextContent(story.quote);
    const campus = section(container, page.campus.id);
    expect(campus).toHaveTextContent(site.address.street);
    expect(within(campus).getByRole("link", { name: site.phone.display })).toHaveAttribute("href", `tel:${site.phone.e164}`);
    expect(
      within(campus)
        .getByRole("link", { name: /Schedule a Tour/ })
        .getAttribute("href"),
    ).toMatch(/^mailto:visit@/);
  });

  it("closes with Apply, Request Information and Schedule a Tour", () => {
    const { container } = render(<HomePage {...props} />);
    const names = within(section(container, page.closing.id))
      .getAllByRole("link")
      .map((a) => a.textContent);
    expect(names).toEqual(["Apply", expect.stringContaining("Request Information"), expect.stringContaining("Schedule a Tour")]);
  });

  it("hands Seo the head the build resolved for the page", () => {
    render(<Head {...(props as unknown as HeadProps<Queries.HomePageQuery>)} />);
    expect((Seo as unknown as jest.Mock).mock.calls.at(-1)[0]).toEqual({ head: data.page!.seo.head });
  });
});
