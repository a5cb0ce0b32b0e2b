import { spawnSync } from "child_process";
import fs from "fs";
import path from "path";
import { holdsSiteMap, type BuiltPage } from "./builtPages";
import { escapeHtml } from "./siteMap";

// The search index: Pagefind's, of every built page a visitor can search for (the search page
// itself aside), each read as its name and its <main>. Pagefind runs in a Node process of its own
// (pagefind.mjs says why); this module hands it the documents and reads its answer.

/**
 * How much a label weighs (a <dt>, a <th>: "Tuition and fees", "Deadline", "Parking"): a label
 * names what its value is, as a subheading (h3, 5) names its part; Pagefind weighs plain text 1.
 */
export const LABEL_WEIGHT = 5;

/**
 * A section's (or the text before the first section's) labels weighed as subheadings, each label once: a list that repeats a label for
 * every item (an aid list's "Deadline" under each award) labels one thing, as a table's column
 * header does for all its rows, and so weighs as one label, its repeats as plain text.
 */
function labelsWeighedOnce(section: string): string {
  const seen = new Set<string>();
  return section.replace(/<(dt|th)\b([^>]*)>([^<]*)/g, (_tag, name: string, attributes: string, text: string) => {
    const label = text.trim().toLowerCase();
    const weight = seen.has(label) ? 1 : LABEL_WEIGHT;
    seen.add(label);
    return `<${name} data-pagefind-weight="${weight}"${attributes}>${text}`;
  });
}

/**
 * What the index holds of a page: its name (Pagefind's "title" of the result) and its main
 * content, its labels weighed as subheadings.
 */
export function indexDocument(page: BuiltPage): { url: string; content: string } {
  const name = `<span data-pagefind-meta="title" data-pagefind-ignore>${escapeHtml(page.name)}</span>`;
  const main = page.main
    .replace(/^<main\b[^>]*>/, (open) => `${open}${name}`)
    .split(/(?=<section\b)/)
    .map(labelsWeighedOnce)
    .join("");
  return { url: page.path, content: `<!DOCTYPE html><html lang="${escapeHtml(page.lang)}"><body>${main}</body></html>` };
}

/** The pages the index holds: every built page but the search page (the one holding the site map). */
export const indexedPages = (pages: readonly BuiltPage[]): BuiltPage[] => pages.filter((page) => !holdsSiteMap(page));

// The project root is the working directory of Gatsby and of every script (gatsby-node runs
// compiled from .cache, so not from beside this file).
const PAGEFIND_SCRIPT = path.resolve("plugins", "search", "pagefind.mjs");

/** Runs pagefind.mjs with a command (and JSON on its standard input); its standard output, or an error with its message. */
function runPagefind(command: string, input?: unknown): string {
  const result = spawnSync(process.execPath, [PAGEFIND_SCRIPT, command], {
    input: input === undefined ? "" : JSON.stringify(input),
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.error) throw result.error;
  if (result.status !== 0) throw new Error(result.stderr.trim() || `search: pagefind.mjs ${command} exited with ${result.status}`);
  return result.stdout.trim();
}

/** The address of the search script every page loads on demand: /pagefind/<hash of its scripts>/pagefind.js. */
export const searchBundle = (): string => runPagefind("bundle");

export interface IndexReport {
  folder: string;
  files: number;
  bytes: number;
  pages: number;
}

/** Writes the index of `pages` into publicDir, at `bundle`'s folder (stops if Pagefind's scripts differ). */
export function writeSearchIndex(publicDir: string, pages: readonly BuiltPage[], bundle: string): IndexReport {
  const documents = indexedPages(pages).map(indexDocument);
  return JSON.parse(runPagefind("index", { publicDir, bundle, documents })) as IndexReport;
}

export interface IndexSize {
  pages: number;
  /** Pagefind's scripts and WebAssembly: the same for any site, fetched once by a visitor. */
  engineBytes: number;
  /** The index itself (entry, metadata, index chunks, fragments), which grows with the pages. */
  indexBytes: number;
  /** indexBytes a page. */
  bytesPerPage: number;
}

/** The size of a build's search bundle (npm run bench reports it), read from public/pagefind/<hash>/. */
export function searchIndexSize(publicDir: string): IndexSize {
  const root = path.join(publicDir, "pagefind");
  const [folder] = fs.readdirSync(root);
  const dir = path.join(root, folder);
  const files = fs.readdirSync(dir, { recursive: true, encoding: "utf8" }).filter((f) => fs.statSync(path.join(dir, f)).isFile());
  const size = (f: string) => fs.statSync(path.join(dir, f)).size;
  const engine = (f: string) => f.endsWith(".js") || /^wasm\./.test(f);
  const entry = JSON.parse(fs.readFileSync(path.join(dir, "pagefind-entry.json"), "utf8")) as {
    languages: Record<string, { page_count: number }>;
  };
  const pages = Object.values(entry.languages).reduce((n, l) => n + l.page_count, 0);
  const indexBytes = files.filter((f) => !engine(f)).reduce((n, f) => n + size(f), 0);
  return {
    pages,
    engineBytes: files.filter(engine).reduce((n, f) => n + size(f), 0),
    indexBytes,
    bytesPerPage: Math.round(indexBytes / pages),
  };
}
