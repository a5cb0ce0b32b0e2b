import { useEffect, useRef, useState } from "react";
import type SearchDialogComponent from "../components/SiteSearch/SearchDialog";

// The header's search box: open or closed, and its component once its module has loaded (the
// first opening loads it; it stays mounted after, so reopening is at once). The component is held
// in state rather than React.lazy: a suspended lazy component is revealed at least 500 ms after
// its fallback (React's throttle), so the box would open half a second after its module arrived.
// A module that fails to load (offline) leaves the search page's link to be followed. It opens from a Search
// button or with "/" typed anywhere but in a field; on closing, focus goes back to the button
// that opened it, or, after "/", to the Search button on screen (the one in a closed phone menu
// is not), else to where it was. A followed result takes focus with it.

/** Whether a key press is typing in a field (where "/" is a character, not the shortcut). */
const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

/** The first of the header's Search buttons the visitor can see. */
const visibleSearchButton = (header: HTMLElement | null) =>
  [...(header?.querySelectorAll<HTMLElement>('[aria-haspopup="dialog"]') ?? [])].find((button) => button.getClientRects().length > 0);

export function useSearchBox(headerRef: React.RefObject<HTMLElement | null>, searchPage: string) {
  const [open, setOpen] = useState(false);
  const [SearchDialog, setSearchDialog] = useState<typeof SearchDialogComponent | null>(null);
  const returnTo = useRef<HTMLElement | null>(null);

  const load = () =>
    import("../components/SiteSearch/SearchDialog").then(
      (module) => setSearchDialog(() => module.default),
      () => window.location.assign(searchPage),
    );

  const show = (from: HTMLElement | null) => {
    returnTo.current = from;
    void load();
    setOpen(true);
  };

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "/" || event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented || typing(event.target)) return;
      event.preventDefault();
      const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      show(visibleSearchButton(headerRef.current) ?? before);
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  });

  const onClose = (followed: boolean) => {
    setOpen(false);
    if (!followed) returnTo.current?.focus();
  };

  return { open, SearchDialog, show, onClose };
}
