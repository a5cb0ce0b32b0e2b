import { fillTemplate } from "./fillTemplate";
import { loadPagefind, type Pagefind, type PagefindPage } from "./pagefind";

// Site search in the browser: a query's results from the build's Pagefind index, each reduced to
// what the results list shows (the page's name, its best-matching section and the passage),
// and the words that announce them. Pure but for `searchSite`, which loads Pagefind.

/** A passage of an excerpt: the words as they are, `match` where they match the query. */
export interface ExcerptPart {
  text: string;
  match: boolean;
}

/** One result: a page, the section of it that matches best, the matching passage. */
export interface SearchResult {
  /** Link to the page, or to its section: "/academics/dental-medicine/#cost". */
  url: string;
  /** The page's name: "Dental Medicine Program". */
  page: string;
  /** The section's heading, when the best match is in one: "Cost and Aid". */
  section: string | null;
  excerpt: ExcerptPart[];
}

export interface SearchOutcome {
  /** How many pages match. */
  total: number;
  /** The first of them, best first. */
  results: SearchResult[];
}

/** Pagefind marks matches with <mark>; the rest is the page's text as written (not HTML). */
export function excerptParts(excerpt: string): ExcerptPart[] {
  return excerpt
    .split(/(<mark>[\s\S]*?<\/mark>)/)
    .filter(Boolean)
    .map((part) => (part.startsWith("<mark>") ? { text: part.slice(6, -7), match: true } : { text: part, match: false }));
}

/**
 * The link to a heading's section: Pagefind links a match to the heading above it
 * ("#cost-heading"); where that heading opens a <section id> (the same place in the text), the
 * link goes to the section ("#cost"), the anchor the site itself links to.
 */
export function sectionUrl(url: string, anchors: PagefindPage["anchors"]): string {
  const [page, hash] = url.split("#");
  if (!hash) return url;
  const heading = anchors.find((anchor) => anchor.id === hash);
  const section = heading && anchors.find((anchor) => anchor.element === "section" && anchor.location === heading.location);
  return section ? `${page}#${section.id}` : url;
}

/** A page's result: its section with the most weight in the query's matches (the first on a tie). */
export function toResult(data: PagefindPage): SearchResult {
  const page = data.meta.title ?? data.url;
  const weight = (sub: PagefindPage["sub_results"][number]) => sub.weighted_locations.reduce((sum, l) => sum + l.balanced_score, 0);
  const best = data.sub_results.reduce<PagefindPage["sub_results"][number] | null>(
    (top, sub) => (top === null || weight(sub) > weight(top) ? sub : top),
    null,
  );
  if (!best) return { url: data.url, page, section: null, excerpt: excerptParts(data.excerpt) };
  const inSection = best.url.includes("#");
  return { url: sectionUrl(best.url, data.anchors), page, section: inSection ? best.title : null, excerpt: excerptParts(best.excerpt) };
}

/** The pages matching a query, the first `max` of them as results; loads Pagefind the first time. */
export async function searchSite(query: string, max: number, load: () => Promise<Pagefind> = loadPagefind): Promise<SearchOutcome> {
  const pagefind = await load();
  const found = await pagefind.search(query);
  const pages = await Promise.all(found.results.slice(0, max).map((result) => result.data()));
  return { total: found.results.length, results: pages.map(toResult) };
}

/** The line that announces the results: content's words for one, for any other count, for none. */
export function resultCountText(
  words: { resultCount: { one: string; other: string }; noResults: string },
  total: number,
  query: string,
  locale = "en-US",
): string {
  if (total === 0) return fillTemplate(words.noResults, { query });
  const form = new Intl.PluralRules(locale).select(total) === "one" ? words.resultCount.one : words.resultCount.other;
  return fillTemplate(form, { count: total, query });
}
