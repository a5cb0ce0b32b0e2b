/**
 * @jest-environment node
 */
import fs from "fs";
import os from "os";
import path from "path";
import type { CreateWebpackConfigArgs } from "gatsby";
import { aliasKeys, onCreateWebpackConfig, PRODUCTION_NOOP_BROWSER_PLUGINS, SIDE_EFFECT_FREE_MODULES } from "./bundleTrims";

const siteDir = path.resolve(__dirname, "../..");

function run(stage: string) {
  const actions = { setWebpackConfig: jest.fn(), replaceWebpackConfig: jest.fn() };
  const args = { stage, actions } as unknown as CreateWebpackConfigArgs;
  void onCreateWebpackConfig!(args, { plugins: [] }, () => undefined);
  return actions;
}

describe("onCreateWebpackConfig", () => {
  test("the browser build gets one stylesheet per chunk, the side-effect-free flags and the development-only plugins left out", () => {
    const actions = run("build-javascript");
    expect(actions.setWebpackConfig).toHaveBeenCalledTimes(1);
    const config = actions.setWebpackConfig.mock.calls[0][0];
    expect(config.optimization).toEqual({ splitChunks: { cacheGroups: { styles: false } } });
    expect(config.module.rules).toEqual(SIDE_EFFECT_FREE_MODULES.map((test) => ({ test, sideEffects: false })));
    expect(config.resolve.alias).toEqual({
      [path.join(siteDir, "node_modules/gatsby/dist/internal-plugins/partytown/gatsby-browser.js")]: false,
    });
    expect(Object.keys(config.resolve.alias)).toHaveLength(PRODUCTION_NOOP_BROWSER_PLUGINS.length);
    expect(actions.replaceWebpackConfig).not.toHaveBeenCalled();
  });

  test.each(["develop", "build-html", "develop-html", "build-stage"])("%s is left as Gatsby makes it", (stage) => {
    const actions = run(stage);
    expect(actions.setWebpackConfig).not.toHaveBeenCalled();
    expect(actions.replaceWebpackConfig).not.toHaveBeenCalled();
  });

  test("the side-effect pattern matches the file it is meant for, on either path separator", () => {
    const [manifest] = SIDE_EFFECT_FREE_MODULES;
    expect(manifest.test("/p/node_modules/gatsby-plugin-manifest/get-manifest-pathname.js")).toBe(true);
    expect(manifest.test("C:\\p\\node_modules\\gatsby-plugin-manifest\\get-manifest-pathname.js")).toBe(true);
    expect(manifest.test("/p/node_modules/gatsby-plugin-manifest/gatsby-browser.js")).toBe(false);
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
