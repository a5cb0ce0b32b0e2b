/**
 * Size budget over the production build in public/ (run after `gatsby build`; the e2e runner builds
 * first). Bytes are deterministic, so this fails the moment a route outgrows its budget.
 * perf-budget.json holds the targets: first-load JavaScript within the framework floor + 10 KB
 * (or a route's documented exception), HTML within 14 KB gzip (the first round trip).
 */
import budget from "../../perf-budget.json";
import { routeWeight } from "../../scripts/lib/first-load";
import { ALL_ROUTES, requireBuild } from "../e2e/routes";

// Every page (bytes are cheap to weigh): the 404 page by its own route name, as first-load.ts weighs it.
const ROUTES = ALL_ROUTES.map((route) => (route.notFound ? "/404" : route.path));

const publicDir = requireBuild();
const exceptions: Record<string, { maxJsOverFloorGzip: number; reason: string } | undefined> = budget.jsExceptions;

// An exception's key is a route's path, or a pattern in which "*" stands for one path segment
// (the program pages' "/academics/" + "*" + "/": one template, one allowance).
const names = (key: string, route: string) => {
  const [keyParts, routeParts] = [key.split("/"), route.split("/")];
  return keyParts.length === routeParts.length && keyParts.every((part, i) => part === "*" || part === routeParts[i]);
};
/** The exception that applies to a route: its own, else the first pattern naming it. */
const exceptionFor = (route: string) => exceptions[route] ?? Object.entries(exceptions).find(([key]) => names(key, route))?.[1];

describe("size budget per route", () => {
  test.each(ROUTES)("%s: first-load JavaScript within the framework floor + its allowance", (route) => {
    const allowance = exceptionFor(route)?.maxJsOverFloorGzip ?? budget.maxJsOverFloorGzip;
    const jsBudget = budget.floorJsGzip + allowance;
    const { jsGzip, scripts } = routeWeight(publicDir, route);
    const overage = jsGzip - jsBudget;
    if (overage > 0) {
      const list = scripts.map((s) => `${s.name} ${s.gzip} B`).join(", ");
      throw new Error(`${route}: first-load JS ${jsGzip} B gzip is ${overage} B over its budget of ${jsBudget} B (${list})`);
    }
    expect(jsGzip).toBeGreaterThan(0);
  });

  test("an exception is above the target, says why, and names a route", () => {
    for (const [key, exception] of Object.entries(exceptions)) {
      expect([key, ROUTES.some((route) => names(key, route))]).toEqual([key, true]);
      expect(exception!.maxJsOverFloorGzip).toBeGreaterThan(budget.maxJsOverFloorGzip);
      expect(exception!.reason.length).toBeGreaterThan(40);
    }
  });

  test.each(ROUTES)(`%s: HTML within ${budget.maxHtmlGzip / 1024} KB gzip`, (route) => {
    const { htmlGzip } = routeWeight(publicDir, route);
    const overage = htmlGzip - budget.maxHtmlGzip;
    if (overage > 0) {
      throw new Error(`${route}: HTML ${htmlGzip} B gzip is ${overage} B over its budget of ${budget.maxHtmlGzip} B`);
    }
    expect(htmlGzip).toBeGreaterThan(0);
  });
});
