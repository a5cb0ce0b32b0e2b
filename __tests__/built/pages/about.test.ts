/** @jest-environment jsdom */
import { within } from "@testing-library/react";
import { block, contentPage, sectionHeadings } from "../../content/pages";
import site from "../../../content/site.json";
import { values } from "../../../content/coreValues.json";
import { entries } from "../../../content/timeline.json";
import stats from "../../../content/stats.json";
import { builtPage, byId, callToAction, expectOutline, filled } from "./builtPage";

const about = contentPage("about");
// The panels of statements: mission and vision.
const statements = block(about, "panels").items;
const page = {
  hero: block(about, "hero"),
  story: block(about, "prose"),
  mission: statements[0],
  vision: statements[1],
  // Points of the core values' records.
  values: block(about, "points"),
  figures: block(about, "figures"),
  timeline: block(about, "timeline"),
  // The contact block: a campus visit.
  visit: block(about, "contact"),
};

describe("/about/ (built)", () => {
  const body = builtPage("/about/");

  it("has one h1 and the section headings in order", () => {
    expectOutline(body, page.hero.heading, sectionHeadings(about));
  });

  it("tells the story, mission and vision under their anchors", () => {
    for (const paragraph of page.story.paragraphs) expect(within(body).getByText(filled(paragraph))).toBeInTheDocument();
    expect(byId(body, page.mission.id)).toHaveTextContent(filled(page.mission.text));
    expect(byId(body, page.vision.id)).toHaveTextContent(filled(page.vision.text));
  });

  it("shows every core value with its title, description and icon", () => {
    const items = within(byId(body, page.values.id)).getAllByRole("listitem");
    expect(items).toHaveLength(values.length);
    values.forEach((value, i) => {
      expect(within(items[i]).getByRole("heading", { level: 3 })).toHaveTextContent(value.title);
      expect(within(items[i]).getByText(value.description)).toBeInTheDocument();
      expect(items[i].querySelector("svg")).not.toBeNull();
    });
  });

  it("draws the milestones as an ordered list, oldest first", () => {
    const list = within(byId(body, page.timeline.id)).getByRole("list");
    expect(list.tagName).toBe("OL");
    const years = Array.from(within(list).getAllByRole("listitem"), (li) => li.querySelector("time")?.textContent);
    expect(years).toEqual(entries.map((e) => String(e.year)).sort());
    for (const entry of entries) expect(within(list).getByText(entry.event)).toBeInTheDocument();
  });

  it("shows the key figures with {programCount} filled from the records", () => {
    const figures = Array.from(within(byId(body, page.figures.id)).getAllByRole("listitem"), (li) => li.firstChild?.textContent);
    expect(figures).toEqual((stats[page.figures.figures as keyof typeof stats] as { value: string }[]).map((s) => filled(s.value)));
  });

  it("offers a campus visit: address, tel: and mailto: links from site.json, and its calls to action", () => {
    const visit = byId(body, page.visit.id);
    expect(within(visit).getByText(site.address.street)).toBeInTheDocument();
    expect(visit).toHaveTextContent(`${site.address.city}, ${site.address.region} ${site.address.postalCode}`);
    expect(within(visit).getByRole("link", { name: site.phone.display })).toHaveAttribute("href", `tel:${site.phone.e164}`);
    const email = `${site.emails[page.visit.email as keyof typeof site.emails]}@${site.domain}`;
    expect(within(visit).getByRole("link", { name: email })).toHaveAttribute("href", `mailto:${email}`);
    for (const id of page.visit.actions) {
      expect(within(visit).getByRole("link", { name: new RegExp(callToAction(id).label) })).toBeInTheDocument();
    }
  });
});
