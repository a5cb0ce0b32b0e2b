import { renderToString } from "react-dom/server.node";
import { render, screen, within } from "@testing-library/react";
import Section from "../../src/components/Section/Section";
import { revealClass } from "../../src/components/Reveal/Reveal";
import StatGrid from "../../src/components/StatGrid/StatGrid";
import Card from "../../src/components/Card/Card";

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
    expect(region).toHaveClass(revealClass); // what Layout's fade-in script looks for
    expect(within(region).getByRole("heading", { level: 2 })).toHaveAttribute("id", "stats-heading");
    expect(within(region).getByText("Numbers")).toBeInTheDocument();
  });

  it("server HTML never hides content: no reveal state (the browser's script sets it)", () => {
    const html = renderToString(<Section id="stats" heading="Stats" />);
    expect(html).toMatch(/^<section/);
    expect(html).not.toMatch(/data-reveal|opacity|hidden/);
  });
});

it("StatGrid lists each value with its label", () => {
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

it("Card renders a list item with its heading, body and the icon in its circle", () => {
  const { container } = render(
    <ul>
      <Card heading="Pharmacy" iconSvg={'<circle cx="12" cy="12" r="10"></circle>'}>
        <p>Body</p>
      </Card>
    </ul>,
  );
  expect(screen.getByRole("listitem")).toContainElement(screen.getByRole("heading", { level: 3, name: "Pharmacy" }));
  expect(screen.getByText("Body")).toBeInTheDocument();
  // The build-time icon markup is drawn inside the circle.
  expect(container.querySelector(".icon svg[aria-hidden='true'] circle")).not.toBeNull();
});

it("Section without landmark keeps its heading but is not a named region when a child is the landmark", () => {
  render(
    <Section id="student-stories" heading="Student Stories" landmark={false}>
      <p>carousel</p>
    </Section>,
  );
  expect(screen.getByRole("heading", { level: 2, name: "Student Stories" })).toBeInTheDocument();
  expect(screen.queryByRole("region", { name: "Student Stories" })).toBeNull();
});
