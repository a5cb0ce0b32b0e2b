/**
 * What cross-file references ("x-ref") may point at, gathered from the content directory and
 * its pages (content/pages). A set is `null` when its source file could not be read (its own problem is already
 * reported), so one broken file does not bury the output under follow-on "unknown" errors.
 */
export interface RefIndex {
  photos: ReadonlySet<string> | null;
  icons: ReadonlySet<string>;
  ctas: ReadonlySet<string> | null;
  programs: ReadonlySet<string> | null;
  /** Route => known anchors ("#id" targets) on that route. */
  routes: ReadonlyMap<string, ReadonlySet<string>>;
}

/** The folder of page files in the docs map: "pages/home.json". */
export const PAGE_DOC_PREFIX = "pages/";

/** A page file's path as links write it: "/about/" -> "/about" ("/" stays). */
export function linkRoute(pagePath: string): string {
  return pagePath === "/" ? "/" : pagePath.replace(/\/+$/, "");
}

interface PageDoc {
  path?: unknown;
  notFound?: unknown;
  blocks?: unknown;
}

/** The pages of content/pages (docs "pages/<name>.json"), the not-found page aside: route => document. */
export function contentPageRoutes(docs: ReadonlyMap<string, unknown>): Map<string, PageDoc> {
  const routes = new Map<string, PageDoc>();
  for (const [name, doc] of docs) {
    if (!name.startsWith(PAGE_DOC_PREFIX) || doc === null || typeof doc !== "object") continue;
    const page = doc as PageDoc;
    if (typeof page.path !== "string" || page.notFound === true) continue;
    routes.set(linkRoute(page.path), page);
  }
  return routes;
}

/** Whether a page shows a block of this type. */
function hasBlock(page: PageDoc | undefined, type: string): boolean {
  return (
    Array.isArray(page?.blocks) &&
    page.blocks.some((block) => block !== null && typeof block === "object" && (block as { type?: unknown }).type === type)
  );
}

/** Every string `id` field anywhere in a page-copy document. */
export function collectIds(value: unknown, into: Set<string> = new Set()): Set<string> {
  if (Array.isArray(value)) {
    for (const item of value) collectIds(item, into);
  } else if (value !== null && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      if (key === "id" && typeof item === "string") into.add(item);
      else collectIds(item, into);
    }
  }
  return into;
}

function arrayField(doc: unknown, list: string, field: string): Set<string> {
  const out = new Set<string>();
  const items = doc !== null && typeof doc === "object" ? (doc as Record<string, unknown>)[list] : undefined;
  if (!Array.isArray(items)) return out;
  for (const item of items) {
    const value = item !== null && typeof item === "object" ? (item as Record<string, unknown>)[field] : undefined;
    if (typeof value === "string") out.add(value);
  }
  return out;
}

/**
 * @param docs parsed content files by file name; a file that failed to parse is present with
 *   the value `undefined`, a file that does not exist is absent.
 */
export function buildRefIndex(docs: ReadonlyMap<string, unknown>, iconNames: readonly string[]): RefIndex {
  // A missing or unreadable file is reported once as such; its references are then not checked.
  const fromFile = (file: string, list: string, field: string) =>
    docs.get(file) === undefined ? null : arrayField(docs.get(file), list, field);
  const programDoc = docs.get("programs.json");
  const pages = contentPageRoutes(docs);
  const routes = new Map<string, Set<string>>();
  for (const [route, page] of pages) {
    const anchors = new Set<string>();
    collectIds(page?.blocks, anchors);
    // Program cards (a programList block) carry their slug as id, so "/academics#pharmacy" works.
    if (hasBlock(page, "programList")) for (const slug of arrayField(programDoc, "programs", "slug")) anchors.add(slug);
    routes.set(route, anchors);
  }
  // Each program's page (plugins/program-pages), its anchors the section ids of programPage.json.
  const programPageIds = collectIds(docs.get("programPage.json"));
  for (const slug of arrayField(programDoc, "programs", "slug")) routes.set(`/academics/${slug}`, new Set(programPageIds));
  return {
    photos: fromFile("photos.json", "photos", "key"),
    icons: new Set(iconNames),
    ctas: fromFile("site.json", "callsToAction", "id"),
    programs: fromFile("programs.json", "programs", "name"),
    routes,
  };
}
