import { SITE_MAP_ATTRIBUTE, type BuiltPage } from "./builtPages";

// The site map of the search page (what it shows without JavaScript, and below the results with
// it): every page and its sections, made from the built pages, never typed. A page under another
// ("/academics/dental-medicine/" under "/academics/") is listed under it; the home page and the
// pages one level down are the top level, home first, then by name. A page lists at most
// `maxPages` pages under it, then a link to itself ("4 more: see Academics"), so the search
// page keeps its size as programs are added.

export interface SiteMapWords {
  /** The most pages listed under one page. */
  maxPages: number;
  /** The line that ends a cut list, a link to the page above them: "{count} more: see {page}". */
  morePages: string;
}

interface Entry {
  page: BuiltPage;
  children: Entry[];
}

/** The page a page is listed under: the longest other page path it starts with, "/" aside. */
function parentOf(page: BuiltPage, paths: ReadonlySet<string>): string | null {
  const parts = page.path.split("/").filter(Boolean);
  for (let n = parts.length - 1; n >= 1; n -= 1) {
    const candidate = `/${parts.slice(0, n).join("/")}/`;
    if (paths.has(candidate)) return candidate;
  }
  return null;
}

/** The pages as a tree: the top level home first, then by name; pages under a page in build order. */
export function siteMapTree(pages: readonly BuiltPage[]): Entry[] {
  const paths = new Set(pages.map((page) => page.path));
  const entries = new Map(pages.map((page) => [page.path, { page, children: [] as Entry[] }]));
  const top: Entry[] = [];
  for (const page of pages) {
    const parent = parentOf(page, paths);
    (parent ? entries.get(parent)!.children : top).push(entries.get(page.path)!);
  }
  return top.sort((a, b) => (a.page.path === "/" ? -1 : b.page.path === "/" ? 1 : a.page.name.localeCompare(b.page.name)));
}

/** Text for HTML: the five characters that could end a text or an attribute, escaped. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}

const link = (href: string, text: string) => `<a href="${escapeHtml(href)}">${escapeHtml(text)}</a>`;

function entryHtml(entry: Entry, words: SiteMapWords): string {
  const { page } = entry;
  const sections = page.sections.length
    ? `<ul>${page.sections.map((s) => `<li>${link(`${page.path}#${s.id}`, s.heading)}</li>`).join("")}</ul>`
    : "";
  return `<li>${link(page.path, page.name)}${sections}${pagesHtml(entry.children, words, page)}</li>`;
}

/** A list of pages (marked data-pages; a page's sections are a plain list), cut at maxPages. */
function pagesHtml(entries: readonly Entry[], words: SiteMapWords, above?: BuiltPage): string {
  if (entries.length === 0) return "";
  const shown = above ? entries.slice(0, words.maxPages) : entries;
  const rest = entries.length - shown.length;
  const more =
    rest > 0 && above
      ? `<li>${words.morePages
          .split(/(\{count\}|\{page\})/)
          .map((part) => (part === "{count}" ? String(rest) : part === "{page}" ? link(above.path, above.name) : escapeHtml(part)))
          .join("")}</li>`
      : "";
  return `<ul data-pages>${shown.map((entry) => entryHtml(entry, words)).join("")}${more}</ul>`;
}

/** The site map's HTML: nested lists of links, no class (the search page's block styles them). */
export function siteMapHtml(pages: readonly BuiltPage[], words: SiteMapWords): string {
  return pagesHtml(siteMapTree(pages), words);
}

/** The opening tag of the empty element a page left for the site map (its block renders it). */
const PLACEHOLDER = new RegExp(`<div\\b[^>]*\\s${SITE_MAP_ATTRIBUTE}(?:="")?(?=[\\s>])[^>]*>(?=</div>)`);

/**
 * A page's HTML with its site map filled in, listing every other page; the HTML unchanged when it
 * has no place for one.
 */
export function withSiteMap(html: string, pages: readonly BuiltPage[], self: string, words: SiteMapWords): string {
  const match = PLACEHOLDER.exec(html);
  if (!match) return html;
  const end = match.index + match[0].length;
  return (
    html.slice(0, end) +
    siteMapHtml(
      pages.filter((page) => page.path !== self),
      words,
    ) +
    html.slice(end)
  );
}
