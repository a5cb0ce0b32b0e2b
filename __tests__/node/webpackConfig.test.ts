import type { CreateWebpackConfigArgs } from "gatsby";
import { onCreateWebpackConfig, SIDE_EFFECT_FREE_MODULES } from "../../src/node/webpack/webpackConfig";

function run(stage: string) {
  const config = { optimization: { splitChunks: { cacheGroups: { framework: {}, styles: { name: "styles" } } } } };
  const actions = { setWebpackConfig: jest.fn(), replaceWebpackConfig: jest.fn() };
  const args = { stage, actions, getConfig: () => config } as unknown as CreateWebpackConfigArgs;
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
    const rules = actions.setWebpackConfig.mock.calls[0][0].module.rules;
    expect(rules).toEqual(SIDE_EFFECT_FREE_MODULES.map((test) => ({ test, sideEffects: false })));
  });

  test.each(["develop", "build-html", "develop-html", "build-stage"])("%s is left as Gatsby makes it", (stage) => {
    const { actions } = run(stage);
    expect(actions.setWebpackConfig).not.toHaveBeenCalled();
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
