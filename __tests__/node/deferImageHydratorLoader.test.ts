import fs from "fs";
import path from "path";
import { parse } from "acorn";
// eslint-disable-next-line @typescript-eslint/no-require-imports
const loader = require("../../src/node/webpack/deferImageHydratorLoader.js");
const { deferLazyHydrateImport, dropStaticImage } = loader;
import { GATSBY_IMAGE_BROWSER_BUILD } from "../../src/node/webpack/webpackConfig";

// The installed gatsby-plugin-image browser build that webpack bundles: the "module" entry,
// mapped by the package's "browser" field, re-exports everything from one index.browser file.
function installedBrowserBuild(): { file: string; source: string } {
  const pkgDir = path.dirname(require.resolve("gatsby-plugin-image/package.json"));
  const pkg = JSON.parse(fs.readFileSync(path.join(pkgDir, "package.json"), "utf8"));
  const entry = pkg.browser[`./${pkg.module}`] as string;
  const entrySource = fs.readFileSync(path.join(pkgDir, entry), "utf8");
  const target = entrySource.match(/from"\.\/(index\.browser-[0-9a-f]+\.js)"/)?.[1];
  if (!target) throw new Error(`${entry} no longer re-exports an index.browser file`);
  const file = path.join(pkgDir, "dist", target);
  return { file, source: fs.readFileSync(file, "utf8") };
}

const LAZY_IMPORT = 'import("./lazy-hydrate-';
const SSR_CHECK = 'querySelector("[data-gatsby-image-ssr]")';

describe("deferImageHydratorLoader on the installed gatsby-plugin-image", () => {
  const { file, source } = installedBrowserBuild();
  const output = deferLazyHydrateImport(source);

  test("the webpack rule matches the file webpack bundles", () => {
    expect(GATSBY_IMAGE_BROWSER_BUILD.test(file)).toBe(true);
  });

  test("upstream starts the lazy-hydrate import before checking for the server-rendered image", () => {
    expect(source.indexOf(LAZY_IMPORT)).toBeLessThan(source.indexOf(SSR_CHECK));
  });

  test("after the loader, the import comes only after the early return for server-rendered images", () => {
    const check = output.indexOf(SSR_CHECK);
    const earlyReturnEnd = output.indexOf(";", output.indexOf(",void ", check));
    expect(output.indexOf(LAZY_IMPORT)).toBeGreaterThan(earlyReturnEnd);
    // Still exactly one import, still used by the client-side render path after it.
    expect(output.split(LAZY_IMPORT)).toHaveLength(2);
    expect(output.slice(output.indexOf(LAZY_IMPORT))).toMatch(/\)\);if\([^;]*\)return;let [^;]*;return [\w$]+\.then\(\(\{renderImageToString/);
  });

  test("only moves code: same characters, still a valid module", () => {
    expect(output).toHaveLength(source.length);
    expect([...output].sort().join("")).toBe([...source].sort().join(""));
    expect(() => parse(output, { ecmaVersion: "latest", sourceType: "module" })).not.toThrow();
  });
});

describe("dropping the unused <StaticImage> from the installed gatsby-plugin-image", () => {
  const { source } = installedBrowserBuild();
  const output = dropStaticImage(source);

  test("upstream keeps StaticImage alive with displayName and propTypes assignments", () => {
    expect(source.split('displayName="StaticImage"')).toHaveLength(3);
  });

  test("the assignments are gone and both StaticImage factory calls are marked pure", () => {
    expect(output).not.toContain('displayName="StaticImage"');
    expect(output.split("/*#__PURE__*/")).toHaveLength(3);
    // GatsbyImage itself is untouched.
    expect(output).toContain('displayName="GatsbyImage"');
  });

  test("the whole loader output is a valid module that still exports StaticImage for webpack to drop", () => {
    const all = loader(source);
    expect(() => parse(all, { ecmaVersion: "latest", sourceType: "module" })).not.toThrow();
    expect(all).toMatch(/export\{[^}]* as S,/);
  });
});

describe("deferImageHydratorLoader on code it does not know", () => {
  test("stops the build when the StaticImage setup changed", () => {
    expect(() => dropStaticImage("export const x = 1;")).toThrow(/deferImageHydratorLoader: .*StaticImage setup was not found/);
  });

  test("stops the build, naming itself, when the import is gone", () => {
    expect(() => deferLazyHydrateImport("export const x = 1;")).toThrow(/deferImageHydratorLoader: .*lazy-hydrate import was not found/);
  });

  test("stops the build when the server-rendered-image check no longer follows the import", () => {
    const reordered = 'n(()=>{a||(a=import("./lazy-hydrate-0abc.js").then(e=>e));doSomethingElse();});';
    expect(() => deferLazyHydrateImport(reordered)).toThrow(/deferImageHydratorLoader: the server-rendered-image check/);
  });
});
