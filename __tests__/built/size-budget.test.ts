/**
 * Size budget over the production build in public/ (run after `gatsby build`; the e2e runner builds
 * first). Bytes are deterministic, so this fails the moment a route outgrows its budget.
 */
import fs from "fs";
import path from "path";
import budget from "../../perf-budget.json";
import { ROUTES, routeWeight } from "../../scripts/lib/first-load.js";
import { statsFile } from "../../scripts/lib/build-info.js";

const publicDir = path.join(__dirname, "..", "..", "public");
const built = fs.existsSync(statsFile(publicDir));
const describeBuilt = built ? describe : describe.skip;

if (!built) {
  // Not an error on its own: `npm test` always builds before this suite.
  console.warn("size-budget: public/ has no production build; run `npm run build` first");
}

describeBuilt("size budget per route", () => {
  const jsBudget = budget.floorJsGzip + budget.maxJsOverFloorGzip;

  test.each(ROUTES)("%s: first-load JavaScript within the framework floor + 15 KB gzip", (route) => {
    const { jsGzip, scripts } = routeWeight(publicDir, route);
    const overage = jsGzip - jsBudget;
    if (overage > 0) {
      const list = scripts.map((s) => `${s.name} ${s.gzip} B`).join(", ");
      throw new Error(`${route}: first-load JS ${jsGzip} B gzip is ${overage} B over its budget of ${jsBudget} B (${list})`);
    }
    expect(jsGzip).toBeGreaterThan(0);
  });

  test.each(ROUTES)("%s: HTML within 30 KB gzip", (route) => {
    const { htmlGzip } = routeWeight(publicDir, route);
    const overage = htmlGzip - budget.maxHtmlGzip;
    if (overage > 0) {
      throw new Error(`${route}: HTML ${htmlGzip} B gzip is ${overage} B over its budget of ${budget.maxHtmlGzip} B`);
    }
    expect(htmlGzip).toBeGreaterThan(0);
  });
});
