import { render, screen, within } from "@testing-library/react";
import PhotoCredits from "../../src/blocks/PhotoCredits/PhotoCredits";
import { block as blockOf, contentPage } from "../content/pages";
import photoCredits from "../components/photoCredits.fixture.json";

const copy = blockOf(contentPage("photo-credits"), "photoCredits");
const block = {
  id: copy.id,
  heading: copy.heading,
  intro: copy.intro,
  content: { photoCredits },
} as Queries.PhotoCreditsBlockFragment["photoCredits"];

describe("Photo credits block", () => {
  beforeEach(() => render(<PhotoCredits block={block} />));

  it("is the section the footer's link leads to, under its content heading", () => {
    const section = screen.getByRole("region", { name: copy.heading });
    expect(section).toHaveAttribute("id", copy.id);
    expect(within(section).getByText(copy.intro)).toBeInTheDocument();
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
