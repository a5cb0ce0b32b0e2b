// The one list of routes every browser and built-site check walks: the spec's six routes plus a
// path that must fall through to the 404 page. Nothing else in __tests__/e2e or __tests__/built
// names a route.
import fs from "fs";
import path from "path";
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { statsFile } = require("../../scripts/lib/build-info.js");

export const projectRoot = path.join(__dirname, "..", "..");

export interface Route {
  /** URL path requested. */
  path: string;
  /** File in public/ holding its static HTML. */
  html: string;
  /** The 404 route answers status 404 by design. */
  notFound?: boolean;
}

export const ROUTES: readonly Route[] = [
  { path: "/", html: "index.html" },
  { path: "/academics/", html: "academics/index.html" },
  { path: "/admissions/", html: "admissions/index.html" },
  { path: "/student-experience/", html: "student-experience/index.html" },
  { path: "/research/", html: "research/index.html" },
  { path: "/about/", html: "about/index.html" },
  { path: "/this-page-does-not-exist", html: "404.html", notFound: true },
];

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

/** Throws one error listing every problem, each line naming route, viewport and problem. */
export function assertNoProblems(problems: readonly string[], what: string): void {
  if (problems.length === 0) return;
  const unique = [...new Set(problems)];
  throw new Error(`${what}: ${unique.length} problem(s)\n  ${unique.join("\n  ")}`);
}
