// One shared, passive, rAF-throttled scroll listener for the whole site. The nav bar (solid after
// N px) and the hero parallax both read from here, so scrolling costs one listener and at most one
// callback batch per frame, however many subscribers there are.
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
