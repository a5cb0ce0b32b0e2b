import { act, renderHook } from "@testing-library/react";
import { useScrolledPast } from "../../src/hooks/useScrolledPast";

function scrollTo(y: number) {
  Object.defineProperty(window, "scrollY", { value: y, configurable: true, writable: true });
  act(() => {
    window.dispatchEvent(new Event("scroll"));
  });
}

describe("useScrolledPast (nav bar solid state)", () => {
  beforeEach(() => {
    Object.defineProperty(window, "scrollY", { value: 0, configurable: true, writable: true });
  });

  it("is true once scrolled MORE than the threshold", () => {
    const { result } = renderHook(() => useScrolledPast(50, true));
    scrollTo(50);
    expect(result.current).toBe(false);
    scrollTo(51);
    expect(result.current).toBe(true);
  });

  it("re-renders only when the answer flips, not on every scrolled frame", () => {
    let renders = 0;
    renderHook(() => {
      renders += 1;
      return useScrolledPast(50, true);
    });
    const base = renders;
    scrollTo(10);
    scrollTo(20);
    scrollTo(30);
    expect(renders).toBe(base);
    scrollTo(60);
    expect(renders).toBe(base + 1);
  });

  it("reads an already scrolled page on mount", () => {
    Object.defineProperty(window, "scrollY", { value: 300, configurable: true, writable: true });
    const { result } = renderHook(() => useScrolledPast(50, true));
    expect(result.current).toBe(true);
  });

  it("listens passively, and stops when unmounted", () => {
    const add = jest.spyOn(window, "addEventListener");
    const remove = jest.spyOn(window, "removeEventListener");
    const { unmount } = renderHook(() => useScrolledPast(50, true));
    const scrollAdds = add.mock.calls.filter(([type]) => type === "scroll");
    expect(scrollAdds).toHaveLength(1);
    expect(scrollAdds[0][2]).toEqual({ passive: true });
    unmount();
    expect(remove.mock.calls.filter(([type, listener]) => type === "scroll" && listener === scrollAdds[0][1])).toHaveLength(1);
    add.mockRestore();
    remove.mockRestore();
  });

  it("stays false and does not listen when disabled", () => {
    const add = jest.spyOn(window, "addEventListener");
    const { result } = renderHook(() => useScrolledPast(50, false));
    scrollTo(500);
    expect(result.current).toBe(false);
    expect(add.mock.calls.some(([type]) => type === "scroll")).toBe(false);
    add.mockRestore();
  });
});
