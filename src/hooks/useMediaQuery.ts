import { useCallback, useSyncExternalStore } from "react";

// Live `matchMedia` result. The server (and hydration) snapshot is `serverValue`, so the first
// client render matches the static HTML; React re-renders right after hydration if the real value
// differs. Browsers without matchMedia (old engines, jsdom) report `serverValue`.
export function useMediaQuery(query: string, serverValue = false): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window === "undefined" || typeof window.matchMedia !== "function") return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    [query],
  );
  const getSnapshot = () =>
    typeof window === "undefined" || typeof window.matchMedia !== "function" ? serverValue : window.matchMedia(query).matches;
  return useSyncExternalStore(subscribe, getSnapshot, () => serverValue);
}
