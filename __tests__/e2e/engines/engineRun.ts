// What the Firefox and WebKit suites share: the routes and widths they walk (shared out between them), the options of the
// in-page checks (coreChecks.js), and the one list of engine noise that is not a site problem.
import fs from "fs";
import path from "path";
import site from "../../../content/site.json";
import programPage from "../../../content/programPage.json";
import { ROUTES, VIEWPORTS, routeLabel, type Route } from "../routes";
import { searchAnswers } from "../searchAnswers";

/** The in-page checks' source: an async function of the options below, resolving to problems. */
export const CORE_CHECKS_SOURCE = fs.readFileSync(path.join(__dirname, "coreChecks.js"), "utf8");

export interface CoreCheckOptions {
  solidAfterPx: number;
  intervalMs: number;
  controls: string[];
  pauseLabel: string;
  checkCarousel: boolean;
  /** The name of a program page's menu of its sections (its programGlance block's menuLabel). */
  sectionMenuLabel: string;
  /** Below 1024 px: the menu button shows, and the menu opens, closes and closes on navigation. */
  phoneMenu: boolean;
  /** On / at each width: "/" opens the search box and the built index answers every query with its page first (searchAnswers.ts). */
  search?: { queries: { query: string; expect: string }[]; closeLabel: string };
  /** Fail when the engine lacks ReportingObserver (WebKit: the only view of CSP violations at load). */
  requireReportingObserver?: boolean;
  /** How long a condition that never comes is waited for before it is reported (default 20 s). */
  giveUpMs?: number;
}

/** What the build's index answers each search query with, asked once in Node. */
const SEARCH_ANSWERS = searchAnswers();

/** $bp-lg (src/styles/_tokens.scss): from this width the bar shows its links, and no menu button. */
const MENU_BAR_MIN_WIDTH = 1024;

export type Engine = "firefox" | "webkit";

/**
 * The routes and widths an engine walks. Chromium sees every route at both widths; Firefox and
 * WebKit share them out, so that between the two every route is seen at 375 and at 1280 px by an
 * engine other than Chromium: route i at one width in Firefox and at the other in WebKit. The home
 * page, the one with the carousel (its real 5 s interval, checked at 1280), is walked at both
 * widths by both. Engine-specific failures (a script error, a CSP violation, a dead menu) show at
 * either width; what changes with the width is the layout, which both widths still cover.
 */
export function engineCases(engine: Engine): { route: Route; width: number; label: string; options: CoreCheckOptions }[] {
  const widths = [VIEWPORTS.mobile.width, VIEWPORTS.desktop.width];
  return ROUTES.flatMap((route, i) =>
    (route.path === "/" ? widths : [widths[(i + (engine === "firefox" ? 0 : 1)) % 2]]).map((width) => ({
      route,
      width,
      label: routeLabel(route, width),
      options: coreCheckOptions(route, width),
    })),
  );
}

/** The in-page checks' options for a route at a width (the carousel once per engine, at 1280 on /). */
export function coreCheckOptions(route: Route, width: number): CoreCheckOptions {
  return {
    solidAfterPx: site.behaviour.navSolidAfterPx,
    intervalMs: site.behaviour.carouselIntervalMs,
    controls: [site.ui.pauseRotation, site.ui.startRotation, site.ui.previousSlide, site.ui.nextSlide],
    pauseLabel: site.ui.pauseRotation,
    checkCarousel: route.path === "/" && width === VIEWPORTS.desktop.width,
    sectionMenuLabel: programPage.blocks.find((b) => b.type === "programGlance")?.menuLabel ?? "",
    phoneMenu: width < MENU_BAR_MIN_WIDTH,
    ...(route.path === "/" ? { search: { queries: SEARCH_ANSWERS, closeLabel: site.search.close } } : {}),
  };
}

/** Page errors, console errors and CSP violations, collected from the document's start. */
export const ERROR_LISTENER_SOURCE = `
  window.__engineProblems = [];
  window.addEventListener("error", (e) => window.__engineProblems.push("page error: " + e.message));
  window.addEventListener("unhandledrejection", (e) => window.__engineProblems.push("unhandled rejection: " + (e.reason && e.reason.message || e.reason)));
  document.addEventListener("securitypolicyviolation", (e) => window.__engineProblems.push("CSP violation: " + e.violatedDirective + " blocked " + (e.blockedURI || "inline")));
`;

/**
 * Engine messages that are not a problem of the site, each with its reason. Everything else an
 * engine logs as an error fails the suite.
 */
export const ENGINE_NOISE: { engine: Engine; pattern: RegExp; reason: string }[] = [
  // None today. WebKitGTK's "Unrecognized Content-Security-Policy directive 'manifest-src'" was
  // avoided instead: the CSP has no manifest-src, since default-src 'self' covers the manifest.
];

export function isNoise(engine: Engine, message: string): boolean {
  return ENGINE_NOISE.some((noise) => noise.engine === engine && noise.pattern.test(message));
}

export function photoProxy(): string {
  const value = process.env.E2E_PHOTO_PROXY;
  if (!value) throw new Error("E2E_PHOTO_PROXY is not set: run the engine tests through `npm run test:e2e`");
  return value;
}
