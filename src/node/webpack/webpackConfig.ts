import path from "path";
import type { GatsbyNode } from "gatsby";

// How the browser bundle is built: only changes to how much JavaScript ships, each measured
// with `npm run bench` and guarded by __tests__/built/size-budget.test.ts.

// Browser-bundle modules that are safe to drop when nothing uses their exports, because they
// only declare functions, components and classes. Neither package declares "sideEffects", so
// webpack keeps them whole (measured on every route, 2026-11, by building without each rule):
// - gatsby-plugin-manifest's gatsby-browser imports get-manifest-pathname for localised manifests
//   only (dead code here), and that file does `require("gatsby")`. A CommonJS require marks every
//   export of Gatsby's browser entry as used, so nothing Gatsby exports can be tree-shaken
//   (2.2 KB gzip).
// - Gatsby's .cache/slice.js (the <Slice> component, unused here) declares
//   `class SlicePropsError extends Error`, which compiles to a module-level call (0.15 KB gzip).
export const SIDE_EFFECT_FREE_MODULES = [
  /[\\/]gatsby-plugin-manifest[\\/]get-manifest-pathname\.js$/,
  /[\\/]\.cache[\\/]slice(?:\.js$|[\\/][^\\/]+\.js$)/,
];

// Browser plugins that do nothing in a production build, left out of it (webpack's `alias: false`
// makes a module empty): Gatsby's internal Partytown plugin only acts in `gatsby develop` (its
// onInitialClientRender returns at once otherwise), but its CommonJS `require("gatsby-script")`
// and the Partytown snippet helpers put about 2.5 KB gzip into every page's app chunk. The site
// uses no <Script> (postBuild deletes ~partytown/); __tests__/node/webpackConfig.test.ts checks
// that the installed plugin is still development-only, so an upgrade that changes it fails there.
// Paths from the site's folder, where .cache/api-runner-browser-plugins.js requires them.
export const PRODUCTION_NOOP_BROWSER_PLUGINS = ["node_modules/gatsby/dist/internal-plugins/partytown/gatsby-browser.js"];

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions, getConfig }) => {
  if (stage !== "build-javascript") return;
  // Only the CSS each page needs: Gatsby's "styles" cache group merges every stylesheet of the
  // site into one file, which every page inlines (38 KB on each). Without it, each chunk keeps its
  // own CSS: the app chunk the global and layout styles, each page component its sections'.
  // Gatsby types getConfig as a bare Function; the part read here is webpack's optimization.
  const config = (getConfig as () => { context: string; optimization: { splitChunks: { cacheGroups: Record<string, unknown> } } })();
  delete config.optimization.splitChunks.cacheGroups.styles;
  actions.replaceWebpackConfig(config);
  actions.setWebpackConfig({
    module: {
      rules: SIDE_EFFECT_FREE_MODULES.map((test) => ({ test, sideEffects: false })),
    },
    resolve: { alias: Object.fromEntries(PRODUCTION_NOOP_BROWSER_PLUGINS.map((file) => [path.join(config.context, file), false])) },
  });
};
