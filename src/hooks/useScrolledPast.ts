import { useCallback, useSyncExternalStore } from "react";

/**
 * True once the page is scrolled MORE than `thresholdPx` (50 -> false, 51 -> true).
 * The snapshot is a boolean, so the component re-renders only when the answer flips, not on every
 * scroll event. A passive listener: browsers fire scroll at most once a frame, so it needs no
 * throttle of its own. Server HTML and hydration assume the top of the page (false).
 */
export function useScrolledPast(thresholdPx: number, enabled: boolean): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!enabled) return () => undefined;
      window.addEventListener("scroll", onChange, { passive: true });
      return () => window.removeEventListener("scroll", onChange);
    },
    [enabled],
  );
  return useSyncExternalStore(
    subscribe,
    () => enabled && window.scrollY > thresholdPx,
    () => false,
  );
}
