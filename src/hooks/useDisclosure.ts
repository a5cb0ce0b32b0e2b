import { useCallback, useEffect, useRef, useState, type RefObject } from "react";

export interface UseDisclosureOptions {
  /** Closes the disclosure whenever this value changes (the nav passes the current path). */
  closeOnChangeOf?: unknown;
}

export interface Disclosure<C extends HTMLElement, B extends HTMLElement> {
  open: boolean;
  toggle: () => void;
  close: () => void;
  /** The element the "outside" test is made against (button and panel inside it). */
  containerRef: RefObject<C>;
  /** The toggle button: gets focus back when Escape closes the panel. */
  buttonRef: RefObject<B>;
}

/**
 * Open/closed state of a disclosure (the mobile menu): toggled by its button; closed when
 * `closeOnChangeOf` changes (route change), on Escape (focus returns to the button, so keyboard
 * users are never stranded), on a pointer press outside the container, and when keyboard focus
 * leaves the container. Document listeners exist only while open.
 */
export function useDisclosure<C extends HTMLElement = HTMLElement, B extends HTMLElement = HTMLButtonElement>({
  closeOnChangeOf,
}: UseDisclosureOptions = {}): Disclosure<C, B> {
  const [open, setOpen] = useState(false);
  const [lastKey, setLastKey] = useState(closeOnChangeOf);
  const containerRef = useRef<C>(null);
  const buttonRef = useRef<B>(null);

  // Route changed: close during render (React's "adjust state when a prop changes" pattern), so the
  // new page never paints with the old menu open.
  if (!Object.is(lastKey, closeOnChangeOf)) {
    setLastKey(closeOnChangeOf);
    setOpen(false);
  }

  const toggle = useCallback(() => setOpen((o) => !o), []);
  const close = useCallback(() => setOpen(false), []);

  useEffect(() => {
    if (!open) return undefined;
    const inside = (target: EventTarget | null) =>
      target instanceof Node && containerRef.current !== null && containerRef.current.contains(target);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    const onPointerDown = (event: Event) => {
      if (!inside(event.target)) setOpen(false);
    };
    const onFocusIn = (event: FocusEvent) => {
      if (!inside(event.target)) setOpen(false);
    };
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("mousedown", onPointerDown);
    document.addEventListener("touchstart", onPointerDown, { passive: true });
    document.addEventListener("focusin", onFocusIn);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("mousedown", onPointerDown);
      document.removeEventListener("touchstart", onPointerDown);
      document.removeEventListener("focusin", onFocusIn);
    };
  }, [open]);

  return { open, toggle, close, containerRef, buttonRef };
}
