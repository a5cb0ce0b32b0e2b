import { useEffect, type RefObject } from "react";
import { subscribeScroll, getScrollY } from "../lib/scrollStore";
import { useReducedMotion } from "./useReducedMotion";

/** How far the image moves per scrolled pixel (0.3: it scrolls at 70% of the page's speed). */
export const PARALLAX_SPEED = 0.3;

// Past this many viewport heights the hero is long gone; stop writing styles there.
const ACTIVE_VIEWPORTS = 1.5;

export function parallaxOffset(scrollY: number, speed: number, viewportHeight: number): number {
  const y = Math.min(Math.max(scrollY, 0), viewportHeight * ACTIVE_VIEWPORTS);
  return Math.round(y * speed * 10) / 10;
}

/**
 * Moves `ref`'s element down by `scrollY * speed` with a transform only (composited, no layout),
 * from the shared rAF-throttled scroll store: no re-render per frame. Under reduced motion it does
 * not subscribe at all and clears any transform.
 */
export function useParallax(ref: RefObject<HTMLElement | null>, speed: number = PARALLAX_SPEED): void {
  const reduced = useReducedMotion();
  useEffect(() => {
    const el = ref.current;
    if (!el) return undefined;
    if (reduced || speed === 0) {
      el.style.transform = "";
      return undefined;
    }
    let last = Number.NaN;
    const apply = (scrollY: number) => {
      const offset = parallaxOffset(scrollY, speed, window.innerHeight);
      if (offset === last) return;
      last = offset;
      el.style.transform = `translate3d(0, ${offset}px, 0)`;
    };
    const unsubscribe = subscribeScroll(apply);
    apply(getScrollY());
    return () => {
      unsubscribe();
      el.style.transform = "";
    };
  }, [ref, reduced, speed]);
}
