// The page files (content/pages/<name>.json) as the tests read them: a page, its blocks by type
// or anchor id, and its sections in the order the content gives. Tests name a block by its type
// (the first of that type on the page) or its id, never by its position, so a maintainer may
// reorder, add or remove blocks and the tests follow the content.
import fs from "fs";
import path from "path";

export const PAGES_DIR = path.join(__dirname, "..", "..", "content", "pages");

// Tests read the page files as fixtures: a block's fields depend on its type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Block = { type: string } & Record<string, any>;

export interface PageFile {
  path: string;
  seo: { title: string; description: string };
  notFound?: boolean;
  blocks: Block[];
}

/** content/pages/<name>.json. */
export function contentPage(name: string): PageFile {
  return JSON.parse(fs.readFileSync(path.join(PAGES_DIR, `${name}.json`), "utf8")) as PageFile;
}

/** Every page file by name ("home", "about", ...). */
export function contentPages(): Map<string, PageFile> {
  return new Map(
    fs
      .readdirSync(PAGES_DIR)
      .filter((file) => file.endsWith(".json"))
      .sort()
      .map((file) => [file.replace(/\.json$/, ""), contentPage(file.replace(/\.json$/, ""))]),
  );
}

/** The page at a route ("/", "/about/"); the not-found page for any unknown route. */
export function pageAt(route: string): PageFile {
  const pages = [...contentPages().values()];
  const page = pages.find((p) => p.path === route) ?? pages.find((p) => p.notFound && route.includes("404"));
  if (!page) throw new Error(`no page file in content/pages has path "${route}"`);
  return page;
}

/** The not-found page's file. */
export function notFoundPage(): PageFile {
  const page = [...contentPages().values()].find((p) => p.notFound);
  if (!page) throw new Error("no page file in content/pages has notFound: true");
  return page;
}

/** The first block of a type, or the block with an anchor id, on a page. */
export function block(page: PageFile, typeOrId: string): Block {
  const found = page.blocks.find((b) => b.type === typeOrId) ?? page.blocks.find((b) => b.id === typeOrId);
  if (!found) throw new Error(`${page.path}: no block of type or id "${typeOrId}"`);
  return found;
}

/** Every block of a type on a page, in order. */
export function blocksOfType(page: PageFile, type: string): Block[] {
  return page.blocks.filter((b) => b.type === type);
}

/** The anchor ids of a page's sections, in the content's order (nested statements and lists included). */
export function sectionIds(page: PageFile): string[] {
  return page.blocks.flatMap((b) => (typeof b.id === "string" ? [b.id] : Array.isArray(b.items) ? b.items.flatMap((i: { id?: unknown }) => (typeof i.id === "string" ? [i.id] : [])) : []));
}

/** The h2 of each section after the hero, in the content's order (nested statements and lists included). */
export function sectionHeadings(page: PageFile): string[] {
  return page.blocks
    .filter((b) => b.type !== "hero")
    .flatMap((b) => (typeof b.heading === "string" ? [b.heading] : Array.isArray(b.items) ? b.items.flatMap((i: { heading?: unknown }) => (typeof i.heading === "string" ? [i.heading] : [])) : []));
}
