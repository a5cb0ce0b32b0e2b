import { render, screen, within } from "@testing-library/react";
import Section from "../../src/components/Section/Section";
import StatGrid from "../../src/components/StatGrid/StatGrid";
import Card from "../../src/components/Card/Card";
import SkipLink from "../../src/components/SkipLink/SkipLink";

describe("Section", () => {
  it("is a region labelled by its heading, with the id as anchor", () => {
    render(
      <Section id="stats" heading="Stats & Facts" intro="Numbers" tone="navy">
        <p>body</p>
      </Section>,
    );
    const region = screen.getByRole("region", { name: "Stats & Facts" });
    expect(region).toHaveAttribute("id", "stats");
    expect(region).toHaveClass("toneNavy");
    expect(within(region).getByRole("heading", { level: 2 })).toHaveAttribute("id", "stats-heading");
    expect(within(region).getByText("Numbers")).toBeInTheDocument();
  });
});

describe("StatGrid", () => {
  it("lists each value with its label", () => {
    render(
      <StatGrid
        items={[
          { value: "12:1", label: "student-to-faculty ratio" },
          { value: "600+", label: "students" },
        ]}
      />,
    );
    const items = screen.getAllByRole("listitem");
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent("12:1student-to-faculty ratio");
  });
});

describe("Card", () => {
  it("renders heading at the chosen level, body, footer and the icon colour", () => {
    const { container } = render(
      <Card
        heading="Pharmacy"
        headingLevel={3}
        iconSvg={'<circle cx="12" cy="12" r="10"></circle>'}
        iconColor="#7c2d12"
        footer={<a href="/x">Learn more</a>}
      >
        <p>Body</p>
      </Card>,
    );
    expect(screen.getByRole("heading", { level: 3, name: "Pharmacy" })).toBeInTheDocument();
    expect(screen.getByText("Body")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Learn more" })).toBeInTheDocument();
    expect(container.querySelector("[style]")?.getAttribute("style")).toContain("--card-icon-bg: #7c2d12");
    // The build-time icon markup is drawn inside the coloured circle.
    expect(container.querySelector("[style] svg[aria-hidden='true'] circle")).not.toBeNull();
  });
});

describe("SkipLink", () => {
  it("points at #main", () => {
    render(<SkipLink label="Skip to main content" />);
    expect(screen.getByRole("link", { name: "Skip to main content" })).toHaveAttribute("href", "#main");
  });
});

describe("Section without landmark", () => {
  it("keeps its heading but is not a named region when a child is the landmark", () => {
    render(
      <Section id="student-stories" heading="Student Stories" landmark={false}>
        <p>carousel</p>
      </Section>,
    );
    expect(screen.getByRole("heading", { level: 2, name: "Student Stories" })).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Student Stories" })).toBeNull();
  });
});
