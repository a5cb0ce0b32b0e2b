/**
 * Size budget over the production build in public/ (run after `gatsby build`; the e2e runner builds
 * first). Bytes are deterministic, so this fails the moment a route outgrows its budget.
 * perf-budget.json holds the targets: first-load JavaScript within the framework floor + 10 KB on
 * every route, HTML within 14 KB gzip (the first round trip).
 */
import budget from "../../perf-budget.json";
import { routeWeight } from "../../scripts/lib/first-load";
import { jsBudgetFor } from "../../scripts/lib/scale-report";
import { ALL_ROUTES, requireBuild } from "../e2e/routes";

// Every page (bytes are cheap to weigh): the 404 page by its own route name, as first-load.ts weighs it.
const ROUTES = ALL_ROUTES.map((route) => (route.notFound ? "/404" : route.path));

const publicDir = requireBuild();
describe("size budget per route", () => {
  test.each(ROUTES)(`%s: first-load JavaScript within the framework floor + ${budget.maxJsOverFloorGzip / 1024} KB`, (route) => {
    // An exception in perf-budget.json says why its route needs more; the bench lists it as not met.
    const jsBudget = jsBudgetFor(route, budget);
    const { jsGzip, scripts } = routeWeight(publicDir, route);
    const overage = jsGzip - jsBudget;
    if (overage > 0) {
      const list = scripts.map((s) => `${s.name} ${s.gzip} B`).join(", ");
      throw new Error(`${route}: first-load JS ${jsGzip} B gzip is ${overage} B over its budget of ${jsBudget} B (${list})`);
    }
    expect(jsGzip).toBeGreaterThan(0);
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
