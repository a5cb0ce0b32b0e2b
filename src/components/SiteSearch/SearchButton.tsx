import type { KeyboardEvent, MouseEvent } from "react";
import { useHydrated } from "../../hooks/useHydrated";

// The header's Search: a link to the search page (which lists every page without JavaScript),
// and once React runs, the same element as a button that opens the search box instead (Enter, a
// click, or Space, as a button). One element throughout, so focus never moves when the page
// hydrates; a click with a modifier key still opens the search page (in a new tab). A word like
// its neighbours (Visit, Request Information; the menu's buttons), no magnifier: every page's
// HTML carries it twice, and the home page's has no bytes to spare (14 KB).

export interface SearchButtonProps {
  /** The search page's address. */
  href: string;
  label: string;
  /** Whether the search box is open. */
  expanded: boolean;
  onOpen: (button: HTMLElement) => void;
  className?: string;
}

export default function SearchButton({ href, label, expanded, onOpen, className }: SearchButtonProps) {
  const hydrated = useHydrated();
  const open = (event: MouseEvent<HTMLAnchorElement> | KeyboardEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    onOpen(event.currentTarget);
  };
  const button = hydrated
    ? {
        role: "button",
        "aria-haspopup": "dialog" as const,
        "aria-expanded": expanded,
        onClick: (event: MouseEvent<HTMLAnchorElement>) => {
          if (!(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)) open(event);
        },
        onKeyDown: (event: KeyboardEvent<HTMLAnchorElement>) => event.key === " " && open(event),
      }
    : {};
  return (
    <a href={href} className={className} {...button}>
      {label}
    </a>
  );
}
