import { render, screen } from "@testing-library/react";
import Reveal from "../../src/components/Reveal/Reveal";
import {
  MockIntersectionObserver,
  installIntersectionObserver,
  mockReducedMotion,
  removeIntersectionObserver,
  restoreMatchMedia,
} from "../support/browserMocks";

const { renderToString } = jest.requireActual<typeof import("react-dom/server")>("react-dom/server.node");

describe("Reveal", () => {
  beforeEach(() => {
    installIntersectionObserver();
    Object.defineProperty(window, "innerHeight", { value: 1000, configurable: true });
    mockReducedMotion(false);
  });
  afterEach(() => {
    removeIntersectionObserver();
    restoreMatchMedia();
  });

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

  it("passes through element, id, class and aria-labelledby", () => {
    render(
      <Reveal as="div" id="x" className="tone" aria-labelledby="h">
        <h2 id="h">Title</h2>
      </Reveal>,
    );
    const el = document.getElementById("x");
    expect(el?.tagName).toBe("DIV");
    expect(el).toHaveClass("tone");
    expect(el).toHaveClass("reveal");
    expect(el).toHaveAttribute("aria-labelledby", "h");
  });

  it("pending below the 80% line, revealed above it, and stays revealed", () => {
    render(<Reveal id="s">content</Reveal>);
    const el = document.getElementById("s")!;
    expect(el).not.toHaveAttribute("data-reveal");
    const io = MockIntersectionObserver.instances[0];
    expect(io.options.rootMargin).toBe("100000px 0px -20% 0px");
    io.fire(el, false, 900);
    expect(el).toHaveAttribute("data-reveal", "pending");
    io.fire(el, true, 790);
    expect(el).toHaveAttribute("data-reveal", "revealed");
    io.fire(el, false, 2000); // unobserved: ignored
    expect(el).toHaveAttribute("data-reveal", "revealed");
    expect(screen.getByText("content")).toBeInTheDocument();
  });

  it("uses the fraction it is given", () => {
    render(
      <Reveal id="s" atViewportFraction={0.5}>
        content
      </Reveal>,
    );
    expect(MockIntersectionObserver.instances[0].options.rootMargin).toBe("100000px 0px -50% 0px");
  });

  it("all sections share one observer", () => {
    render(
      <>
        <Reveal id="a">a</Reveal>
        <Reveal id="b">b</Reveal>
        <Reveal id="c">c</Reveal>
      </>,
    );
    expect(MockIntersectionObserver.instances).toHaveLength(1);
  });

  it("reduced motion: never pending, nothing observed", () => {
    mockReducedMotion(true);
    render(<Reveal id="s">content</Reveal>);
    expect(MockIntersectionObserver.instances).toHaveLength(0);
    expect(document.getElementById("s")).not.toHaveAttribute("data-reveal");
  });
});
