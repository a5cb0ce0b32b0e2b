// The routes the browser and built-site checks walk (scripts/lib/routes.ts, the one list, derived
// from the content): ROUTES, one page of each kind plus a path that must fall through to the 404
// page, for the browser; ALL_ROUTES and PROGRAM_ROUTES, every page, for the checks over the built
// HTML. Nothing else in __tests__/e2e or __tests__/built names a route.
import fs from "fs";
import path from "path";
import { statsFile } from "../../plugins/hosting";
import { ALL_ROUTES, NOT_FOUND, PROGRAM_ROUTES, ROUTES, type Route } from "../../scripts/lib/routes";

export { ALL_ROUTES, NOT_FOUND, PROGRAM_ROUTES, ROUTES, type Route };

export const projectRoot = path.join(__dirname, "..", "..");

export const VIEWPORTS = {
  mobile: { width: 375, height: 812 },
  desktop: { width: 1280, height: 800 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

/** The build under test: public/, or E2E_PUBLIC_DIR (a snapshot, while others rebuild public/). */
export const publicDir = process.env.E2E_PUBLIC_DIR ? path.resolve(process.env.E2E_PUBLIC_DIR) : path.join(projectRoot, "public");

/**
 * The build directory, for the suites that read files from it. A missing build is a failure, never
 * a skip: a test over the build that passes without one proves nothing.
 */
export function requireBuild(): string {
  for (const file of [path.join(publicDir, "index.html"), statsFile(publicDir)]) {
    if (!fs.existsSync(file)) {
      throw new Error(`${publicDir} has no production build (no ${file}): run \`npm run build\` first (npm run test:e2e does)`);
    }
  }
  return publicDir;
}

export function routeLabel(route: Route, viewport?: ViewportName | number): string {
  const width = typeof viewport === "number" ? viewport : viewport ? VIEWPORTS[viewport].width : undefined;
  return width ? `${route.path} @${width}` : route.path;
}

/** The route of `path` in ROUTES (a test that names a page fails at once if it is no longer one). */
export function routeByPath(path: string): Route {
  const found = ROUTES.find((r) => r.path === path);
  if (!found) throw new Error(`no route ${path} in ROUTES (scripts/lib/routes.ts)`);
  return found;
}

/** Throws one error listing every problem, each line naming route, viewport and problem. */
export function assertNoProblems(problems: readonly string[], what: string): void {
  if (problems.length === 0) return;
  const unique = [...new Set(problems)];
  throw new Error(`${what}: ${unique.length} problem(s)\n  ${unique.join("\n  ")}`);
}
