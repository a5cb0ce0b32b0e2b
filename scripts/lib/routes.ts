import path from "path";
import { allPages } from "../../plugins/pages/sources";

// The one list of the site's routes, derived from the content: every page the build creates
// (plugins/pages/sources.ts: content/pages/<name>.json at its "path", and any other source of
// pages), served at its path (trailingSlash "always"); the not-found page answers every unknown
// path. The bench, the screenshots and the built-site and browser tests all walk this list, so a
// new page is checked everywhere the moment its file exists.

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
}

/** The page routes (the not-found page aside), "/" first, then alphabetical. */
export function pageRoutes(root: string = PROJECT_ROOT): Route[] {
  return allPages(root)
    .filter((page) => !page.notFound)
    .map((page) => page.path)
    .sort((a, b) => (a === "/" ? -1 : b === "/" ? 1 : a.localeCompare(b)))
    .map((route) => ({ path: route, html: route === "/" ? "index.html" : `${route.slice(1)}index.html` }));
}

/** A path no page has: the hosts answer it with 404.html and status 404. */
export const NOT_FOUND: Route = { path: "/this-page-does-not-exist", html: "404.html", notFound: true };

/** Every page route, then the 404 route. */
export const ROUTES: readonly Route[] = [...pageRoutes(), NOT_FOUND];

/** The page routes' paths: "/", "/about/", ... */
export const PAGE_PATHS: readonly string[] = ROUTES.filter((route) => !route.notFound).map((route) => route.path);
