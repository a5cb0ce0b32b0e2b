import { act, renderHook } from "@testing-library/react";
import { useReducedMotion, prefersReducedMotion } from "../../src/hooks/useReducedMotion";
import { mockReducedMotion, restoreMatchMedia } from "../support/browserMocks";

describe("useReducedMotion", () => {
  afterEach(restoreMatchMedia);

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
