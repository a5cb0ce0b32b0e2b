// One shared, passive, rAF-throttled scroll listener for the whole site. Whatever follows the
// scroll position (the nav bar, solid after N px) reads from here, so scrolling costs one listener
// and at most one callback batch per frame, however many subscribers there are.
//
// The listener is attached on the first subscription and removed with the last one, so pages
// without subscribers pay nothing. Server rendering never touches `window`.

export type ScrollListener = (scrollY: number) => void;

const listeners = new Set<ScrollListener>();
let currentY = 0;
let frame: number | null = null;

function readScrollY(): number {
  return typeof window === "undefined" ? 0 : Math.max(0, window.scrollY || 0);
}

function flush(): void {
  frame = null;
  const y = readScrollY();
  if (y === currentY) return;
  currentY = y;
  listeners.forEach((listener) => listener(y));
}

// Scroll events can fire several times per frame; only the first schedules work, and the work reads
// the position once, in the frame, so style writes never interleave with layout reads.
function onScroll(): void {
  if (frame === null) frame = window.requestAnimationFrame(flush);
}

/** Latest scroll offset seen by the store (0 on the server and before the first subscription). */
export function getScrollY(): number {
  return currentY;
}

/** Subscribe to scroll offset changes (called at most once per animation frame). */
export function subscribeScroll(listener: ScrollListener): () => void {
  if (typeof window === "undefined") return () => undefined;
  if (listeners.size === 0) {
    // The page may already be scrolled (reload, Back): start from the real offset.
    currentY = readScrollY();
    window.addEventListener("scroll", onScroll, { passive: true });
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      window.removeEventListener("scroll", onScroll);
      if (frame !== null) {
        window.cancelAnimationFrame(frame);
        frame = null;
      }
    }
  };
}

/** Test helper: how many subscribers share the one listener. */
export function scrollSubscriberCount(): number {
  return listeners.size;
}

// ---------------------------------------------------------------------------------------------
// Route changes (exported through gatsby-browser.tsx as `shouldUpdateScroll`).
//
// Gatsby's ScrollHandler already scrolls to the top on PUSH and back to the saved offset on POP,
// but with `window.scrollTo(0, y)`, which obeys the global `html { scroll-behavior: smooth }`:
// the new page then appears at the old offset and glides up, and Back/Forward land wherever the
// animation stood (measured in Chromium: Back to 602 instead of 1800). Doing the same jump
// ourselves with `behavior: "instant"` keeps browser convention: new pages from their top,
// Back/Forward at the earlier position. Anchor links (#hash) stay Gatsby's (scrollIntoView,
// smooth when motion is allowed, below the fixed bar thanks to scroll-padding-top).
// Gatsby's route announcer and focus handling are untouched: they do not depend on this hook.

interface RouteScrollArgs {
  routerProps: { location: { hash?: string; key?: string; pathname: string } };
  getSavedScrollPosition: (location: { hash?: string; key?: string; pathname: string }) => unknown;
}

export function routeScrollTarget(saved: unknown): number {
  const y = Array.isArray(saved) ? Number(saved[1]) : 0;
  return Number.isFinite(y) && y > 0 ? y : 0;
}

export function shouldUpdateScroll({ routerProps, getSavedScrollPosition }: RouteScrollArgs): boolean {
  const { location } = routerProps;
  if (location.hash) return true; // let Gatsby scroll the anchor into view
  const top = routeScrollTarget(getSavedScrollPosition(location)); // 0 on PUSH (nothing saved)
  window.scrollTo({ top, left: 0, behavior: "instant" });
  return false; // done here; Gatsby must not scroll again (smoothly)
}
