import { render, screen, within } from "@testing-library/react";
import PhotoCredits from "../../src/sections/about/PhotoCredits";
import aboutPage from "../../content/aboutPage.json";
import photoCredits from "../components/photoCredits.fixture.json";

const content = { aboutPage: { photoCredits: aboutPage.photoCredits }, photoCredits } as Queries.AboutPhotoCreditsFragment;

describe("About: photo credits", () => {
  beforeEach(() => render(<PhotoCredits content={content} />));

  it("is the section the footer's link leads to, under its content heading", () => {
    const section = screen.getByRole("region", { name: aboutPage.photoCredits.heading });
    expect(section).toHaveAttribute("id", aboutPage.photoCredits.id);
    expect(within(section).getByText(aboutPage.photoCredits.intro)).toBeInTheDocument();
  });

  it("credits each photo: what it shows, the photographer (linked when the record has a page) and the licence", () => {
    const items = screen.getAllByRole("listitem");
    expect(items.map((li) => li.textContent)).toEqual(
      photoCredits.map((c) => `${c.alt} — ${c.photographer ? `${c.photographer}, ` : ""}${c.licence}`),
    );
    expect(screen.getByRole("link", { name: "Stanley Morales" })).toHaveAttribute("href", "https://www.pexels.com/@stanley-morales");
    expect(screen.getAllByRole("link")).toHaveLength(photoCredits.filter((c) => c.photographerUrl).length);
  });
});
