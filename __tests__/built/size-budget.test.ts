/**
 * Size budget over the production build in public/ (run after `gatsby build`; the e2e runner builds
 * first). Bytes are deterministic, so this fails the moment a route outgrows its budget.
 * perf-budget.json holds the targets: first-load JavaScript within the framework floor + 10 KB
 * (or a route's documented exception), HTML within 14 KB gzip (the first round trip).
 */
import budget from "../../perf-budget.json";
import { ROUTES, routeWeight } from "../../scripts/lib/first-load";
import { requireBuild } from "../e2e/routes";

const publicDir = requireBuild();
const exceptions: Record<string, { maxJsOverFloorGzip: number; reason: string } | undefined> = budget.jsExceptions;

describe("size budget per route", () => {
  test.each(ROUTES)("%s: first-load JavaScript within the framework floor + its allowance", (route) => {
    const allowance = exceptions[route]?.maxJsOverFloorGzip ?? budget.maxJsOverFloorGzip;
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
    for (const [route, exception] of Object.entries(exceptions)) {
      expect(ROUTES).toContain(route);
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
