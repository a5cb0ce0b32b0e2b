import { isPastRevealLine, revealRootMargin, revealSections } from "../../src/lib/revealSections";
import {
  MockIntersectionObserver,
  installIntersectionObserver,
  mockReducedMotion,
  removeIntersectionObserver,
  restoreMatchMedia,
} from "../support/browserMocks";

const VIEWPORT = 1000; // reveal line at 800 px

function sections(n: number): HTMLElement[] {
  return Array.from({ length: n }, () => document.body.appendChild(document.createElement("section")));
}

describe("revealSections", () => {
  beforeEach(() => {
    installIntersectionObserver();
    Object.defineProperty(window, "innerHeight", { value: VIEWPORT, configurable: true });
    mockReducedMotion(false);
  });
  afterEach(() => {
    removeIntersectionObserver();
    restoreMatchMedia();
    document.body.innerHTML = "";
  });

  it("changes nothing before the observer has reported: nothing is hidden up front", () => {
    const [el] = sections(1);
    revealSections([el], 0.8);
    expect(el).not.toHaveAttribute("data-reveal");
  });

  it("watches every section with ONE observer whose root ends at the 80% line and reaches far above", () => {
    const all = sections(3);
    revealSections(all, 0.8);
    expect(MockIntersectionObserver.instances).toHaveLength(1);
    expect(MockIntersectionObserver.instances[0].options.rootMargin).toBe("100000px 0px -20% 0px");
    expect(MockIntersectionObserver.instances[0].elements.size).toBe(3);
  });

  it("uses the fraction it is given", () => {
    revealSections(sections(1), 0.5);
    expect(MockIntersectionObserver.instances[0].options.rootMargin).toBe("100000px 0px -50% 0px");
    expect(revealRootMargin(0.75)).toBe("100000px 0px -25% 0px");
  });

  it("hides a section first seen below the screen and reveals it once its top is above 80% of the viewport", () => {
    const [el] = sections(1);
    revealSections([el], 0.8);
    const io = MockIntersectionObserver.instances[0];
    io.fire(el, false, 1000); // just below the screen
    expect(el).toHaveAttribute("data-reveal", "pending");
    io.fire(el, false, 800); // exactly on the line: not yet
    expect(el).toHaveAttribute("data-reveal", "pending");
    io.fire(el, true, 799);
    expect(el).toHaveAttribute("data-reveal", "revealed");
  });

  it("a section already on screen is revealed straight away, above the line or below it (no flash of hidden content)", () => {
    const [above, below] = sections(2);
    revealSections([above, below], 0.8);
    MockIntersectionObserver.instances[0].fire(above, true, 100);
    MockIntersectionObserver.instances[0].fire(below, false, 950);
    expect(above).toHaveAttribute("data-reveal", "revealed");
    expect(below).toHaveAttribute("data-reveal", "revealed");
  });

  it("a section already scrolled past (above the viewport) counts as revealed", () => {
    expect(isPastRevealLine(-500, VIEWPORT, 0.8)).toBe(true);
    const [el] = sections(1);
    revealSections([el], 0.8);
    MockIntersectionObserver.instances[0].fire(el, false, -1500);
    expect(el).toHaveAttribute("data-reveal", "revealed");
  });

  it("only grows: once revealed it is unobserved, and a stray late entry changes nothing", () => {
    const [a, b] = sections(2);
    revealSections([a, b], 0.8);
    const io = MockIntersectionObserver.instances[0];
    io.fire(a, true, 200);
    expect(io.elements.has(a)).toBe(false);
    io.callback(
      [{ target: a, isIntersecting: false, boundingClientRect: { top: 2000 } } as unknown as IntersectionObserverEntry],
      io as unknown as IntersectionObserver,
    );
    expect(a).toHaveAttribute("data-reveal", "revealed");
    expect(b).not.toHaveAttribute("data-reveal");
  });

  it("the returned function stops watching", () => {
    const all = sections(2);
    const stop = revealSections(all, 0.8);
    stop();
    expect(MockIntersectionObserver.instances[0].elements.size).toBe(0);
  });

  it("under reduced motion or without IntersectionObserver, never hides anything and observes nothing", () => {
    mockReducedMotion(true);
    const [el] = sections(1);
    revealSections([el], 0.8);
    expect(MockIntersectionObserver.instances).toHaveLength(0);
    mockReducedMotion(false);
    removeIntersectionObserver();
    expect(() => revealSections([el], 0.8)()).not.toThrow();
    expect(el).not.toHaveAttribute("data-reveal");
  });
});
