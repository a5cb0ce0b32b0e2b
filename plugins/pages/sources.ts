import { createHash } from "crypto";
import fs from "fs";
import path from "path";
import { BLOCKS_SCHEMA, PAGES_FOLDER, jsonFiles, readSchemas } from "../content-schema";
import { programPagePath } from "./programPages";
import { listPages } from "./paging";

// Where the site's pages come from: the page files, and a page per program record, both rendered
// by the one page template. gatsby-node creates them, and the route list (scripts/lib/routes.ts:
// sitemap checks, tests, screenshots, bench) reads the same list, so a page that exists is checked
// everywhere with no list to edit.

/** One page of the site. */
export interface SourcedPage {
  /** The route, with a slash at each end ("/", "/about/"). */
  path: string;
  /** The content file the page is made of: the template (PAGE_TEMPLATE) sees only the blocks it uses. */
  file: string;
  /** The page answers unknown addresses (the 404 page): no index, no sitemap entry. */
  notFound: boolean;
  /** Values for the template's query ($noindex, $jsonLd, $slug, ...). */
  context: Record<string, unknown>;
  /** A program's page: the slug of its record in content/programs.json. */
  program?: string;
}

/** The template every page renders with. */
export const PAGE_TEMPLATE = "src/templates/page.tsx";

/** Schema.org objects a block type adds to its page's JSON-LD (plugins/head PageJsonLd). */
const BLOCK_JSON_LD: Readonly<Record<string, string>> = { programList: "PROGRAMS" };

interface PageFile {
  path: string;
  notFound?: boolean;
  blocks: ReadonlyArray<{ type: string; photo?: unknown; pageSize?: number; pageTitle?: string }>;
}

const readJson = <T>(file: string) => JSON.parse(fs.readFileSync(file, "utf8")) as T;

/** The records of content/programs.json (a program's page each; a paged program list's length). */
function programRecords(root: string): { slug: string }[] {
  return readJson<{ programs: { slug: string }[] }>(path.join(root, "content", "programs.json")).programs;
}

/** Every content/pages/<name>.json: a page at its "path", rendered by the page template. */
function contentPages(root: string): SourcedPage[] {
  const dir = path.join(root, "content", PAGES_FOLDER);
  return jsonFiles(dir).flatMap((name) => {
    const file = path.join(dir, name);
    const page = readJson<PageFile>(file);
    const notFound = page.notFound === true;
    const jsonLd = [...new Set(page.blocks.map((block) => BLOCK_JSON_LD[block.type]).filter(Boolean))];
    const context = { noindex: notFound, jsonLd };
    const base = { path: page.path, file, notFound };
    // A program list with a page size spreads over /academics/, /academics/2/, ...: each page is
    // given its slice (skip, limit), and the later ones their title pattern ("{title}, page {page}").
    const list = page.blocks.find((block) => block.type === "programList" && block.pageSize !== undefined);
    if (!list) return [{ ...base, context }];
    return listPages(page.path, programRecords(root).length, list.pageSize).map((listPage) => ({
      ...base,
      path: listPage.path,
      context: { ...context, skip: listPage.skip, limit: listPage.limit, ...(listPage.number > 1 ? { pageTitle: list.pageTitle } : {}) },
    }));
  });
}

/**
 * A page per record of content/programs.json at /academics/<slug>/, made of content/programPage.json
 * (its sections, the same for every program); its blocks read the program by the query's $slug.
 */
function programPages(root: string): SourcedPage[] {
  const file = path.join(root, "content", "programPage.json");
  return programRecords(root).map(({ slug }) => ({
    path: programPagePath(slug),
    file,
    notFound: false,
    context: { slug, noindex: false, jsonLd: [] },
    program: slug,
  }));
}

/** Every page, of the page files then of the program records; a path made twice stops with both files named. */
export function allPages(root: string): SourcedPage[] {
  const pages = [...contentPages(root), ...programPages(root)];
  const seen = new Map<string, string>();
  for (const page of pages) {
    const other = seen.get(page.path);
    if (other) throw new Error(`${path.relative(root, page.file)}: path "${page.path}" is also the path of ${path.relative(root, other)}`);
    seen.set(page.path, page.file);
  }
  return pages;
}

/** Where the build writes the block sets pages are rendered with (generated, git-ignored). */
export const BLOCK_SETS_DIR = ".page-blocks";

/**
 * Light, general blocks that most pages made from content alone are built of. A page whose blocks
 * are all among them is given the chunk of all of them, so such pages share one chunk: every chunk
 * costs every page a line of Gatsby's chunk map, and a new page of these blocks adds none.
 */
export const SHARED_BLOCKS: readonly string[] = ["hero", "prose", "panels", "points", "contact", "pageLinks", "photoCredits"];

/** The block types a page's chunk holds: the shared set when the page uses only shared blocks, else its own. */
export function chunkBlockTypes(types: readonly string[]): string[] {
  return types.every((type) => SHARED_BLOCKS.includes(type)) ? [...SHARED_BLOCKS] : [...types];
}

/**
 * A short name for a set of block types, the same for the same set in any order: the name of
 * the set's chunk ("b" + letters of a hash; letters only, so Gatsby's chunk name stays short).
 */
export function blockSetKey(types: readonly string[]): string {
  const digest = createHash("sha1")
    .update([...new Set(types)].sort().join(","))
    .digest("hex")
    .slice(0, 6);
  return `b${[...digest].map((c) => String.fromCharCode(97 + parseInt(c, 16))).join("")}`;
}

type Block = PageFile["blocks"][number] & Record<string, unknown>;

/** Whether a page file opens with a plain banner: a hero without a photo (a policy page), which shows no photo first. */
export function opensPlain(file: string): boolean {
  const [first] = readJson<PageFile>(file).blocks;
  return first?.type === "hero" && first.photo === undefined;
}

/**
 * What a block looks like to a visitor, for the project at `root`: its type, then each field its
 * folder's schema marks as changing the look ("x-look"): an enum's value ("points:cards"), or
 * another field's presence ("figures:photo", "hero:photo").
 */
export function blockKind(root: string): (block: Block) => string {
  const blocks = readSchemas(path.join(root, "content", "schemas")).get(BLOCKS_SCHEMA)?.$defs as Record<string, { properties: object }>;
  return (block) => {
    const properties = (blocks[block.type]?.properties ?? {}) as Record<string, { "x-look"?: boolean; enum?: unknown[] }>;
    const looks = Object.keys(properties).filter((field) => properties[field]["x-look"] === true && block[field] !== undefined);
    return [block.type, ...looks.map((field) => (properties[field].enum ? String(block[field]) : field))].join(":");
  };
}

/** The kinds of block a page file shows, in first-use order (`kindOf`: a blockKind, or the block's type). */
export function blockKindsOf(file: string, kindOf: (block: Block) => string): string[] {
  return [...new Set(readJson<PageFile>(file).blocks.map((block) => kindOf(block as Block)))];
}

/**
 * Pages that together show every kind of block the pages show (the not-found page aside: it is
 * checked as its own kind): "/" first, then at each step the page that adds the most kinds not
 * yet shown (the first by path on a tie). The browser tests load these, so their cost grows
 * with the kinds of block, not with the pages; every page is still checked over its built HTML.
 */
export function pageKinds(pages: readonly SourcedPage[], root: string): SourcedPage[] {
  const kindOf = blockKind(root);
  const candidates = pages.filter((page) => !page.notFound).map((page) => ({ page, kinds: blockKindsOf(page.file, kindOf) }));
  candidates.sort((a, b) => (a.page.path === "/" ? -1 : b.page.path === "/" ? 1 : a.page.path.localeCompare(b.page.path)));
  const shown = new Set<string>();
  const chosen: SourcedPage[] = [];
  const gain = (kinds: string[]) => kinds.filter((kind) => !shown.has(kind)).length;
  for (;;) {
    const first = chosen.length === 0 ? candidates.find((c) => c.page.path === "/") : undefined;
    const best =
      first ??
      candidates.reduce<(typeof candidates)[number] | undefined>(
        (top, c) => (gain(c.kinds) > (top ? gain(top.kinds) : 0) ? c : top),
        undefined,
      );
    if (!best || gain(best.kinds) === 0) return chosen;
    chosen.push(best.page);
    best.kinds.forEach((kind) => shown.add(kind));
  }
}
