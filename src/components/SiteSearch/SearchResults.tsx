import { graphql } from "gatsby";
import type { SiteSearchState } from "../../hooks/useSiteSearch";
import { resultCountText } from "../../lib/siteSearch";
import * as styles from "./SearchResults.module.scss";

// A search's results, in the header's search box and on the search page: a status line that
// screen readers announce as it changes (a hint, then how many pages match, or that none does),
// then the list it labels, each result a link to the page's section (the page's name over the
// section's heading) and the passage with the matching words marked.

// The words of content/site.json "search" that every search (the header's box and the search
// page) asks for: its field, its status line and how many results it shows.
export const query = graphql`
  fragment SearchWords on SiteSearchWords {
    inputLabel
    placeholder
    hint
    loading
    resultCount {
      one
      other
    }
    noResults
    unavailable
    maxResults
  }
`;

/** The words of content/site.json "search" the results use. */
export type SearchResultsWords = Pick<Queries.SearchWordsFragment, "hint" | "loading" | "unavailable" | "noResults" | "resultCount">;

export interface SearchResultsProps {
  state: SiteSearchState;
  words: SearchResultsWords;
  /** Unique on the page: the status line is `${id}-status`. */
  id: string;
  /** When a result is followed (the search box closes). */
  onFollow?: () => void;
  /** Whether the status line shows the hint before any query (the search page leaves it empty: it is in its HTML, which works without JavaScript). */
  showHint?: boolean;
}

/** The status line: the hint, the count of the answer on screen (kept while the next loads), or why there is none. */
function statusText({ state, words, showHint = true }: Pick<SearchResultsProps, "state" | "words" | "showHint">): string {
  if (state.status === "idle") return showHint ? words.hint : "";
  if (state.status === "error") return words.unavailable;
  if (state.status === "loading" && state.query === "") return words.loading;
  return resultCountText(words, state.total, state.query);
}

export default function SearchResults({ state, words, id, onFollow, showHint }: SearchResultsProps) {
  const statusId = `${id}-status`;
  return (
    <div className={styles.results}>
      <p id={statusId} role="status" className={styles.status}>
        {statusText({ state, words, showHint })}
      </p>
      {state.results.length > 0 ? (
        <ul aria-labelledby={statusId} className={styles.list}>
          {state.results.map((result) => (
            <li key={result.url} className={styles.result}>
              <a href={result.url} className={styles.link} onClick={onFollow}>
                <span className={styles.page}>{result.page}</span>
                {result.section ? <span className={styles.section}>{result.section}</span> : null}
              </a>
              <p className={styles.excerpt}>
                {result.excerpt.map((part, index) => (part.match ? <mark key={index}>{part.text}</mark> : part.text))}
              </p>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
