import { render, screen, within } from "@testing-library/react";
import { useStaticQuery, type HeadProps, type PageProps } from "gatsby";
import StudentExperiencePage, { Head } from "../../src/pages/student-experience";
import Seo from "../../src/components/Seo/Seo";
import page from "../../content/studentExperiencePage.json";
import stats from "../../content/stats.json";
import { withIconSvg } from "./iconFixture";
import { photoFixture } from "./photoFixture";
import { headFixture } from "./headFixture";
import { queriedSiteJson } from "../components/siteJson.fixture";

// Seo is tested on its own; here only what the page hands it matters.
jest.mock("../../src/components/Seo/Seo", () => jest.fn(() => null));

// The page query's result, built from the real content files with photo keys resolved as @link does.
const data: Queries.StudentExperiencePageQuery = {
  page: {
    seo: { head: headFixture(page.seo, "/student-experience/") },
    hero: { actions: null, ...page.hero, photo: photoFixture(page.hero.photo) },
  },
  studentExperiencePageJson: withIconSvg({
    ...page,
    organizations: { ...page.organizations, photo: photoFixture(page.organizations.photo) },
  }),
  statsJson: { studentExperience: stats.studentExperience },
};

const props = { data, location: { pathname: "/student-experience" } } as unknown as PageProps<Queries.StudentExperiencePageQuery>;

beforeEach(() => {
  // ActionLinks resolves call-to-action ids through a static query of site.json.
  (useStaticQuery as jest.Mock).mockReturnValue({ siteJson: queriedSiteJson });
});

describe("/student-experience page", () => {
  it("has one h1 (the hero) and an h2 for every section, in page order", () => {
    render(<StudentExperiencePage {...props} />);
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(page.hero.heading);
    expect(screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual([
      page.features.heading,
      "Academic Support",
      "Arts & Culture",
      page.organizations.heading,
      page.closing.heading,
    ]);
  });

  it("shows the hero photo and the organizations photo with their alt texts", () => {
    render(<StudentExperiencePage {...props} />);
    expect(screen.getByAltText(`Alt text of ${page.hero.photo}`)).toBeInTheDocument();
    expect(screen.getByAltText(`Alt text of ${page.organizations.photo}`)).toBeInTheDocument();
  });

  it("shows six feature cards, each with its title (h3) and description", () => {
    render(<StudentExperiencePage {...props} />);
    const section = document.getElementById(page.features.id)!;
    const cards = within(section).getAllByRole("listitem");
    expect(cards).toHaveLength(6);
    cards.forEach((card, i) => {
      expect(within(card).getByRole("heading", { level: 3 })).toHaveTextContent(page.features.items[i].title);
      expect(card).toHaveTextContent(page.features.items[i].description);
      // The icon is drawn and hidden from assistive technology.
      expect(card.querySelector("svg[aria-hidden='true']")).not.toBeNull();
    });
  });

  it.each([
    ["academicSupport", page.academicSupport],
    ["artsCulture", page.artsCulture],
  ] as const)("lists every %s item in its own labelled section", (_name, list) => {
    render(<StudentExperiencePage {...props} />);
    const section = screen.getByRole("region", { name: list.heading });
    expect(section).toHaveAttribute("id", list.id);
    const items = within(section).getAllByRole("listitem");
    expect(items.map((li) => li.textContent)).toEqual(list.items);
  });

  it("shows the 50+ student organizations figure from stats.json", () => {
    render(<StudentExperiencePage {...props} />);
    const section = document.getElementById(page.organizations.id)!;
    expect(within(section).getByText("50+")).toBeInTheDocument();
    expect(within(section).getByText("Student organizations")).toBeInTheDocument();
    expect(section).toHaveTextContent(page.organizations.text);
  });

  it("closes with the campus tour and apply calls to action", () => {
    render(<StudentExperiencePage {...props} />);
    const section = document.getElementById(page.closing.id)!;
    const links = within(section).getAllByRole("link");
    expect(links).toHaveLength(page.closing.actions.length);
    expect(links[0]).toHaveAccessibleName(/Schedule a Tour/);
    expect(links[0].getAttribute("href")).toMatch(/^mailto:visit@bcu\.example\.edu\?subject=/);
    expect(links[1]).toHaveAttribute("href", "/admissions#apply");
    // A call to action never points back at this page.
    links.forEach((link) => expect(link.getAttribute("href")).not.toMatch(/^\/student-experience/));
  });

  it("hands Seo the head the build resolved for the page", () => {
    render(<Head {...(props as unknown as HeadProps<Queries.StudentExperiencePageQuery>)} />);
    expect((Seo as unknown as jest.Mock).mock.calls.at(-1)[0]).toEqual({ head: data.page!.seo.head });
  });
});
