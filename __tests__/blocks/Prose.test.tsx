import { render, screen } from "@testing-library/react";
import Prose from "../../src/blocks/Prose/Prose";

const prose = (paragraphs: string[]) =>
  ({ id: "story", heading: "Our Story", paragraphs, photo: null }) as unknown as Queries.ProseBlockFragment["prose"];

describe("Prose block", () => {
  it("sets the first of several paragraphs as a lead-in", () => {
    render(<Prose block={prose(["First.", "Second."])} />);
    expect(screen.getByText("First.")).toHaveClass("lead");
    expect(screen.getByText("Second.")).not.toHaveClass("lead");
  });

  it("sets a lone paragraph as body text: it leads into nothing", () => {
    render(<Prose block={prose(["Only."])} />);
    expect(screen.getByText("Only.")).not.toHaveClass("lead");
  });
});
