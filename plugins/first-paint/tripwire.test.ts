/**
 * @jest-environment node
 */
// The upgrade tripwire: what plugins/first-paint relies on in the installed Gatsby. Each check
// names what changed; on a failure re-measure the piece it guards (README.md) before updating it.
import fs from "fs";
import path from "path";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server.node";
import { GATSBY_STYLES_CACHE_GROUP, PRODUCTION_NOOP_BROWSER_PLUGINS } from "./bundleTrims";
import { frameworkScripts } from "./deferredHydration";
import { CHECKED_GATSBY, checkFrameworkShapes } from "./tripwire";

const siteDir = path.resolve(__dirname, "../..");
const gatsbyDir = path.join(siteDir, "node_modules", "gatsby");
const read = (file: string) => fs.readFileSync(path.join(gatsbyDir, file), "utf8");

test(`the installed Gatsby is ${CHECKED_GATSBY}.x, the version first-paint was checked against`, () => {
  const { version } = JSON.parse(read("package.json")) as { version: string };
  if (!version.startsWith(`${CHECKED_GATSBY}.`)) {
    throw new Error(
      `gatsby ${version} is installed; plugins/first-paint was checked against ${CHECKED_GATSBY}.x. Re-run the checks of its ` +
        "README (What it relies on) and npm run bench, then update CHECKED_GATSBY in tripwire.ts",
    );
  }
});

describe("the HTML Gatsby writes (cache-dir/static-entry.js)", () => {
  const staticEntry = read("cache-dir/static-entry.js");

  test("the app's scripts are <script src async> at the end of <body>: what deferredHydration.ts replaces by its loader", () => {
    expect(staticEntry).toContain("return <script key={scriptPath} src={scriptPath} async />");
    expect(staticEntry).toContain("postBodyComponents.push(...bodyScripts)");
    // ...and React prints them in the one shape frameworkScripts() reads.
    const html = renderToStaticMarkup(createElement("script", { src: "/app-0123456789abcdef0123.js", async: true }));
    expect(frameworkScripts(html)).toEqual(["/app-0123456789abcdef0123.js"]);
  });

  test("each stylesheet is inlined as <style data-href>: what criticalCss.ts cuts to the first viewport", () => {
    expect(staticEntry).toMatch(/<style\s+data-href=\{`\$\{__PATH_PREFIX__\}\/\$\{style\.name\}`\}[\s\S]{0,120}dangerouslySetInnerHTML/);
    expect(
      checkFrameworkShapes([["a.html", '<style data-href="/app.0123.css">a{}</style><script src="/app-1.js" async=""></script>']]),
    ).toEqual([]);
  });

  test("the page's path and the chunk map are inline scripts: what externalScripts.ts moves into files", () => {
    expect(staticEntry).toContain("id={`gatsby-script-loader`}");
    expect(staticEntry).toContain("sliceId: `_gatsby-scripts`");
  });

  test("a page without those shapes fails the build with the reason", () => {
    expect(checkFrameworkShapes([["x/index.html", "<html><body></body></html>"]]).join("\n")).toMatch(
      /x\/index\.html: no <script src[\s\S]*x\/index\.html: no <style data-href>[\s\S]*checked against gatsby/,
    );
  });
});

test(`Gatsby's production webpack config merges all CSS in a "${GATSBY_STYLES_CACHE_GROUP}" cache group (what bundleTrims.ts turns off)`, () => {
  const config = read("dist/utils/webpack.config.js");
  expect(config).toMatch(
    new RegExp(`${GATSBY_STYLES_CACHE_GROUP}: \\{\\s*test\\(module\\) \\{\\s*return isCssModule\\(module\\);\\s*\\},\\s*name: \`styles\``),
  );
});

// The alias is only right while the plugin stays development-only: an upgrade that makes it act
// in production (or moves it) fails here, not silently on the site.
test.each(PRODUCTION_NOOP_BROWSER_PLUGINS)("%s exists and acts only in development (bundleTrims.ts leaves it out)", (file) => {
  const source = fs.readFileSync(path.join(siteDir, file), "utf8");
  const exported = [...source.matchAll(/^exports\.(\w+) = (?!void 0)/gm)].map((m) => m[1]).filter((name) => name !== "__esModule");
  expect(exported).toEqual(["onInitialClientRender"]);
  expect(source).toMatch(/const onInitialClientRender = \(\) => \{\s*if \(process\.env\.NODE_ENV !== `development`\) \{\s*return;\s*\}/);
});
