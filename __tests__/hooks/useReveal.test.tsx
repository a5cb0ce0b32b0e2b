import { act, renderHook } from "@testing-library/react";
import { useReveal, revealObserverCount, isPastRevealLine } from "../../src/hooks/useReveal";
import {
  MockIntersectionObserver,
  installIntersectionObserver,
  mockReducedMotion,
  removeIntersectionObserver,
  restoreMatchMedia,
} from "../support/browserMocks";

// Stable ref objects, as useRef gives components.
const refs = new Map<Element, { current: Element }>();
function refOf(el: Element) {
  if (!refs.has(el)) refs.set(el, { current: el });
  return refs.get(el)!;
}

const VIEWPORT = 1000; // reveal line at 800 px

describe("useReveal", () => {
  beforeEach(() => {
    installIntersectionObserver();
    Object.defineProperty(window, "innerHeight", { value: VIEWPORT, configurable: true });
    mockReducedMotion(false);
  });
  afterEach(() => {
    removeIntersectionObserver();
    restoreMatchMedia();
  });

  it("starts 'static' (visible): nothing is hidden before the observer has reported", () => {
    const el = document.createElement("section");
    const { result } = renderHook(() => useReveal(refOf(el)));
    expect(result.current).toBe("static");
  });

  it("observes with the 80% line: root ends 20% above the viewport bottom, reaches far above it", () => {
    const el = document.createElement("section");
    renderHook(() => useReveal(refOf(el), 0.8));
    expect(MockIntersectionObserver.instances).toHaveLength(1);
    expect(MockIntersectionObserver.instances[0].options.rootMargin).toBe("100000px 0px -20% 0px");
  });

  it("hides a section seen below the line and reveals it once its top is above 80% of the viewport", () => {
    const el = document.createElement("section");
    const { result } = renderHook(() => useReveal(refOf(el), 0.8));
    const io = MockIntersectionObserver.instances[0];
    io.fire(el, false, 800); // exactly on the line: not yet
    expect(result.current).toBe("pending");
    io.fire(el, true, 799);
    expect(result.current).toBe("revealed");
  });

  it("a section already in view is revealed straight away (no flash of hidden content)", () => {
    const el = document.createElement("section");
    const { result } = renderHook(() => useReveal(refOf(el)));
    MockIntersectionObserver.instances[0].fire(el, true, 100);
    expect(result.current).toBe("revealed");
  });

  it("a section already scrolled past (above the viewport) counts as revealed", () => {
    expect(isPastRevealLine(-500, VIEWPORT, 0.8)).toBe(true);
    const el = document.createElement("section");
    const { result } = renderHook(() => useReveal(refOf(el)));
    MockIntersectionObserver.instances[0].fire(el, false, -1500);
    expect(result.current).toBe("revealed");
  });

  it("only grows: once revealed it is unobserved and stays revealed", () => {
    const el = document.createElement("section");
    const { result, rerender } = renderHook(() => useReveal(refOf(el)));
    const io = MockIntersectionObserver.instances[0];
    io.fire(el, true, 200);
    expect(result.current).toBe("revealed");
    expect(io.elements.has(el)).toBe(false);
    // Even a stray late entry saying "below the line" changes nothing.
    act(() =>
      io.callback(
        [{ target: el, isIntersecting: false, boundingClientRect: { top: 2000 } } as unknown as IntersectionObserverEntry],
        io as unknown as IntersectionObserver,
      ),
    );
    rerender();
    expect(result.current).toBe("revealed");
  });

  it("shares ONE IntersectionObserver between all sections and drops it with the last", () => {
    const a = document.createElement("section");
    const b = document.createElement("section");
    const ha = renderHook(() => useReveal(refOf(a)));
    const hb = renderHook(() => useReveal(refOf(b)));
    expect(MockIntersectionObserver.instances).toHaveLength(1);
    const io = MockIntersectionObserver.instances[0];
    expect(io.elements.size).toBe(2);
    io.fire(a, true, 100);
    expect(ha.result.current).toBe("revealed");
    expect(hb.result.current).toBe("static");
    hb.unmount();
    ha.unmount();
    expect(revealObserverCount()).toBe(0);
  });

  it("under reduced motion never hides anything and does not observe", () => {
    mockReducedMotion(true);
    const el = document.createElement("section");
    const { result } = renderHook(() => useReveal(refOf(el)));
    expect(MockIntersectionObserver.instances).toHaveLength(0);
    expect(result.current).toBe("static");
  });

  it("without IntersectionObserver support stays visible", () => {
    removeIntersectionObserver();
    const el = document.createElement("section");
    const { result } = renderHook(() => useReveal(refOf(el)));
    expect(result.current).toBe("static");
  });
});
