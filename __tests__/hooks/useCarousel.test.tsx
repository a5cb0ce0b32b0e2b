import { act, renderHook } from "@testing-library/react";
import { useCarousel, wrapIndex, CAROUSEL_INTERVAL_MS, type UseCarouselOptions } from "../../src/hooks/useCarousel";

// One act() per elapsed interval at most, so React re-runs the timer effect between steps as the
// browser would.
const tick = (ms: number) => {
  for (let left = ms; left > 0; left -= CAROUSEL_INTERVAL_MS) {
    const step = Math.min(left, CAROUSEL_INTERVAL_MS);
    act(() => jest.advanceTimersByTime(step));
  }
};

/** The index holds 4999 ms (the default interval less one) and moves on by one at 5000 ms. */
function expectNextAtFullInterval(result: { current: { index: number } }, from: number) {
  tick(4999);
  expect(result.current.index).toBe(from);
  tick(1);
  expect(result.current.index).toBe(from + 1);
}

function setup(options: Partial<UseCarouselOptions> = {}) {
  return renderHook<ReturnType<typeof useCarousel>, UseCarouselOptions>((props) => useCarousel(props), {
    initialProps: { count: 4, intervalMs: CAROUSEL_INTERVAL_MS, ...options },
  });
}

describe("useCarousel", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("advances at 5000 ms and not at 4999 ms", () => {
    const { result } = setup();
    expect(result.current.index).toBe(0);
    expectNextAtFullInterval(result, 0);
    expectNextAtFullInterval(result, 1);
  });

  it("wraps forward from the last story to the first, automatically and with next", () => {
    const { result } = setup();
    tick(5000 * 3);
    expect(result.current.index).toBe(3);
    tick(5000);
    expect(result.current.index).toBe(0);
    act(() => result.current.goTo(3));
    act(() => result.current.next());
    expect(result.current.index).toBe(0);
  });

  it("wraps backward from the first story to the last", () => {
    const { result } = setup();
    act(() => result.current.previous());
    expect(result.current.index).toBe(3);
    act(() => result.current.previous());
    expect(result.current.index).toBe(2);
    expect(wrapIndex(-1, 4)).toBe(3);
    expect(wrapIndex(4, 4)).toBe(0);
  });

  it("dots jump to a story", () => {
    const { result } = setup();
    act(() => result.current.goTo(2));
    expect(result.current.index).toBe(2);
    act(() => result.current.goTo(0));
    expect(result.current.index).toBe(0);
  });

  it("restarts the full interval after a manual move", () => {
    const { result } = setup();
    tick(4000);
    act(() => result.current.next()); // index 1, timer restarts now
    expectNextAtFullInterval(result, 1);
  });

  it("restarts the timer even when the move keeps the index (current dot pressed)", () => {
    const { result } = setup();
    tick(4000);
    act(() => result.current.goTo(0));
    expectNextAtFullInterval(result, 0);
  });

  it("the pause button stops rotation and play resumes it with a fresh interval", () => {
    const { result } = setup();
    act(() => result.current.togglePlaying());
    expect(result.current.playing).toBe(false);
    expect(result.current.rotating).toBe(false);
    tick(20000);
    expect(result.current.index).toBe(0);
    act(() => result.current.next()); // manual controls still work while paused
    expect(result.current.index).toBe(1);
    act(() => result.current.togglePlaying());
    expect(result.current.rotating).toBe(true);
    expectNextAtFullInterval(result, 1);
  });

  it("pauses while hovered and resumes after the pointer leaves", () => {
    const { result } = setup();
    tick(3000);
    act(() => result.current.setHovered(true));
    expect(result.current.rotating).toBe(false);
    expect(result.current.playing).toBe(true); // the visitor's choice is unchanged
    tick(10000);
    expect(result.current.index).toBe(0);
    act(() => result.current.setHovered(false));
    expectNextAtFullInterval(result, 0);
  });

  it("pauses while focus is inside", () => {
    const { result } = setup();
    act(() => result.current.setFocusWithin(true));
    tick(10000);
    expect(result.current.index).toBe(0);
    act(() => result.current.setFocusWithin(false));
    tick(5000);
    expect(result.current.index).toBe(1);
  });

  it("pauses while the tab is hidden", () => {
    const { result, rerender } = setup();
    rerender({ count: 4, pageHidden: true });
    expect(result.current.rotating).toBe(false);
    tick(10000);
    expect(result.current.index).toBe(0);
    rerender({ count: 4, pageHidden: false });
    tick(5000);
    expect(result.current.index).toBe(1);
  });

  it("reduced motion: never advances automatically, manual controls still work", () => {
    const { result } = setup({ reducedMotion: true });
    expect(result.current.rotating).toBe(false);
    tick(60000);
    expect(result.current.index).toBe(0);
    act(() => result.current.next());
    expect(result.current.index).toBe(1);
    act(() => result.current.previous());
    act(() => result.current.previous());
    expect(result.current.index).toBe(3);
    act(() => result.current.goTo(2));
    expect(result.current.index).toBe(2);
    tick(60000);
    expect(result.current.index).toBe(2);
  });

  it("uses the interval it is given", () => {
    const { result } = setup({ intervalMs: 1000 });
    act(() => jest.advanceTimersByTime(999));
    expect(result.current.index).toBe(0);
    act(() => jest.advanceTimersByTime(1));
    expect(result.current.index).toBe(1);
  });

  it("keeps one timer at a time", () => {
    const { result } = setup();
    act(() => result.current.next());
    act(() => result.current.next());
    expect(jest.getTimerCount()).toBe(1);
    act(() => result.current.togglePlaying());
    expect(jest.getTimerCount()).toBe(0);
  });
});
