import { useSyncExternalStore } from "react";

export const REDUCED_MOTION_QUERY = "(prefers-reduced-motion: reduce)";

const hasMatchMedia = () => typeof window !== "undefined" && typeof window.matchMedia === "function";

/** Non-hook check for code that runs outside render (observer callbacks). */
export function prefersReducedMotion(): boolean {
  return hasMatchMedia() ? window.matchMedia(REDUCED_MOTION_QUERY).matches : false;
}

function subscribe(onChange: () => void): () => void {
  if (!hasMatchMedia()) return () => undefined;
  const list = window.matchMedia(REDUCED_MOTION_QUERY);
  list.addEventListener("change", onChange);
  return () => list.removeEventListener("change", onChange);
}

/**
 * True when the visitor asked for less motion; follows the setting live. False on the server and
 * at hydration, so the first client render matches the static HTML (React re-renders right after
 * if the setting differs), and in browsers without matchMedia (old engines, jsdom).
 */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, prefersReducedMotion, () => false);
}
