import { useState, useSyncExternalStore } from "react";
import { graphql } from "gatsby";
import Band from "../../components/Band/Band";
import Section from "../../components/Section/Section";
import SearchField from "../../components/SiteSearch/SearchField";
import SearchResults from "../../components/SiteSearch/SearchResults";
import { useHydrated } from "../../hooks/useHydrated";
import { useSiteSearch } from "../../hooks/useSiteSearch";
import * as styles from "./SiteSearch.module.scss";

// The search page (site.json search.page, where the header's Search leads without JavaScript).
// With JavaScript: a search field and its results, the address's ?q= searched on arrival and
// kept in step as the visitor types (so a search can be linked to). Under it, and alone without
// JavaScript: every page of the site and its sections, which the build writes into the empty
// element below from the pages it made (plugins/search); React leaves that HTML as it is.
export const query = graphql`
  fragment SiteSearchBlock on SiteSearchBlock {
    siteSearch: block {
      id
      heading
      intro
      content {
        site {
          search {
            ...SearchWords
          }
        }
      }
    }
  }
`;

/** Never changes, so React never rewrites the site map the build put in the server's HTML. */
const SERVER_HTML = { __html: "" };

const noSubscription = () => () => undefined;
/** The address's ?q=: "" in the server's HTML and while hydrating, then the visitor's. */
const addressQuery = () => new URLSearchParams(window.location.search).get("q") ?? "";

export default function SiteSearch({ block }: { block: Queries.SiteSearchBlockFragment["siteSearch"] }) {
  const words = block.content.site.search;
  const arrivedWith = useSyncExternalStore(noSubscription, addressQuery, () => "");
  const [typed, setTyped] = useState<string | null>(null);
  const searched = typed ?? arrivedWith;
  const state = useSiteSearch(searched, words.maxResults);
  const hydrated = useHydrated();

  const type = (value: string) => {
    setTyped(value);
    const params = value.trim() ? `?${new URLSearchParams({ q: value }).toString()}` : "";
    window.history.replaceState(window.history.state, "", `${window.location.pathname}${params}`);
  };

  return (
    <>
      <Band width="narrow" className={styles.search}>
        <div role="search">
          <SearchField
            aria-label={words.inputLabel}
            aria-describedby="search-page-results-status"
            placeholder={words.placeholder}
            value={searched}
            onChange={(event) => type(event.target.value)}
          />
        </div>
        {/* The results' place, its height kept from the first paint (so the list of every page
            under it never moves when an answer comes); the hint once React runs, as the page's
            HTML holds no words that only work with JavaScript. */}
        <div className={styles.results}>
          <SearchResults id="search-page-results" state={state} words={words} showHint={hydrated} />
        </div>
      </Band>
      <Section {...block} tone="mist">
        <div className={styles.siteMap} data-site-map="" dangerouslySetInnerHTML={SERVER_HTML} suppressHydrationWarning />
      </Section>
    </>
  );
}
