import { useEffect, useRef, useState } from "react";

// The header's search box: open or closed, and whether its module has been asked for (the first
// opening loads it; it stays mounted after, so reopening is at once). It opens from a Search
// button or with "/" typed anywhere but in a field; on closing, focus goes back to the button
// that opened it, or, after "/", to the Search button on screen (the one in a closed phone menu
// is not), else to where it was. A followed result takes focus with it.

/** Whether a key press is typing in a field (where "/" is a character, not the shortcut). */
const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

/** The first of the header's Search buttons the visitor can see. */
const visibleSearchButton = (header: HTMLElement | null) =>
  [...(header?.querySelectorAll<HTMLElement>('[aria-haspopup="dialog"]') ?? [])].find((button) => button.getClientRects().length > 0);

export function useSearchBox(headerRef: React.RefObject<HTMLElement | null>) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const returnTo = useRef<HTMLElement | null>(null);

  const show = (from: HTMLElement | null) => {
    returnTo.current = from;
    setLoaded(true);
    setOpen(true);
  };

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "/" || event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented || typing(event.target)) return;
      event.preventDefault();
      const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      returnTo.current = visibleSearchButton(headerRef.current) ?? before;
      setLoaded(true);
      setOpen(true);
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [headerRef]);

  const onClose = (followed: boolean) => {
    setOpen(false);
    if (!followed) returnTo.current?.focus();
  };

  return { open, loaded, show, onClose };
}
