// Pagefind's search script, loaded the first time a visitor searches (never with the page): the
// build writes it and the index at the address it defines as __SEARCH_BUNDLE__ (plugins/search).
// A development server builds no index, so there the load fails and the search says it is not
// available.

/** Where Pagefind is, given by the build (plugins/search defines it for webpack). */
declare const __SEARCH_BUNDLE__: string;

/** The part of Pagefind's browser API the site uses (pagefind.app/docs/api). */
export interface Pagefind {
  options(options: { baseUrl?: string; excerptLength?: number }): Promise<void>;
  search(query: string): Promise<{ results: { id: string; data: () => Promise<PagefindPage> }[] }>;
}

/** One page of Pagefind's results, as its data() gives it. */
export interface PagefindPage {
  url: string;
  meta: { title?: string };
  excerpt: string;
  anchors: { element: string; id: string; location: number }[];
  sub_results: { title: string; url: string; excerpt: string; weighted_locations: { weight: number; balanced_score: number }[] }[];
}

/** Words around a match in an excerpt. */
const EXCERPT_WORDS = 24;

let loading: Promise<Pagefind> | null = null;

/** Pagefind, loaded once; a failed load (offline) is tried again at the next search. */
export function loadPagefind(): Promise<Pagefind> {
  loading ??= (import(/* webpackIgnore: true */ __SEARCH_BUNDLE__) as Promise<Pagefind>).then(async (pagefind) => {
    // Result addresses from the site's root (the bundle sits two folders down, /pagefind/<hash>/).
    await pagefind.options({ baseUrl: "/", excerptLength: EXCERPT_WORDS });
    return pagefind;
  });
  loading.catch(() => (loading = null));
  return loading;
}
