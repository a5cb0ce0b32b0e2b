import fs from "fs";
import path from "path";
import { programPagePath } from "../../plugins/program-pages";

// The one list of the site's routes, derived from the pages themselves: src/pages/<name>.tsx is
// served at /<name>/ (trailingSlash "always"), index.tsx at /, and 404.tsx answers every unknown
// path; and from the content: every record of content/programs.json has its page at
// /academics/<slug>/ (plugins/program-pages). The bench, the screenshots and the built-site and
// browser tests all walk ROUTES, so a new page is checked everywhere the moment its file exists.
// ROUTES holds one page of each kind made from a template (the first program's), so the browser
// checks grow with the kinds of page, not with the records; PROGRAM_ROUTES holds every program
// page, for the checks over the built HTML (cheap per page) and the sitemap.

// From __filename: under `node --import tsx`, a .ts module imported by an .mjs script gets its
// __filename but a __dirname of "." (npm run screenshots and bench import this file so).
export const PAGES_DIR = path.join(path.dirname(__filename), "..", "..", "src", "pages");
export const CONTENT_DIR = path.join(path.dirname(__filename), "..", "..", "content");

export interface Route {
  /** URL path requested. */
  path: string;
  /** File in public/ holding its static HTML. */
  html: string;
  /** The 404 route answers status 404 by design. */
  notFound?: boolean;
  /** A program's page (src/templates/program.tsx): the slug of its record in content/programs.json. */
  program?: string;
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

/** Every program's page, in the order of content/programs.json. */
export function programRoutes(contentDir: string = CONTENT_DIR): Route[] {
  const { programs } = JSON.parse(fs.readFileSync(path.join(contentDir, "programs.json"), "utf8")) as { programs: { slug: string }[] };
  return programs.map(({ slug }) => {
    const pagePath = programPagePath(slug);
    return { path: pagePath, html: `${pagePath.slice(1)}index.html`, program: slug };
  });
}

/** Every program page (the built-site checks over all of them, the sitemap). */
export const PROGRAM_ROUTES: readonly Route[] = programRoutes();

/** A path no page has: the hosts answer it with 404.html and status 404. */
export const NOT_FOUND: Route = { path: "/this-page-does-not-exist", html: "404.html", notFound: true };

/** Every page route, one program page (the first record's), then the 404 route. */
export const ROUTES: readonly Route[] = [...pageRoutes(), ...PROGRAM_ROUTES.slice(0, 1), NOT_FOUND];

/** Every route of the build: the page routes, every program page, the 404 route. */
export const ALL_ROUTES: readonly Route[] = [...pageRoutes(), ...PROGRAM_ROUTES, NOT_FOUND];

/** The routes' paths checked by the browser tests and the bench: "/", "/about/", ..., one program page. */
export const PAGE_PATHS: readonly string[] = ROUTES.filter((route) => !route.notFound).map((route) => route.path);
