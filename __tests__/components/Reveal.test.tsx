import { act, render, screen } from "@testing-library/react";
import Reveal from "../../src/components/Reveal/Reveal";

const { renderToString } = jest.requireActual<typeof import("react-dom/server")>("react-dom/server.node");

type Fire = (el: Element, top: number, isIntersecting: boolean) => void;
let observers: { options: IntersectionObserverInit; fire: Fire }[] = [];

class MockIntersectionObserver {
  private readonly elements = new Set<Element>();
  constructor(callback: IntersectionObserverCallback, options: IntersectionObserverInit) {
    observers.push({
      options,
      fire: (el, top, isIntersecting) => {
        if (!this.elements.has(el)) return;
        const entry = { target: el, isIntersecting, boundingClientRect: { top } } as unknown as IntersectionObserverEntry;
        act(() => callback([entry], this as unknown as IntersectionObserver));
      },
    });
  }
  observe(el: Element) {
    this.elements.add(el);
  }
  unobserve(el: Element) {
    this.elements.delete(el);
  }
  disconnect() {
    this.elements.clear();
  }
}

let reduce = false;

describe("Reveal", () => {
  const original = window.matchMedia;
  beforeEach(() => {
    observers = [];
    reduce = false;
    (window as unknown as { IntersectionObserver: unknown }).IntersectionObserver = MockIntersectionObserver;
    Object.defineProperty(window, "innerHeight", { value: 1000, configurable: true });
    window.matchMedia = jest.fn((query: string) => ({
      media: query,
      matches: reduce && query.includes("reduce"),
      addEventListener: jest.fn(),
      removeEventListener: jest.fn(),
    })) as unknown as typeof window.matchMedia;
  });
  afterEach(() => {
    delete (window as unknown as { IntersectionObserver?: unknown }).IntersectionObserver;
    window.matchMedia = original;
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
    const io = observers[0];
    expect(io.options.rootMargin).toBe("100000px 0px -20% 0px");
    io.fire(el, 900, false);
    expect(el).toHaveAttribute("data-reveal", "pending");
    io.fire(el, 790, true);
    expect(el).toHaveAttribute("data-reveal", "revealed");
    io.fire(el, 2000, false); // unobserved: ignored
    expect(el).toHaveAttribute("data-reveal", "revealed");
    expect(screen.getByText("content")).toBeInTheDocument();
  });

  it("uses the fraction it is given", () => {
    render(
      <Reveal id="s" atViewportFraction={0.5}>
        content
      </Reveal>,
    );
    expect(observers[0].options.rootMargin).toBe("100000px 0px -50% 0px");
  });

  it("all sections share one observer", () => {
    render(
      <>
        <Reveal id="a">a</Reveal>
        <Reveal id="b">b</Reveal>
        <Reveal id="c">c</Reveal>
      </>,
    );
    expect(observers).toHaveLength(1);
  });

  it("reduced motion: never pending, nothing observed", () => {
    reduce = true;
    render(<Reveal id="s">content</Reveal>);
    expect(observers).toHaveLength(0);
    expect(document.getElementById("s")).not.toHaveAttribute("data-reveal");
  });
});
