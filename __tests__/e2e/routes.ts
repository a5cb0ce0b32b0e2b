// The one list of routes every browser and built-site check walks: the spec's six routes plus a
// path that must fall through to the 404 page. Nothing else in __tests__/e2e or __tests__/built
// names a route.
import fs from "fs";
import path from "path";

export const projectRoot = path.join(__dirname, "..", "..");

export interface Route {
  /** URL path requested. */
  path: string;
  /** The page source that makes it; while it is missing the route is "pending" (see below). */
  source: string;
  /** File in public/ holding its static HTML. */
  html: string;
  /** The 404 route answers status 404 by design. */
  notFound?: boolean;
}

export const ROUTES: readonly Route[] = [
  { path: "/", source: "src/pages/index.tsx", html: "index.html" },
  { path: "/academics", source: "src/pages/academics.tsx", html: "academics/index.html" },
  { path: "/admissions", source: "src/pages/admissions.tsx", html: "admissions/index.html" },
  { path: "/student-experience", source: "src/pages/student-experience.tsx", html: "student-experience/index.html" },
  { path: "/research", source: "src/pages/research.tsx", html: "research/index.html" },
  { path: "/about", source: "src/pages/about.tsx", html: "about/index.html" },
  { path: "/this-page-does-not-exist", source: "src/pages/404.tsx", html: "404.html", notFound: true },
];

export const VIEWPORTS = {
  mobile: { width: 375, height: 812 },
  desktop: { width: 1280, height: 800 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

/** The build under test: public/, or E2E_PUBLIC_DIR (a snapshot, while others rebuild public/). */
export const publicDir = process.env.E2E_PUBLIC_DIR ? path.resolve(process.env.E2E_PUBLIC_DIR) : path.join(projectRoot, "public");

/**
 * A route is pending while its page source does not exist yet (pages are landing one by one).
 * Pending routes are skipped with a warning, and links to them are not counted as broken; the
 * moment the page source exists, every check applies to it. Set E2E_STRICT=1 to fail on
 * pending routes too (for the finished site).
 */
export function isPending(route: Route): boolean {
  if (process.env.E2E_STRICT === "1") return false;
  return !fs.existsSync(path.join(projectRoot, route.source));
}

export const readyRoutes = ROUTES.filter((r) => !isPending(r));
export const pendingRoutes = ROUTES.filter(isPending);

if (pendingRoutes.length > 0 && !process.env.E2E_PENDING_WARNED) {
  process.env.E2E_PENDING_WARNED = "1";
  console.warn(`e2e: pending (page source not written yet, checks skipped): ${pendingRoutes.map((r) => r.path).join(", ")}`);
}

/** Is this URL path a pending route (or its page-data)? */
export function isPendingPath(pathname: string): boolean {
  return pendingRoutes.some(
    (r) => pathname === r.path || (!r.notFound && pathname === `/page-data/${r.path === "/" ? "index" : r.path.slice(1)}/page-data.json`),
  );
}

/**
 * A shared component is pending while its file still carries the "STUB" marker the scaffold
 * gave it (the helper who implements it removes it). The behaviour checks for it apply after.
 */
export function isStub(source: string): boolean {
  if (process.env.E2E_STRICT === "1") return false;
  const file = path.join(projectRoot, source);
  return !fs.existsSync(file) || /^\/\/ STUB/m.test(fs.readFileSync(file, "utf8"));
}

/** jest's test, or test.skip with the reason in the title, for checks that wait on others' work. */
export function testUnless(pendingReason: string | false): jest.It {
  if (!pendingReason) return test;
  const skip = ((name: string, fn?: jest.ProvidesCallback, timeout?: number) =>
    test.skip(`${name} [pending: ${pendingReason}]`, fn, timeout)) as unknown as jest.It;
  return skip;
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
