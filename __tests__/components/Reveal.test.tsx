import { renderToString } from "react-dom/server.node";
import { render } from "@testing-library/react";
import Reveal, { revealClass } from "../../src/components/Reveal/Reveal";

// The fade-in itself is src/lib/revealSections.ts (its test); Layout.test.tsx checks that the page
// starts it over every element of revealClass.
describe("Reveal", () => {
  it("server HTML never hides content: no reveal state, text present", () => {
    const html = renderToString(
      <Reveal id="stats" aria-labelledby="stats-heading">
        <h2 id="stats-heading">Stats</h2>
      </Reveal>,
    );
    expect(html).not.toContain("data-reveal");
    expect(html).not.toMatch(/opacity|hidden/);
    expect(html).toContain("Stats");
    expect(html).toMatch(/^<section/);
  });

  it("passes through element, id, class and aria-labelledby, and carries the class the script looks for", () => {
    render(
      <Reveal as="div" id="x" className="tone" aria-labelledby="h">
        <h2 id="h">Title</h2>
      </Reveal>,
    );
    const el = document.getElementById("x");
    expect(el?.tagName).toBe("DIV");
    expect(el).toHaveClass("tone");
    expect(el).toHaveClass(revealClass);
    expect(el).toHaveAttribute("aria-labelledby", "h");
  });
});
