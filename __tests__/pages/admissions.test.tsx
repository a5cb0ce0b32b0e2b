import { render, screen, within } from "@testing-library/react";
import { useStaticQuery, type HeadProps, type PageProps } from "gatsby";
import AdmissionsPage, { Head } from "../../src/pages/admissions";
import Seo from "../../src/components/Seo/Seo";
import site from "../../content/site.json";
import page from "../../content/admissionsPage.json";
import stepsFile from "../../content/applicationSteps.json";
import deadlinesFile from "../../content/deadlines.json";
import requirementsFile from "../../content/requirements.json";
import { withIconSvg } from "./iconFixture";
import { photoFixture } from "./photoFixture";
import { headFixture } from "./headFixture";
import { queriedSiteJson } from "../components/siteJson.fixture";

jest.mock("../../src/components/Seo/Seo", () => jest.fn(() => null));

// The page query's result, built from the real content files so the tests follow the content.
const data: Queries.AdmissionsPageQuery = {
  page: { seo: { head: headFixture(page.seo, "/admissions/") }, hero: { ...page.hero, photo: photoFixture(page.hero.photo) } },
  admissionsPageJson: withIconSvg(page),
  applicationStepsJson: { steps: stepsFile.steps },
  deadlinesJson: {
    deadlines: deadlinesFile.deadlines.map((d) => ({
      program: d.program,
      deadline: d.deadline,
      date: (d as { date?: string }).date ?? null,
      status: d.status,
    })),
  },
  requirementsJson: { requirements: requirementsFile.requirements },
  siteJson: {
    domain: site.domain,
    emails: { admissions: site.emails.admissions },
    phone: site.phone,
    ui: { emailLabel: site.ui.emailLabel, phoneLabel: site.ui.phoneLabel },
  },
};
const props = { data, location: { pathname: "/admissions" } } as unknown as PageProps<Queries.AdmissionsPageQuery>;

beforeEach(() => {
  (useStaticQuery as jest.Mock).mockReturnValue({ siteJson: queriedSiteJson });
});

function expectHeadingsInOrder(container: HTMLElement) {
  const levels = Array.from(container.querySelectorAll("h1, h2, h3, h4, h5, h6")).map((h) => Number(h.tagName[1]));
  expect(levels[0]).toBe(1);
  levels.slice(1).forEach((level, i) => expect(level).toBeLessThanOrEqual(levels[i] + 1));
}

describe("/admissions page", () => {
  it("has one h1 and the section headings in order", () => {
    const { container } = render(<AdmissionsPage {...props} />);
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(page.hero.heading);
    expect(screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual([
      page.process.heading,
      page.deadlines.heading,
      page.requirements.heading,
      page.contact.heading,
    ]);
    expectHeadingsInOrder(container);
  });

  it("shows the 4 application steps, in order, in the #apply section the Apply CTAs target", () => {
    const { container } = render(<AdmissionsPage {...props} />);
    const section = container.querySelector("section#apply") as HTMLElement;
    expect(section).not.toBeNull();
    const list = within(section).getByRole("list");
    expect(list.tagName).toBe("OL");
    const steps = within(list).getAllByRole("listitem");
    expect(steps.map((li) => within(li).getByRole("heading", { level: 3 }).textContent)).toEqual([
      "Submit Application",
      "Required Documents",
      "Interview",
      "Decision & Enrollment",
    ]);
    steps.forEach((li, i) => {
      expect(li).toHaveTextContent(`${page.process.stepLabel} ${i + 1}`);
      expect(within(li).getByText(stepsFile.steps[i].description)).toBeInTheDocument();
    });
  });

  it("lists the 6 deadlines in a table, each Open, with a calendar file for every dated one", () => {
    render(<AdmissionsPage {...props} />);
    const table = screen.getByRole("table", { name: page.deadlines.heading });
    const rows = within(table).getAllByRole("row").slice(1); // after the header row
    expect(rows).toHaveLength(6);
    deadlinesFile.deadlines.forEach((d, i) => {
      const row = rows[i];
      expect(within(row).getByRole("rowheader")).toHaveTextContent(d.program);
      expect(row).toHaveTextContent(d.deadline);
      expect(within(row).getByText("Open")).toBeInTheDocument();
      const link = within(row).queryByRole("link");
      if ("date" in d) {
        // Each link names its program, so a list of links stays distinguishable.
        expect(link).toHaveAccessibleName(new RegExp(`^${page.deadlines.addToCalendarLabel}\\s*: ${d.program}$`));
        expect(link?.getAttribute("href")).toMatch(/^\/calendar\/[a-z-]+-deadline\.ics$/);
        expect(within(row).getByText(d.deadline).closest("time")).toHaveAttribute("dateTime", d.date);
      } else {
        // Rolling admissions: no date, so no calendar file.
        expect(link).toBeNull();
        expect(row).toHaveTextContent(page.deadlines.noCalendarLabel);
      }
    });
    expect(within(table).getByRole("row", { name: /Dental Medicine/ })).toHaveTextContent("December 1, 2025");
  });

  it("shows the 6 requirements in the #requirements section that View Detailed Requirements targets", () => {
    const { container } = render(<AdmissionsPage {...props} />);
    const section = container.querySelector("section#requirements") as HTMLElement;
    const items = within(section).getAllByRole("listitem");
    expect(items.map((li) => li.textContent)).toEqual(requirementsFile.requirements);
    // The hero offers the link to this section.
    expect(screen.getByRole("link", { name: "View Detailed Requirements" })).toHaveAttribute("href", "/admissions#requirements");
  });

  it("offers admissions by e-mail (mailto:) and phone (tel:), built from site.json", () => {
    const { container } = render(<AdmissionsPage {...props} />);
    const contact = container.querySelector(`section#${page.contact.id}`) as HTMLElement;
    const address = `${site.emails.admissions}@${site.domain}`;
    expect(within(contact).getByRole("link", { name: address })).toHaveAttribute("href", `mailto:${address}`);
    expect(within(contact).getByRole("link", { name: site.phone.display })).toHaveAttribute("href", `tel:${site.phone.e164}`);
    const hrefs = within(contact)
      .getAllByRole("link")
      .map((a) => a.getAttribute("href") ?? "");
    expect(hrefs.some((h) => h.startsWith(`mailto:${address}?subject=`))).toBe(true);
  });

  it("hands Seo the head the build resolved for the page", () => {
    render(<Head {...(props as unknown as HeadProps<Queries.AdmissionsPageQuery>)} />);
    expect((Seo as unknown as jest.Mock).mock.calls.at(-1)[0]).toEqual({ head: data.page!.seo.head });
  });
});
