import { useEffect, useRef, useState } from "react";

/**
 * Open/closed state of a disclosure (the mobile menu): toggled by its button; closed when
 * `closeOnChangeOf` changes (the nav passes the current path), on Escape (focus returns to the
 * button, `buttonRef`, so keyboard users are never stranded), on a pointer press outside the
 * container (`containerRef`, holding button and panel), and when keyboard focus leaves the
 * container. Document listeners exist only while open.
 */
export function useDisclosure(closeOnChangeOf: unknown) {
  const [open, setOpen] = useState(false);
  const [lastKey, setLastKey] = useState(closeOnChangeOf);
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  // Route changed: close during render (React's "adjust state when a prop changes" pattern), so the
  // new page never paints with the old menu open.
  if (!Object.is(lastKey, closeOnChangeOf)) {
    setLastKey(closeOnChangeOf);
    setOpen(false);
  }

  const toggle = () => setOpen((o) => !o);
  const close = () => setOpen(false);

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
