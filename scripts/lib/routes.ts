import fs from "fs";
import path from "path";

// The one list of the site's routes, derived from the pages themselves: src/pages/<name>.tsx is
// served at /<name>/ (trailingSlash "always"), index.tsx at /, and 404.tsx answers every unknown
// path. The bench, the screenshots and the built-site and browser tests all walk this list, so a
// new page is checked everywhere the moment its file exists.

// From __filename: under `node --import tsx`, a .ts module imported by an .mjs script gets its
// __filename but a __dirname of "." (npm run screenshots and bench import this file so).
export const PAGES_DIR = path.join(path.dirname(__filename), "..", "..", "src", "pages");

export interface Route {
  /** URL path requested. */
  path: string;
  /** File in public/ holding its static HTML. */
  html: string;
  /** The 404 route answers status 404 by design. */
  notFound?: boolean;
}

/** The page routes (the 404 page aside), "/" first, then alphabetical. */
export function pageRoutes(pagesDir: string = PAGES_DIR): Route[] {
  return fs
    .readdirSync(pagesDir)
    .filter((file) => /\.(tsx|jsx|ts|js)$/.test(file) && !/\.test\./.test(file))
    .map((file) => file.replace(/\.[jt]sx?$/, ""))
    .filter((name) => name !== "404")
    .sort((a, b) => (a === "index" ? -1 : b === "index" ? 1 : a.localeCompare(b)))
    .map((name) => (name === "index" ? { path: "/", html: "index.html" } : { path: `/${name}/`, html: `${name}/index.html` }));
}

/** A path no page has: the hosts answer it with 404.html and status 404. */
export const NOT_FOUND: Route = { path: "/this-page-does-not-exist", html: "404.html", notFound: true };

/** Every page route, then the 404 route. */
export const ROUTES: readonly Route[] = [...pageRoutes(), NOT_FOUND];

/** The page routes' paths: "/", "/about/", ... */
export const PAGE_PATHS: readonly string[] = ROUTES.filter((route) => !route.notFound).map((route) => route.path);
