// One IntersectionObserver per root margin, shared by every element observed with that margin
// (today only the action bar's watch on the hero's actions, through useOnScreen; the section
// reveals have their own in src/lib/revealSections.ts): an element leaves its observer when its
// watcher stops, and an observer goes with its last element.

export type EntryHandler = (entry: IntersectionObserverEntry) => void;

interface SharedObserver {
  observer: IntersectionObserver;
  handlers: Map<Element, EntryHandler>;
}

const shared = new Map<string, SharedObserver>();

/** Observes `el` against the viewport shrunk or grown by `rootMargin`; returns the stop function. */
export function observeIntersection(el: Element, rootMargin: string, handler: EntryHandler): () => void {
  let entry = shared.get(rootMargin);
  if (!entry) {
    const handlers = new Map<Element, EntryHandler>();
    const observer = new IntersectionObserver((entries) => entries.forEach((e) => handlers.get(e.target)?.(e)), {
      rootMargin,
      threshold: 0,
    });
    entry = { observer, handlers };
    shared.set(rootMargin, entry);
  }
  const { observer, handlers } = entry;
  handlers.set(el, handler);
  observer.observe(el);
  return () => {
    if (!handlers.delete(el)) return;
    observer.unobserve(el);
    if (handlers.size === 0) {
      observer.disconnect();
      shared.delete(rootMargin);
    }
  };
}

/** Test helper: number of live shared observers. */
export function sharedObserverCount(): number {
  return shared.size;
}
