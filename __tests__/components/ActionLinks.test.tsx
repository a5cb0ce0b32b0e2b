import { render, screen, within } from "@testing-library/react";
import { useStaticQuery } from "gatsby";
import photoCredits from "./photoCredits.fixture.json";
import ActionLinks from "../../src/components/ActionLinks/ActionLinks";
import { queriedSiteJson } from "./siteJson.fixture";

// What the static queries return: the real site content, so tests follow content changes.
const staticQueryData = { content: { site: queriedSiteJson }, allStockPhoto: { nodes: photoCredits } };

beforeEach(() => {
  (useStaticQuery as jest.Mock).mockReturnValue(staticQueryData);
});

describe("ActionLinks", () => {
  it("resolves ids to labelled links with their computed hrefs, in order", () => {
    render(<ActionLinks ids={["applyNow", "requestInfo", "callCampus"]} />);
    const links = within(screen.getByRole("list")).getAllByRole("link");
    expect(links).toHaveLength(3);
    expect(links[0]).toHaveAttribute("href", "/admissions/#apply");
    expect(links[0]).toHaveTextContent("Apply Now");
    expect(links[1].getAttribute("href")).toMatch(/^mailto:admissions@bcu\.example\.edu\?subject=Information/);
    expect(links[2]).toHaveAttribute("href", "tel:+17275550142");
  });

  it("styles the first action as primary and the rest as secondary", () => {
    render(<ActionLinks ids={["apply", "scheduleTour"]} onDark />);
    const [first, second] = screen.getAllByRole("link");
    expect(first).toHaveClass("primary");
    expect(second).toHaveClass("secondaryOnDark");
  });

  it("tells screen-reader users that a mail link opens their e-mail app", () => {
    render(<ActionLinks ids={["tourRequest"]} />);
    expect(screen.getByRole("link")).toHaveAccessibleName("Request a Tour by E-mail (opens your e-mail app)");
  });

  it("fails loudly for an id that is not in site.json", () => {
    jest.spyOn(console, "error").mockImplementation(() => {});
    expect(() => render(<ActionLinks ids={["nope"]} />)).toThrow(/Unknown call-to-action id "nope"/);
  });
});
