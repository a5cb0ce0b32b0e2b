import path from "path";
import { allPages, opensPlain, pageKinds } from "../../plugins/pages";

// The one list of the site's routes, derived from the content: every page the build creates
// (plugins/pages): one per content/pages/<name>.json, served at its path (trailingSlash "always"),
// one per record of content/programs.json at /academics/<slug>/, and the not-found page for every unknown path. The bench, the screenshots and the built-site and browser
// tests all read this list, so a new page is checked everywhere the moment its file exists.
// ALL_ROUTES is every page, for the checks over the built HTML (cheap per page) and the sitemap;
// ROUTES is one page of each kind, for the browser checks (costly per page), so they grow with the
// kinds of page, not with the pages: the content pages that together show every kind of block
// (plugins/pages pageKinds), the first program's page, and the not-found route.

// From __filename: under `node --import tsx`, a .ts module imported by an .mjs script gets its
// __filename but a __dirname of "." (npm run screenshots and bench import this file so).
export const PROJECT_ROOT = path.join(path.dirname(__filename), "..", "..");

export interface Route {
  /** URL path requested. */
  path: string;
  /** File in public/ holding its static HTML. */
  html: string;
  /** The 404 route answers status 404 by design. */
  notFound?: boolean;
  /** A program's page: the slug of its record in content/programs.json. */
  program?: string;
  /** The page opens with a plain banner, a hero without a photo (a policy page): it shows no photo first. */
  plainBanner?: boolean;
}

const pages = allPages(PROJECT_ROOT);

/** The content pages' routes (the not-found page aside), "/" first, then alphabetical. */
const PAGE_ROUTES: readonly Route[] = pages
  .filter((page) => !page.notFound && page.program === undefined)
  .sort((a, b) => (a.path === "/" ? -1 : b.path === "/" ? 1 : a.path.localeCompare(b.path)))
  .map((page) => ({
    path: page.path,
    html: page.path === "/" ? "index.html" : `${page.path.slice(1)}index.html`,
    ...(opensPlain(page.file) ? { plainBanner: true } : {}),
  }));

/** Every program's page, in the order of content/programs.json. */
export function programRoutes(root: string = PROJECT_ROOT): Route[] {
  return allPages(root).flatMap(({ path: pagePath, program }) =>
    program === undefined ? [] : [{ path: pagePath, html: `${pagePath.slice(1)}index.html`, program }],
  );
}

/** Every program page (the built-site checks over all of them, the sitemap). */
export const PROGRAM_ROUTES: readonly Route[] = programRoutes();

/** A path no page has: the hosts answer it with 404.html and status 404. */
export const NOT_FOUND: Route = {
  path: "/this-page-does-not-exist",
  html: "404.html",
  notFound: true,
  ...(pages.some((page) => page.notFound && opensPlain(page.file)) ? { plainBanner: true } : {}),
};

/** The content pages that show every kind of block between them ("/" first), for the browser checks. */
const kinds = new Set(
  pageKinds(
    pages.filter((page) => page.program === undefined),
    PROJECT_ROOT,
  ).map((page) => page.path),
);

/** One page of each kind: those content pages, one program page (the first record's), the 404 route. */
export const ROUTES: readonly Route[] = [...PAGE_ROUTES.filter((route) => kinds.has(route.path)), ...PROGRAM_ROUTES.slice(0, 1), NOT_FOUND];

/** Every route of the build: the page routes, every program page, the 404 route. */
export const ALL_ROUTES: readonly Route[] = [...PAGE_ROUTES, ...PROGRAM_ROUTES, NOT_FOUND];

/** The paths of ROUTES but the 404 route: the browser tests' and the bench's pages. */
export const PAGE_PATHS: readonly string[] = ROUTES.filter((route) => !route.notFound).map((route) => route.path);
