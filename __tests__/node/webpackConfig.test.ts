import type { CreateWebpackConfigArgs } from "gatsby";
import { onCreateWebpackConfig, SIDE_EFFECT_FREE_MODULES, GATSBY_IMAGE_BROWSER_BUILD } from "../../src/node/webpack/webpackConfig";

function run(stage: string) {
  const config = { optimization: { splitChunks: { cacheGroups: { framework: {}, styles: { name: "styles" } } } } };
  const actions = { setWebpackConfig: jest.fn(), replaceWebpackConfig: jest.fn() };
  const args = { stage, actions, getConfig: () => config } as unknown as CreateWebpackConfigArgs;
  onCreateWebpackConfig!(args, { plugins: [] }, () => undefined);
  return { config, actions };
}

describe("onCreateWebpackConfig", () => {
  test("the browser build gets one stylesheet per chunk instead of Gatsby's single merged one", () => {
    const { actions } = run("build-javascript");
    const replaced = actions.replaceWebpackConfig.mock.calls[0][0];
    expect(Object.keys(replaced.optimization.splitChunks.cacheGroups)).toEqual(["framework"]);
  });

  test("the browser build flags the side-effect-free modules and runs the image-hydrator loader", () => {
    const { actions } = run("build-javascript");
    const rules = actions.setWebpackConfig.mock.calls[0][0].module.rules;
    for (const test of SIDE_EFFECT_FREE_MODULES) expect(rules).toContainEqual({ test, sideEffects: false });
    const loaderRule = rules.find((rule: { test: RegExp }) => rule.test === GATSBY_IMAGE_BROWSER_BUILD);
    expect(loaderRule.use[0].loader).toMatch(/deferImageHydratorLoader\.js$/);
  });

  test.each(["develop", "build-html", "develop-html", "build-stage"])("%s is left as Gatsby makes it", (stage) => {
    const { actions } = run(stage);
    expect(actions.setWebpackConfig).not.toHaveBeenCalled();
    expect(actions.replaceWebpackConfig).not.toHaveBeenCalled();
  });

  test("the patterns match the files they are meant for, on either path separator", () => {
    const [manifest, camelcase, slice] = SIDE_EFFECT_FREE_MODULES;
    expect(manifest.test("/p/node_modules/gatsby-plugin-manifest/get-manifest-pathname.js")).toBe(true);
    expect(camelcase.test("C:\\p\\node_modules\\gatsby-plugin-image\\node_modules\\camelcase\\index.js")).toBe(true);
    expect(slice.test("/p/.cache/slice.js")).toBe(true);
    expect(slice.test("/p/.cache/slice/server-slice.js")).toBe(true);
    expect(slice.test("/p/.cache/slice-other.js")).toBe(false);
    expect(GATSBY_IMAGE_BROWSER_BUILD.test("/p/node_modules/gatsby-plugin-image/dist/index.browser-25d2e62c.js")).toBe(true);
    expect(GATSBY_IMAGE_BROWSER_BUILD.test("/p/node_modules/gatsby-plugin-image/dist/lazy-hydrate-93db2ca8.js")).toBe(false);
  });
});
