import { act, renderHook } from "@testing-library/react";
import { useCarousel, type UseCarouselOptions } from "../../src/hooks/useCarousel";

const CAROUSEL_INTERVAL_MS = 5000; // content/site.json behaviour.carouselIntervalMs

// One act() per elapsed interval at most, so React re-runs the timer effect between steps as the
// browser would.
const tick = (ms: number) => {
  for (let left = ms; left > 0; left -= CAROUSEL_INTERVAL_MS) {
    const step = Math.min(left, CAROUSEL_INTERVAL_MS);
    act(() => jest.advanceTimersByTime(step));
  }
};

/** The index holds 4999 ms (the interval less one) and moves on by one at 5000 ms. */
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
