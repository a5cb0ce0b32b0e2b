import { act, renderHook } from "@testing-library/react";
import { useParallax, parallaxOffset, PARALLAX_SPEED } from "../../src/hooks/useParallax";
import { scrollSubscriberCount } from "../../src/lib/scrollStore";

function mockReducedMotion(reduce: boolean) {
  window.matchMedia = jest.fn((query: string) => ({
    media: query,
    matches: reduce && query.includes("reduce"),
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  })) as unknown as typeof window.matchMedia;
}

function scrollTo(y: number) {
  Object.defineProperty(window, "scrollY", { value: y, configurable: true, writable: true });
  act(() => {
    window.dispatchEvent(new Event("scroll"));
    jest.advanceTimersByTime(16);
  });
}

describe("useParallax", () => {
  const original = window.matchMedia;
  beforeEach(() => {
    jest.useFakeTimers();
    Object.defineProperty(window, "scrollY", { value: 0, configurable: true, writable: true });
    Object.defineProperty(window, "innerHeight", { value: 800, configurable: true });
  });
  afterEach(() => {
    jest.useRealTimers();
    window.matchMedia = original;
  });

  it("moves the element with the scroll offset by transform only", () => {
    mockReducedMotion(false);
    const el = document.createElement("div");
    const ref = { current: el };
    const { unmount } = renderHook(() => useParallax(ref, 0.3));
    expect(el.style.transform).toBe("translate3d(0, 0px, 0)");
    scrollTo(100);
    expect(el.style.transform).toBe("translate3d(0, 30px, 0)");
    expect(el.getAttribute("style")).not.toMatch(/top|margin|height/);
    unmount();
    expect(el.style.transform).toBe("");
    expect(scrollSubscriberCount()).toBe(0);
  });

  it("stops moving far below the hero (clamped to 1.5 viewports)", () => {
    expect(parallaxOffset(5000, PARALLAX_SPEED, 800)).toBe(parallaxOffset(1200, PARALLAX_SPEED, 800));
    expect(parallaxOffset(-20, PARALLAX_SPEED, 800)).toBe(0);
  });

  it("under reduced motion: no transform and no scroll subscription", () => {
    mockReducedMotion(true);
    const el = document.createElement("div");
    const ref = { current: el };
    renderHook(() => useParallax(ref));
    scrollTo(300);
    expect(el.style.transform).toBe("");
    expect(scrollSubscriberCount()).toBe(0);
  });
});
