import { act } from "@testing-library/react";

/** jsdom has no IntersectionObserver: this one records its instances and what each observes. */
export class MockIntersectionObserver {
  static instances: MockIntersectionObserver[] = [];
  readonly elements = new Set<Element>();
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit,
  ) {
    MockIntersectionObserver.instances.push(this);
  }
  observe(el: Element) {
    this.elements.add(el);
  }
  unobserve(el: Element) {
    this.elements.delete(el);
  }
  disconnect() {
    this.elements.clear();
  }
  /** Deliver an entry as the browser would (only for observed elements). */
  fire(el: Element, isIntersecting: boolean, top = 0) {
    if (!this.elements.has(el)) return;
    const entry = { target: el, isIntersecting, boundingClientRect: { top } } as unknown as IntersectionObserverEntry;
    act(() => this.callback([entry], this as unknown as IntersectionObserver));
  }
}

type Win = { IntersectionObserver?: unknown };

export function installIntersectionObserver() {
  MockIntersectionObserver.instances = [];
  (window as unknown as Win).IntersectionObserver = MockIntersectionObserver;
}

export function removeIntersectionObserver() {
  delete (window as unknown as Win).IntersectionObserver;
}

const originalMatchMedia = window.matchMedia;

/**
 * matchMedia answering the prefers-reduced-motion query as asked (every other query: false);
 * `set(value)` changes the answer and fires "change", as the visitor's setting does.
 */
export function mockReducedMotion(reduce: boolean) {
  const listeners = new Set<() => void>();
  window.matchMedia = jest.fn((query: string) => ({
    media: query,
    get matches() {
      return reduce && query.includes("reduce");
    },
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  })) as unknown as typeof window.matchMedia;
  return {
    set(value: boolean) {
      reduce = value;
      listeners.forEach((listener) => listener());
    },
  };
}

export function restoreMatchMedia() {
  window.matchMedia = originalMatchMedia;
}

/**
 * jsdom has no showModal() or close() on <dialog>: these open it and close it as browsers do
 * (the open attribute, then a "close" event), so a component's own calls run for real.
 */
export function installDialog(): void {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute("open", "");
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute("open")) return;
    this.removeAttribute("open");
    this.dispatchEvent(new Event("close"));
  };
}
