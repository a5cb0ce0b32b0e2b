import { useEffect, useState } from "react";
import { searchSite, type SearchResult } from "../lib/siteSearch";

// The results of what a visitor types, from the build's index (src/lib/siteSearch.ts): searched
// once typing pauses (SETTLE_MS), so a query is not searched letter by letter and the count is
// announced once; a slower answer to an older query never replaces a newer one.

/** How long typing must pause before the query is searched. */
export const SETTLE_MS = 150;

export interface SiteSearchState {
  /** The query these results answer (trimmed); "" before any. */
  query: string;
  /** idle: nothing to search; loading: searching (the first time, loading the index); error: no search here. */
  status: "idle" | "loading" | "done" | "error";
  total: number;
  results: SearchResult[];
}

const IDLE: SiteSearchState = { query: "", status: "idle", total: 0, results: [] };

export function useSiteSearch(input: string, maxResults: number): SiteSearchState {
  const [answer, setAnswer] = useState<SiteSearchState>(IDLE);
  const query = input.trim();

  useEffect(() => {
    if (query === "") return undefined;
    let current = true;
    const timer = window.setTimeout(() => {
      searchSite(query, maxResults).then(
        (outcome) => current && setAnswer({ query, status: "done", ...outcome }),
        () => current && setAnswer({ query, status: "error", total: 0, results: [] }),
      );
    }, SETTLE_MS);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [query, maxResults]);

  if (query === "") return IDLE;
  // Until the answer to this query arrives, the previous results stay on screen.
  return answer.query === query ? answer : { ...answer, status: "loading" };
}
