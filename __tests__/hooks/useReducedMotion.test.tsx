import { act, renderHook } from "@testing-library/react";
import { useReducedMotion, prefersReducedMotion, REDUCED_MOTION_QUERY } from "../../src/hooks/useReducedMotion";

// A controllable matchMedia: `set(true)` flips the preference and fires "change".
function mockReducedMotion(initial: boolean) {
  let matches = initial;
  const listeners = new Set<() => void>();
  window.matchMedia = jest.fn((query: string) => ({
    media: query,
    get matches() {
      return query === REDUCED_MOTION_QUERY ? matches : false;
    },
    onchange: null,
    addEventListener: (_type: string, l: () => void) => listeners.add(l),
    removeEventListener: (_type: string, l: () => void) => listeners.delete(l),
    addListener: jest.fn(),
    removeListener: jest.fn(),
    dispatchEvent: jest.fn(),
  })) as unknown as typeof window.matchMedia;
  return {
    set(value: boolean) {
      matches = value;
      listeners.forEach((l) => l());
    },
  };
}

describe("useReducedMotion", () => {
  const original = window.matchMedia;
  afterEach(() => {
    window.matchMedia = original;
  });

  it("reports the preference and follows live changes", () => {
    const media = mockReducedMotion(false);
    const { result } = renderHook(() => useReducedMotion());
    expect(result.current).toBe(false);
    act(() => media.set(true));
    expect(result.current).toBe(true);
    expect(prefersReducedMotion()).toBe(true);
    act(() => media.set(false));
    expect(result.current).toBe(false);
  });

  it("is true from the first client render when reduce is set", () => {
    mockReducedMotion(true);
    const { result } = renderHook(() => useReducedMotion());
    expect(result.current).toBe(true);
  });

  it("falls back to false without matchMedia", () => {
    // jsdom has no matchMedia by default
    // @ts-expect-error deliberately removed
    delete window.matchMedia;
    const { result } = renderHook(() => useReducedMotion());
    expect(result.current).toBe(false);
    expect(prefersReducedMotion()).toBe(false);
  });
});
