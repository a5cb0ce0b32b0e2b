import { useEffect, useRef, useState } from "react";
import type SearchDialogComponent from "../components/SiteSearch/SearchDialog";

// The header's search box: open or closed, and its component once its module has loaded (the
// first opening loads it; it stays mounted after, so reopening is at once). This hook ships with
// every page, so it holds only what must run before the box is used: the open state and the "/"
// key; where focus goes on closing is the box's own concern (SearchDialog). The component is
// held in state rather than React.lazy: a suspended lazy component is revealed at least 500 ms
// after its fallback (React's throttle), so the box would open half a second after its module
// arrived. A module that fails to load (offline) leaves the search page's link to be followed.
// The box opens from a Search button (its `opener`, where focus returns) or with "/" typed
// anywhere but in a field (no opener).

/** Whether a key press is typing in a field (where "/" is a character, not the shortcut). */
const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

export function useSearchBox(searchPage: string) {
  const [open, setOpen] = useState(false);
  const [SearchDialog, setSearchDialog] = useState<typeof SearchDialogComponent>();
  const opener = useRef<HTMLElement | null>(null);

  const show = (from: HTMLElement | null) => {
    opener.current = from;
    import("../components/SiteSearch/SearchDialog").then(
      (module) => setSearchDialog(() => module.default),
      () => window.location.assign(searchPage),
    );
    setOpen(true);
  };

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "/" || event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented || typing(event.target)) return;
      event.preventDefault();
      show(null);
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  });

  return { open, SearchDialog, opener, show, close: () => setOpen(false) };
}
