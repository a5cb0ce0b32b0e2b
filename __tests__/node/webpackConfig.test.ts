import fs from "fs";
import os from "os";
import path from "path";
import type { CreateWebpackConfigArgs } from "gatsby";
import {
  aliasKeys,
  onCreateWebpackConfig,
  PRODUCTION_NOOP_BROWSER_PLUGINS,
  SIDE_EFFECT_FREE_MODULES,
} from "../../src/node/webpack/webpackConfig";

const siteDir = path.resolve(__dirname, "../..");

function run(stage: string, flattenedPlugins: Array<{ browserAPIs: string[] }> = [{ browserAPIs: ["onRouteUpdate"] }]) {
  const config = { context: siteDir, optimization: { splitChunks: { cacheGroups: { framework: {}, styles: { name: "styles" } } } } };
  const actions = { setWebpackConfig: jest.fn(), replaceWebpackConfig: jest.fn() };
  const store = { getState: () => ({ flattenedPlugins }) };
  const args = { stage, actions, getConfig: () => config, store } as unknown as CreateWebpackConfigArgs;
  void onCreateWebpackConfig!(args, { plugins: [] }, () => undefined);
  return { config, actions };
}

describe("onCreateWebpackConfig", () => {
  test("the browser build gets one stylesheet per chunk instead of Gatsby's single merged one", () => {
    const { actions } = run("build-javascript");
    const replaced = actions.replaceWebpackConfig.mock.calls[0][0];
    expect(Object.keys(replaced.optimization.splitChunks.cacheGroups)).toEqual(["framework"]);
  });

  test("the browser build flags the side-effect-free modules, and no rule rewrites or loads other code", () => {
    const { actions } = run("build-javascript");
    const rules = actions.setWebpackConfig.mock.calls[1][0].module.rules;
    expect(rules).toEqual(SIDE_EFFECT_FREE_MODULES.map((test) => ({ test, sideEffects: false })));
  });

  test("the browser build leaves out the browser plugins that do nothing in production, and the unused service-worker registration", () => {
    const { actions } = run("build-javascript");
    const alias = actions.setWebpackConfig.mock.calls[1][0].resolve.alias;
    expect(alias).toEqual({
      [path.join(siteDir, "node_modules/gatsby/dist/internal-plugins/partytown/gatsby-browser.js")]: false,
      [path.join(siteDir, ".cache/register-service-worker.js")]: false,
    });
  });

  test("a plugin that registers a service worker keeps Gatsby's registration code", () => {
    const { actions } = run("build-javascript", [{ browserAPIs: ["registerServiceWorker", "onServiceWorkerActive"] }]);
    const alias = actions.setWebpackConfig.mock.calls[1][0].resolve.alias;
    expect(Object.keys(alias)).not.toContain(path.join(siteDir, ".cache/register-service-worker.js"));
  });

  test("Gatsby's production app still requires the registration only behind the registerServiceWorker API", () => {
    // Gatsby copies cache-dir/ to .cache/ at every build.
    const app = path.join(siteDir, "node_modules/gatsby/cache-dir/production-app.js");
    expect(fs.readFileSync(app, "utf8")).toMatch(
      /if \(apiRunner\(`registerServiceWorker`\)\.filter\(Boolean\)\.length > 0\) \{\s*require\(`\.\/register-service-worker`\)/,
    );
  });

  // The alias is only right while the plugin stays development-only: an upgrade that makes it act
  // in production (or moves it) fails here, not silently on the site.
  test.each(PRODUCTION_NOOP_BROWSER_PLUGINS)("%s exists, is required by Gatsby's plugin list, and acts only in development", (file) => {
    const source = fs.readFileSync(path.join(siteDir, file), "utf8");
    const exported = [...source.matchAll(/^exports\.(\w+) = (?!void 0)/gm)].map((m) => m[1]).filter((name) => name !== "__esModule");
    expect(exported).toEqual(["onInitialClientRender"]);
    expect(source).toMatch(/const onInitialClientRender = \(\) => \{\s*if \(process\.env\.NODE_ENV !== `development`\) \{\s*return;\s*\}/);
    const pluginList = path.join(siteDir, ".cache/api-runner-browser-plugins.js");
    if (fs.existsSync(pluginList)) expect(fs.readFileSync(pluginList, "utf8")).toContain(`require('../${file}')`);
  });

  test.each(["develop", "build-html", "develop-html", "build-stage", "build-javascript"])(
    "%s resolves @site-fonts to the subset fonts (src/node/siteFonts.ts)",
    (stage) => {
      const { actions } = run(stage);
      expect(actions.setWebpackConfig).toHaveBeenCalledWith({
        resolve: { alias: { "@site-fonts": path.join(siteDir, ".cache/site-fonts") } },
      });
    },
  );

  test.each(["develop", "build-html", "develop-html", "build-stage"])("%s is otherwise left as Gatsby makes it", (stage) => {
    const { actions } = run(stage);
    expect(actions.setWebpackConfig).toHaveBeenCalledTimes(1);
    expect(actions.replaceWebpackConfig).not.toHaveBeenCalled();
  });

  test("the patterns match the files they are meant for, on either path separator", () => {
    const [manifest, slice] = SIDE_EFFECT_FREE_MODULES;
    expect(manifest.test("/p/node_modules/gatsby-plugin-manifest/get-manifest-pathname.js")).toBe(true);
    expect(manifest.test("C:\\p\\node_modules\\gatsby-plugin-manifest\\get-manifest-pathname.js")).toBe(true);
    expect(slice.test("/p/.cache/slice.js")).toBe(true);
    expect(slice.test("/p/.cache/slice/server-slice.js")).toBe(true);
    expect(slice.test("/p/.cache/slice-other.js")).toBe(false);
  });
});

describe("aliasKeys", () => {
  test("a file in a linked node_modules is aliased at its path in the site and at its real path", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "alias-"));
    try {
      fs.mkdirSync(path.join(dir, "real", "pkg"), { recursive: true });
      fs.writeFileSync(path.join(dir, "real", "pkg", "a.js"), "");
      fs.mkdirSync(path.join(dir, "site"));
      fs.symlinkSync(path.join(dir, "real"), path.join(dir, "site", "node_modules"));
      const site = path.join(dir, "site");
      expect(aliasKeys(site, "node_modules/pkg/a.js")).toEqual([
        path.join(site, "node_modules/pkg/a.js"),
        fs.realpathSync(path.join(dir, "real/pkg/a.js")),
      ]);
      expect(aliasKeys(path.join(dir, "real"), "pkg/a.js")).toEqual([path.join(dir, "real/pkg/a.js")]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
