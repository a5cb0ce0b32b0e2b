import { PAGES_FOLDER } from "../content-schema";
import { programPagePath } from "../pages";

/**
 * What cross-file references ("x-ref") may point at, gathered from the content files and pages.
 * A set is `null` when its source file could not be read (its own problem is already reported),
 * so one broken file does not bury the output under follow-on "unknown" errors.
 */
export interface RefIndex {
  photos: ReadonlySet<string> | null;
  icons: ReadonlySet<string>;
  ctas: ReadonlySet<string> | null;
  programs: ReadonlySet<string> | null;
  /** The keys of site.json's e-mail addresses ("admissions", ...). */
  emails: ReadonlySet<string> | null;
  programSlugs: ReadonlySet<string> | null;
  services: ReadonlySet<string> | null;
  /** Route ("/about", as links write it) => known anchors ("#id" targets) on that route. */
  routes: ReadonlyMap<string, ReadonlySet<string>>;
}

/** Every string `id` field anywhere in a document. */
function collectIds(value: unknown, into: Set<string> = new Set()): Set<string> {
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
  const items = (doc as Record<string, unknown> | null | undefined)?.[list];
  const values = Array.isArray(items) ? items.map((item) => (item as Record<string, unknown> | null)?.[field]) : [];
  return new Set(values.filter((value): value is string => typeof value === "string"));
}

/** The keys of site.json's "emails", or null when site.json could not be read. */
function emailKeys(site: unknown): ReadonlySet<string> | null {
  const emails = (site as { emails?: unknown } | null | undefined)?.emails;
  return emails && typeof emails === "object" ? new Set(Object.keys(emails)) : null;
}

/**
 * @param docs parsed content files by name ("programs.json", "pages/about.json"); a file that
 *   failed to parse is present with the value `undefined`, a file that does not exist is absent.
 */
export function buildRefIndex(docs: ReadonlyMap<string, unknown>, iconNames: readonly string[]): RefIndex {
  const fromFile = (file: string, list: string, field: string) =>
    docs.get(file) === undefined ? null : arrayField(docs.get(file), list, field);
  const slugs = arrayField(docs.get("programs.json"), "programs", "slug");
  const routes = new Map<string, Set<string>>();
  for (const [name, doc] of docs) {
    const page = doc as { path?: unknown; notFound?: unknown; blocks?: unknown } | null | undefined;
    if (!name.startsWith(`${PAGES_FOLDER}/`) || typeof page?.path !== "string" || page.notFound === true) continue;
    const anchors = collectIds(page.blocks);
    // Program cards (a programList block) carry their slug as id, so "/academics#pharmacy" works.
    const blocks = Array.isArray(page.blocks) ? (page.blocks as unknown[]) : [];
    if (blocks.some((block) => (block as { type?: unknown } | null)?.type === "programList")) for (const slug of slugs) anchors.add(slug);
    routes.set(page.path === "/" ? "/" : page.path.replace(/\/+$/, ""), anchors);
  }
  // Each program's page, its anchors the section ids of programPage.json.
  const programPageIds = collectIds(docs.get("programPage.json"));
  for (const slug of slugs) routes.set(programPagePath(slug).slice(0, -1), new Set(programPageIds));
  return {
    photos: fromFile("photos.json", "photos", "key"),
    icons: new Set(iconNames),
    ctas: fromFile("site.json", "callsToAction", "id"),
    programs: fromFile("programs.json", "programs", "name"),
    emails: emailKeys(docs.get("site.json")),
    programSlugs: fromFile("programs.json", "programs", "slug"),
    services: fromFile("applicationServices.json", "services", "name"),
    routes,
  };
}
