/** @jest-environment jsdom */
import { within } from "@testing-library/react";
import { block, contentPage, sectionHeadings } from "../../content/pages";
import stats from "../../../content/stats.json";
import { builtPage, byId, callToAction, expectOutline, filled } from "./builtPage";

const se = contentPage("student-experience");
const page = {
  hero: block(se, "hero"),
  // Points with icons: life on campus.
  features: block(se, "points"),
  // The panels of lists, side by side.
  academicSupport: block(se, "panels").items[0],
  artsCulture: block(se, "panels").items[1],
  // The photo band of figures: stats.json's student-experience set beside the text.
  organizations: block(se, "figures"),
  // The callout that closes the page.
  closing: block(se, "callout"),
};

describe("/student-experience/ (built)", () => {
  const body = builtPage("/student-experience/");

  it("has one h1 (the hero) and an h2 for every section, in page order", () => {
    expectOutline(body, page.hero.heading, sectionHeadings(se));
  });

  it("shows a card per feature, each with its title (h3), description and a hidden icon", () => {
    const cards = within(byId(body, page.features.id)).getAllByRole("listitem");
    expect(cards).toHaveLength(page.features.items.length);
    cards.forEach((card, i) => {
      expect(within(card).getByRole("heading", { level: 3 })).toHaveTextContent(page.features.items[i].title);
      expect(card).toHaveTextContent(page.features.items[i].description);
      expect(card.querySelector("svg[aria-hidden='true']")).not.toBeNull();
    });
  });

  it.each([page.academicSupport, page.artsCulture])("lists every $heading item in its own labelled section", (list) => {
    const section = within(body).getByRole("region", { name: list.heading });
    expect(section).toHaveAttribute("id", list.id);
    expect(Array.from(within(section).getAllByRole("listitem"), (li) => li.textContent)).toEqual(list.items);
  });

  it("shows the student-experience figures from stats.json beside the organizations text", () => {
    const section = byId(body, page.organizations.id);
    expect(page.organizations.figures).toBe("studentExperience");
    for (const stat of stats.studentExperience) {
      expect(within(section).getByText(filled(stat.value))).toBeInTheDocument();
      expect(within(section).getByText(filled(stat.label))).toBeInTheDocument();
    }
    expect(section).toHaveTextContent(filled(page.organizations.intro));
  });

  it("closes with its calls to action, none pointing back at this page", () => {
    const links = within(byId(body, page.closing.id)).getAllByRole("link");
    expect(links.map((l) => l.textContent)).toEqual(
      page.closing.actions.map((id: string) => expect.stringContaining(callToAction(id).label)),
    );
    links.forEach((link) => expect(link.getAttribute("href")).not.toMatch(/^\/student-experience/));
  });
});
