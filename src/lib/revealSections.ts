import { prefersReducedMotion } from "../hooks/useReducedMotion";

// The sections' fade-in, one small script for the whole page (Layout starts it once the page has
// hydrated). It sets `data-reveal` on the elements it is given; React never renders that
// attribute, so the sections' own blocks need no JavaScript of their own and the server's HTML,
// without JavaScript or with reduced motion, always shows everything.
// - "pending": first seen below the bottom of the screen: hidden, waiting to fade in;
// - "revealed": its top has passed the line once, or it was on screen when first seen (below the
//   line on a page opened low or at a #section): hiding it would blank what the visitor already
//   sees. It stays revealed (the set only grows).

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

/** Watches the sections with one IntersectionObserver; returns the function that stops it. */
export function revealSections(sections: ArrayLike<Element>, fraction: number): () => void {
  if (sections.length === 0 || typeof IntersectionObserver === "undefined" || prefersReducedMotion()) return () => undefined;
  const observer = new IntersectionObserver(
    (entries) => {
      for (const { target, isIntersecting, boundingClientRect } of entries) {
        const firstSeenOnScreen = !target.hasAttribute("data-reveal") && boundingClientRect.top < window.innerHeight;
        if (isIntersecting || isPastRevealLine(boundingClientRect.top, window.innerHeight, fraction) || firstSeenOnScreen) {
          observer.unobserve(target);
          target.setAttribute("data-reveal", "revealed");
        } else if (target.getAttribute("data-reveal") !== "revealed") {
          target.setAttribute("data-reveal", "pending");
        }
      }
    },
    { rootMargin: revealRootMargin(fraction) },
  );
  for (const section of Array.from(sections)) observer.observe(section);
  return () => observer.disconnect();
}
