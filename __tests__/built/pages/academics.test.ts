/** @jest-environment jsdom */
import { within } from "@testing-library/react";
import { block, contentPage, sectionHeadings } from "../../content/pages";
import { programs } from "../../../content/programs.json";
import { builtPage, byId, callToAction, expectOutline, filled, internalHref } from "./builtPage";
import { formatYears } from "../../../plugins/content-schema";

const academics = contentPage("academics");
const page = {
  hero: block(academics, "hero"),
  programs: block(academics, "programList"),
  whyChoose: block(academics, "points"),
  // The callout that closes the page.
  closing: block(academics, "callout"),
};

describe("/academics/ (built)", () => {
  const body = builtPage("/academics/");

  it("has one h1 and the section headings in order, with {programCount} filled in", () => {
    expectOutline(body, page.hero.heading, sectionHeadings(academics));
    expect(within(body).getByText(filled(page.hero.lead))).toBeInTheDocument();
  });

  it("shows every program, each anchored by its slug, with description, duration and degree", () => {
    const section = byId(body, page.programs.id);
    const articles = within(section).getAllByRole("article");
    expect(articles).toHaveLength(programs.length);
    programs.forEach((program, i) => {
      const card = byId(body, program.slug);
      expect(card.contains(articles[i])).toBe(true);
      // Each program <article> is named by its heading (aria-labelledby).
      expect(articles[i]).toHaveAccessibleName(program.name);
      expect(within(card).getByRole("heading", { level: 3 })).toHaveTextContent(program.name);
      expect(within(card).getByText(program.description)).toBeInTheDocument();
      expect(within(card).getByText(program.degree)).toBeInTheDocument();
      expect(within(card).getByText(formatYears(program.duration.minYears, program.duration.maxYears))).toBeInTheDocument();
      // The program colour reaches the card through a CSS custom property.
      expect(card.outerHTML).toContain(program.color);
    });
  });

  it("opens the catalogue with a jump link to every program, in file order", () => {
    const nav = within(byId(body, page.programs.id)).getByRole("navigation", { name: page.programs.jumpLabel });
    const links = within(nav).getAllByRole("link");
    expect(links.map((link) => link.getAttribute("href"))).toEqual(programs.map((program) => `#${program.slug}`));
    expect(links.map((link) => link.textContent)).toEqual(programs.map((program) => program.name));
    programs.forEach((program) => expect(body.querySelectorAll(`[id="${program.slug}"]`)).toHaveLength(1));
  });

  it("lists every Why Choose point", () => {
    const items = within(byId(body, page.whyChoose.id)).getAllByRole("listitem");
    expect(items).toHaveLength(page.whyChoose.items.length);
    page.whyChoose.items.forEach((point: { title: string; description: string }, i: number) => {
      expect(within(items[i]).getByRole("heading", { level: 3 })).toHaveTextContent(point.title);
      expect(within(items[i]).getByText(filled(point.description))).toBeInTheDocument();
    });
  });

  it("ends with its calls to action", () => {
    const hrefs = Array.from(within(byId(body, page.closing.id)).getAllByRole("link"), (a) => a.getAttribute("href"));
    for (const id of page.closing.actions) {
      const target = callToAction(id).to;
      if (target) expect(hrefs).toContain(internalHref(target));
    }
  });
});
