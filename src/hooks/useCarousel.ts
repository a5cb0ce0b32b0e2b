import { useEffect, useState } from "react";

/** Wrap-around index arithmetic: wrapIndex(4, 4) === 0, wrapIndex(-1, 4) === 3. */
function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

export interface UseCarouselOptions {
  count: number;
  intervalMs: number; // content/site.json behaviour.carouselIntervalMs
  /** prefers-reduced-motion: no automatic advance at all (manual controls still work). */
  reducedMotion?: boolean;
  /** Tab hidden (Page Visibility API): rotation waits. */
  pageHidden?: boolean;
}

/**
 * Carousel state machine: wrap-around index, automatic advance every `intervalMs` while rotating,
 * timer restarted after every manual move, paused by the button (WCAG 2.2.2), while the pointer is
 * over the carousel or focus is inside it, while the tab is hidden, and never started under reduced
 * motion. One timeout at a time; none while stopped.
 */
export function useCarousel({ count, intervalMs, reducedMotion = false, pageHidden = false }: UseCarouselOptions) {
  const [index, setIndex] = useState(0);
  // The visitor's choice from the pause/play button (true unless they paused).
  const [playing, setPlaying] = useState(true);
  const [hovered, setHovered] = useState(false);
  const [focusWithin, setFocusWithin] = useState(false);
  // Bumped by every manual move so the timer restarts even when the index does not change
  // (e.g. the current dot pressed again).
  const [manualMoves, setManualMoves] = useState(0);

  // Whether the automatic advance is running right now.
  const rotating = playing && !hovered && !focusWithin && !pageHidden && !reducedMotion && count > 1 && intervalMs > 0;

  useEffect(() => {
    if (!rotating) return undefined;
    const id = window.setTimeout(() => setIndex((i) => wrapIndex(i + 1, count)), intervalMs);
    return () => window.clearTimeout(id);
  }, [rotating, index, manualMoves, intervalMs, count]);

  const move = (to: (current: number) => number) => {
    setIndex((i) => wrapIndex(to(i), count));
    setManualMoves((n) => n + 1);
  };

  return {
    index: wrapIndex(index, count),
    playing,
    rotating,
    next: () => move((i) => i + 1),
    previous: () => move((i) => i - 1),
    goTo: (target: number) => move(() => target),
    togglePlaying: () => setPlaying((p) => !p),
    setHovered,
    setFocusWithin,
  };
}
