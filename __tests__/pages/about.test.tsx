import { render, screen, within } from "@testing-library/react";
import { useStaticQuery, type HeadProps, type PageProps } from "gatsby";
import AboutPage, { Head } from "../../src/pages/about";
import Seo from "../../src/components/Seo/Seo";
import site from "../../content/site.json";
import page from "../../content/aboutPage.json";
import valuesFile from "../../content/coreValues.json";
import timelineFile from "../../content/timeline.json";
import stats from "../../content/stats.json";
import programsFile from "../../content/programs.json";
import { withIconSvg } from "./iconFixture";
import { photoFixture } from "./photoFixture";
import { headFixture } from "./headFixture";
import { withTokensFilled } from "./tokensFixture";
import { queriedSiteJson } from "../components/siteJson.fixture";

jest.mock("../../src/components/Seo/Seo", () => jest.fn(() => null));

// The page query's result, built from the real content files so the tests follow the content.
const data: Queries.AboutPageQuery = withTokensFilled({
  page: { seo: { head: headFixture(page.seo, "/about/") }, hero: { actions: null, ...page.hero, photo: photoFixture(page.hero.photo) } },
  aboutPageJson: {
    ...page,
    story: { ...page.story, photo: photoFixture(page.story.photo) },
    visit: { ...page.visit, photo: photoFixture(page.visit.photo) },
    figures: { ...page.figures, intro: null },
  },
  coreValuesJson: { values: withIconSvg(valuesFile.values) },
  timelineJson: { entries: timelineFile.entries },
  statsJson: { about: stats.about },
  siteJson: {
    domain: site.domain,
    emails: { visits: site.emails.visits },
    phone: site.phone,
    address: site.address,
    ui: { emailLabel: site.ui.emailLabel, phoneLabel: site.ui.phoneLabel },
  },
});
const props = { data, location: { pathname: "/about" } } as unknown as PageProps<Queries.AboutPageQuery>;

beforeEach(() => {
  (useStaticQuery as jest.Mock).mockReturnValue({ siteJson: queriedSiteJson });
});

function expectHeadingsInOrder(container: HTMLElement) {
  const levels = Array.from(container.querySelectorAll("h1, h2, h3, h4, h5, h6")).map((h) => Number(h.tagName[1]));
  expect(levels[0]).toBe(1);
  levels.slice(1).forEach((level, i) => expect(level).toBeLessThanOrEqual(levels[i] + 1));
}

describe("/about page", () => {
  it("has one h1 and the section headings in order", () => {
    const { container } = render(<AboutPage {...props} />);
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(page.hero.heading);
    expect(screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual([
      page.story.heading,
      page.mission.heading,
      page.vision.heading,
      page.values.heading,
      page.figures.heading,
      page.timeline.heading,
      page.visit.heading,
    ]);
    expectHeadingsInOrder(container);
    expect(container.textContent).not.toMatch(/\{programCount\}/);
  });

  it("tells the story, mission and vision under their anchors", () => {
    const { container } = render(<AboutPage {...props} />);
    page.story.paragraphs.forEach((p) => expect(screen.getByText(p)).toBeInTheDocument());
    expect(container.querySelector(`#${page.mission.id}`)).toHaveTextContent(page.mission.text);
    expect(container.querySelector(`#${page.vision.id}`)).toHaveTextContent(page.vision.text);
    expect(screen.getByAltText(`Alt text of ${page.story.photo}`)).toBeInTheDocument();
  });

  it("shows the 4 core values", () => {
    const { container } = render(<AboutPage {...props} />);
    const section = container.querySelector(`section#${page.values.id}`) as HTMLElement;
    const items = within(section).getAllByRole("listitem");
    expect(items).toHaveLength(4);
    valuesFile.values.forEach((value, i) => {
      expect(within(items[i]).getByRole("heading", { level: 3 })).toHaveTextContent(value.title);
      expect(within(items[i]).getByText(value.description)).toBeInTheDocument();
      expect(items[i].querySelector("svg")).not.toBeNull();
    });
  });

  it("draws the 6 milestones as an ordered list, oldest first", () => {
    const { container } = render(<AboutPage {...props} />);
    const section = container.querySelector(`section#${page.timeline.id}`) as HTMLElement;
    const list = within(section).getByRole("list");
    expect(list.tagName).toBe("OL");
    const items = within(list).getAllByRole("listitem");
    expect(items.map((li) => li.querySelector("time")?.textContent)).toEqual(["1900", "1950", "1985", "2000", "2020", "2025"]);
    timelineFile.entries.forEach((entry) => expect(screen.getByText(entry.event)).toBeInTheDocument());
  });

  it("shows the key figures with the program count computed from the records", () => {
    const { container } = render(<AboutPage {...props} />);
    const section = container.querySelector(`section#${page.figures.id}`) as HTMLElement;
    const values = within(section)
      .getAllByRole("listitem")
      .map((li) => li.firstChild?.textContent);
    expect(values).toEqual(["125+", "38,000+", String(programsFile.programs.length)]);
  });

  it("offers a campus visit: address, tel: and mailto: links from site.json, and Schedule a Tour", () => {
    const { container } = render(<AboutPage {...props} />);
    const visit = container.querySelector(`section#${page.visit.id}`) as HTMLElement;
    expect(within(visit).getByText(site.address.street)).toBeInTheDocument();
    expect(visit).toHaveTextContent(`${site.address.city}, ${site.address.region} ${site.address.postalCode}`);
    expect(within(visit).getByRole("link", { name: site.phone.display })).toHaveAttribute("href", `tel:${site.phone.e164}`);
    const email = `${site.emails.visits}@${site.domain}`;
    expect(within(visit).getByRole("link", { name: email })).toHaveAttribute("href", `mailto:${email}`);
    expect(
      within(visit)
        .getByRole("link", { name: /Schedule a Tour/ })
        .getAttribute("href"),
    ).toMatch(/^mailto:visit@bcu\.example\.edu\?subject=/);
  });

  it("hands Seo the head the build resolved for the page", () => {
    render(<Head {...(props as unknown as HeadProps<Queries.AboutPageQuery>)} />);
    expect((Seo as unknown as jest.Mock).mock.calls.at(-1)[0]).toEqual({ head: data.page!.seo.head });
  });
});
