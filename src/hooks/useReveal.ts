import { useEffect, useState, type RefObject } from "react";
import { prefersReducedMotion } from "./useReducedMotion";
import { observeIntersection, sharedObserverCount } from "./sharedIntersection";

/** Default for content/site.json behaviour.revealAtViewportFraction (a unit test keeps them equal). */
export const REVEAL_AT_VIEWPORT_FRACTION = 0.8;

/**
 * - "static": server HTML, before the first observation, no IntersectionObserver, reduced motion:
 *   fully visible, no animation. Content is never hidden before JavaScript has looked at it.
 * - "pending": observed below the reveal line, so off screen: hidden, waiting to fade in.
 * - "revealed": its top has passed the line once; stays revealed (the revealed set only grows).
 */
export type RevealState = "static" | "pending" | "revealed";

/**
 * The root extends far above the viewport (a section scrolled past counts as "above the line")
 * and ends at the reveal line: "100000px 0px -20% 0px" for 0.8. With a plain "0px 0px -20% 0px"
 * a jump (anchor link, Back, End key) that carries a section from below the line to above the
 * viewport in one step never changes its intersection state, so no entry would ever reveal it.
 */
export const REVEAL_LOOKBACK_PX = 100000;
export function revealRootMargin(fraction: number): string {
  const bottomPercent = Math.round((1 - fraction) * 1000) / 10;
  return `${REVEAL_LOOKBACK_PX}px 0px -${bottomPercent}% 0px`;
}

/** A section is revealed once its top is above `fraction` of the viewport height. */
export function isPastRevealLine(top: number, viewportHeight: number, fraction: number): boolean {
  return top < viewportHeight * fraction;
}

/** Test helper: number of live shared observers (the reveals share one per reveal line). */
export function revealObserverCount(): number {
  return sharedObserverCount();
}

export function useReveal(ref: RefObject<Element | null>, fraction: number = REVEAL_AT_VIEWPORT_FRACTION): RevealState {
  const [state, setState] = useState<RevealState>("static");
  const done = state === "revealed";

  useEffect(() => {
    const el = ref.current;
    // Nothing to do once revealed; without an observer or with reduced motion, stay "static".
    if (!el || done || typeof IntersectionObserver === "undefined" || prefersReducedMotion()) return undefined;
    const stop = observeIntersection(el, revealRootMargin(fraction), (entry) => {
      if (entry.isIntersecting || isPastRevealLine(entry.boundingClientRect.top, window.innerHeight, fraction)) {
        stop();
        setState("revealed");
      } else {
        // Below the line, hence off screen: hiding it now cannot flash visible content.
        setState((prev) => (prev === "revealed" ? prev : "pending"));
      }
    });
    return stop;
  }, [ref, fraction, done]);

  return state;
}
