import { useSyncExternalStore } from "react";
import { isoDateIn } from "../lib/deadlines";

// The day deadline statuses are true for: the build's date in the HTML (and so without
// JavaScript, and while hydrating, so the markup matches), then the visitor's own day in Florida
// as soon as React has hydrated: a build read a week later still tells the truth. Nothing is
// fetched; the page re-renders once if the two days differ.

const noSubscription = () => () => undefined;

/** Today as YYYY-MM-DD: `buildDate` on the server and during hydration, the visitor's day after. */
export function useToday(buildDate: string): string {
  return useSyncExternalStore(
    noSubscription,
    () => isoDateIn(new Date()),
    () => buildDate,
  );
}
