import { renderHook } from "@testing-library/react";
import { useOnScreen, belowTopBar } from "../../src/hooks/useOnScreen";
import { MockIntersectionObserver, installIntersectionObserver, removeIntersectionObserver } from "../support/browserMocks";

const SELECTOR = '[data-actions="hero"]';
const topBar = () => 64;

function heroActions(): HTMLElement {
  const list = document.createElement("ul");
  list.dataset.actions = "hero";
  document.body.append(list);
  return list;
}

describe("useOnScreen (the phone action bar's watch on the hero's actions)", () => {
  beforeEach(installIntersectionObserver);
  afterEach(() => {
    removeIntersectionObserver();
    document.body.innerHTML = "";
  });

  it("leaves out the fixed bar at the top of the screen", () => {
    expect(belowTopBar(64)).toBe("-64px 0px 0px 0px");
    expect(belowTopBar(63.6)).toBe("-64px 0px 0px 0px");
    expect(belowTopBar(0)).toBe("-0px 0px 0px 0px");
  });

  it("is null until the observer reports, then follows the element on and off the screen", () => {
    const el = heroActions();
    const { result } = renderHook(() => useOnScreen(SELECTOR, "/", topBar));
    expect(result.current).toBeNull();
    const io = MockIntersectionObserver.instances[0];
    expect(io.options.rootMargin).toBe("-64px 0px 0px 0px");
    expect(io.elements.has(el)).toBe(true);
    io.fire(el, true);
    expect(result.current).toBe(true);
    io.fire(el, false); // scrolled away (or under the top bar)
    expect(result.current).toBe(false);
    io.fire(el, true); // back
    expect(result.current).toBe(true);
  });

  it("is false on a page without the element (nothing to wait for)", () => {
    const { result } = renderHook(() => useOnScreen(SELECTOR, "/research/", topBar));
    expect(result.current).toBe(false);
    expect(MockIntersectionObserver.instances).toHaveLength(0);
  });

  it("is false without IntersectionObserver (old browsers: the bar as before)", () => {
    removeIntersectionObserver();
    heroActions();
    const { result } = renderHook(() => useOnScreen(SELECTOR, "/", topBar));
    expect(result.current).toBe(false);
  });

  it("looks again when the route changes, and stops watching the old page's element", () => {
    const first = heroActions();
    const { result, rerender } = renderHook(({ path }) => useOnScreen(SELECTOR, path, topBar), { initialProps: { path: "/" } });
    const io = MockIntersectionObserver.instances[0];
    io.fire(first, true);
    expect(result.current).toBe(true);
    first.remove();
    const second = heroActions();
    rerender({ path: "/admissions/" });
    const now = MockIntersectionObserver.instances.at(-1)!;
    expect(io.elements.has(first)).toBe(false);
    expect(now.elements.has(first)).toBe(false);
    expect(now.elements.has(second)).toBe(true);
    now.fire(second, false);
    expect(result.current).toBe(false);
  });

  it("gives its observer up when unmounted", () => {
    const el = heroActions();
    const { unmount } = renderHook(() => useOnScreen(SELECTOR, "/", topBar));
    const io = MockIntersectionObserver.instances[0];
    expect(io.elements.has(el)).toBe(true);
    unmount();
    expect(io.elements.size).toBe(0);
  });
});
