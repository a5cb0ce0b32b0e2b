// The size budget (__tests__/built/size-budget.test.ts) and `npm run bench` count a route's
// first-load JavaScript from webpack.stats.json: the app chunk group plus the route component's
// group. That is only true if the browser loads nothing else before any interaction, so here a
// real browser loads each route, scrolls through it without clicking, and every script it asked
// for must be in the counted set. (<GatsbyImage>, before photos became plain <img>s, fetched a
// 21 KB react-dom/server chunk on every load that the static count never saw.)
import { openRoute, scrollThrough } from "./browser";
import { ROUTES, assertNoProblems, requireBuild } from "./routes";
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { firstLoadScripts, NOT_FOUND_ROUTE } = require("../../scripts/lib/first-load");

const publicDir = requireBuild();

describe.each(ROUTES)("first-load JavaScript of $path", (route) => {
  test("the browser loads exactly the scripts the size budget counts", async () => {
    const { context, page, problems, label } = await openRoute(route, "mobile", { waitUntil: "domcontentloaded" });
    try {
      const loaded = new Set<string>();
      page.on("request", (request) => {
        if (request.resourceType() === "script") loaded.add(new URL(request.url()).pathname.slice(1));
      });
      await page.reload({ waitUntil: "networkidle" });
      await scrollThrough(page);
      const counted: string[] = firstLoadScripts(publicDir, route.notFound ? NOT_FOUND_ROUTE : route.path);
      const uncounted = [...loaded].filter((name) => !counted.includes(name));
      const unloaded = counted.filter((name) => !loaded.has(name));
      if (uncounted.length) problems.push(`${label}: loaded before any interaction but not counted: ${uncounted.join(", ")}`);
      if (unloaded.length) problems.push(`${label}: counted but never loaded: ${unloaded.join(", ")}`);
      assertNoProblems(problems, "scripts loaded before any interaction");
    } finally {
      await context.close();
    }
  });
});
