/** @jest-environment jsdom */
import { within } from "@testing-library/react";
import { block, contentPage, sectionHeadings, sectionIds } from "../../content/pages";
import site from "../../../content/site.json";
import { programs } from "../../../content/programs.json";
import { stories } from "../../../content/stories.json";
import stats from "../../../content/stats.json";
import { builtPage, byId, callToAction, expectOutline, filled, internalHref } from "./builtPage";

// The home page's blocks, each found by its type, so the tests follow the content's order.
const home = contentPage("home");
const page = {
  hero: block(home, "hero"),
  programs: block(home, "programTiles"),
  // The photo band of points: where you can study.
  locations: block(home, "points"),
  clinics: block(home, "checklist"),
  stats: block(home, "figures"),
  stories: block(home, "stories"),
  // The contact block: the campus's address and phone.
  campus: block(home, "contact"),
  // The callout that closes the page.
  closing: block(home, "callout"),
};

describe("/ (built)", () => {
  const body = builtPage("/");

  it("has one h1 (the hero) and the sections' h2s in order; the hero has the filled lead and its calls to action", () => {
    expectOutline(body, page.hero.heading, sectionHeadings(home));
    const h1 = within(body).getByRole("heading", { level: 1 });
    const hero = h1.closest("header") as HTMLElement;
    expect(hero).toHaveTextContent(filled(page.hero.lead));
    const links = within(hero).getAllByRole("link");
    expect(links.map((a) => a.textContent)).toEqual(page.hero.actions.map((id: string) => expect.stringContaining(callToAction(id).label)));
  });

  it("renders every section in order, under its anchor", () => {
    const ids = sectionIds(home);
    const order = Array.from(body.querySelectorAll("section[id]"), (s) => s.id).filter((id: string) => ids.includes(id));
    expect(order).toEqual(ids);
  });

  it("shows a tile per program in the records' order, each linking to the program's page", () => {
    const tiles = within(byId(body, page.programs.id)).getAllByRole("listitem");
    expect(tiles.map((c) => within(c).getByRole("heading").textContent)).toEqual(programs.map((p) => p.name));
    programs.forEach((program, i) => {
      const link = within(tiles[i]).getByRole("link");
      expect(link).toHaveAttribute("href", internalHref(`/academics/${program.slug}/`));
    });
  });

  it("offers both locations and Explore All Programs", () => {
    const section = byId(body, page.locations.id);
    for (const item of page.locations.items) expect(within(section).getByRole("heading", { name: item.title })).toBeInTheDocument();
    for (const id of page.locations.actions) {
      const target = callToAction(id).to ?? "";
      expect(within(section).getByRole("link", { name: new RegExp(callToAction(id).label) })).toHaveAttribute("href", internalHref(target));
    }
  });

  it("lists the clinic points and the home figures", () => {
    expect(within(byId(body, page.clinics.id)).getAllByRole("listitem")).toHaveLength(page.clinics.items.length);
    const figures = within(byId(body, page.stats.id)).getAllByRole("listitem");
    expect(figures.map((li) => li.firstChild?.textContent)).toEqual(stats.home.map((s) => filled(s.value)));
  });

  it("shows every story and the campus address, phone and calls to action", () => {
    const section = byId(body, page.stories.id);
    for (const story of stories) expect(section).toHaveTextContent(story.quote);
    const campus = byId(body, page.campus.id);
    expect(campus).toHaveTextContent(site.address.street);
    expect(within(campus).getByRole("link", { name: site.phone.display })).toHaveAttribute("href", `tel:${site.phone.e164}`);
    for (const id of page.campus.actions)
      expect(within(campus).getByRole("link", { name: new RegExp(callToAction(id).label) })).toBeInTheDocument();
  });

  it("closes with the closing band's calls to action", () => {
    const names = Array.from(within(byId(body, page.closing.id)).getAllByRole("link"), (a) => a.textContent);
    expect(names).toEqual(page.closing.actions.map((id: string) => expect.stringContaining(callToAction(id).label)));
  });
});
