import { useMemo, useSyncExternalStore } from "react";

/**
 * The root margin that leaves out a fixed bar `coveredTopPx` tall (0 or more) at the top of the
 * screen: what sits under it is not on screen for the reader ("-64px 0px 0px 0px").
 */
export function belowTopBar(coveredTopPx: number): string {
  return `-${Math.round(coveredTopPx)}px 0px 0px 0px`;
}

/**
 * Whether the element that `selector` finds is on screen (any part of it), below the fixed bar
 * that `coveredTop()` measures. Looked up again whenever `watchKey` changes (the
 * route: a new page has new elements). `coveredTop` is read when the watch starts; pass a stable
 * function (one defined outside the component), or each render starts the watch again.
 * - null: not known yet (server HTML, hydration, before the first observation): styles decide;
 * - true / false: the element is / is not on screen; false also when the page has no such
 *   element, or the browser no IntersectionObserver.
 */
export function useOnScreen(selector: string, watchKey: string, coveredTop: () => number): boolean | null {
  // A new store (a new look-up) for each page.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const store = useMemo(() => onScreenStore(selector, coveredTop), [selector, watchKey, coveredTop]);
  return useSyncExternalStore(store.subscribe, store.get, notKnown);
}

const notKnown = () => null;

/** The answer for one element of one page: looked up and observed while someone listens. */
export function onScreenStore(selector: string, coveredTop: () => number) {
  let value: boolean | null = null;
  return {
    get: () => value,
    subscribe: (onChange: () => void): (() => void) => {
      const el = document.querySelector(selector);
      if (!el || typeof IntersectionObserver === "undefined") {
        value = false;
        onChange();
        return () => undefined;
      }
      const observer = new IntersectionObserver(
        (entries) => {
          // Entries of one batch come oldest first: the last is where the element is now.
          value = entries[entries.length - 1].isIntersecting;
          onChange();
        },
        { rootMargin: belowTopBar(coveredTop()) },
      );
      observer.observe(el);
      return () => observer.disconnect();
    },
  };
}
