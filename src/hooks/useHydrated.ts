import { useSyncExternalStore } from "react";

// False in the server's HTML and while React hydrates it (so the markup matches), true from the
// render after: for a control that works only with JavaScript and is something else before
// (the header's Search: a link to the search page, then a button that opens the search box).

const noSubscription = () => () => undefined;

export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
