import fs from "fs";
import path from "path";
import type { GatsbyNode } from "gatsby";
import { SITE_FONTS_DIR } from "../siteFonts";

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

// Gatsby's service-worker registration (.cache/register-service-worker.js) is required by its
// production app only when a plugin's registerServiceWorker API says so (gatsby-plugin-offline),
// but webpack bundles a conditional require all the same (0.4 KB gzip on every page). It is
// left out while no plugin implements that API: adding such a plugin brings it back by itself.
export const SERVICE_WORKER_REGISTRATION = ".cache/register-service-worker.js";

interface PluginWithBrowserApis {
  browserAPIs?: readonly string[];
}

/**
 * The paths webpack may see for a file of the site: as it stands in the site's folder and, when
 * node_modules is a link (the bench's copy, pnpm), its real path, where Gatsby's plugin list
 * points.
 */
export function aliasKeys(siteDir: string, file: string): string[] {
  const inSite = path.join(siteDir, file);
  const real = fs.existsSync(inSite) ? fs.realpathSync(inSite) : inSite;
  return real === inSite ? [inSite] : [inSite, real];
}

/** Files of the site (relative to its folder) that the browser bundle can do without. */
export function unusedBrowserFiles(plugins: readonly PluginWithBrowserApis[]): string[] {
  const registersServiceWorker = plugins.some((plugin) => plugin.browserAPIs?.includes("registerServiceWorker"));
  return [...PRODUCTION_NOOP_BROWSER_PLUGINS, ...(registersServiceWorker ? [] : [SERVICE_WORKER_REGISTRATION])];
}

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions, getConfig, store }) => {
  // Every stage: the subset web fonts (src/node/siteFonts.ts), named in src/styles/_fonts.scss.
  const { context } = (getConfig as () => { context: string })();
  actions.setWebpackConfig({ resolve: { alias: { "@site-fonts": path.join(context, SITE_FONTS_DIR) } } });
  if (stage !== "build-javascript") return;
  // Only the CSS each page needs: Gatsby's "styles" cache group merges every stylesheet of the
  // site into one file, which every page inlines (38 KB on each). Without it, each chunk keeps its
  // own CSS: the app chunk the global and layout styles, each page component its sections'.
  // Gatsby types getConfig as a bare Function; the part read here is webpack's optimization.
  const config = (getConfig as () => { context: string; optimization: { splitChunks: { cacheGroups: Record<string, unknown> } } })();
  delete config.optimization.splitChunks.cacheGroups.styles;
  const { flattenedPlugins } = (store as unknown as { getState(): { flattenedPlugins: PluginWithBrowserApis[] } }).getState();
  actions.replaceWebpackConfig(config);
  actions.setWebpackConfig({
    module: {
      rules: SIDE_EFFECT_FREE_MODULES.map((test) => ({ test, sideEffects: false })),
    },
    resolve: {
      alias: Object.fromEntries(
        unusedBrowserFiles(flattenedPlugins).flatMap((file) => aliasKeys(config.context, file).map((key) => [key, false])),
      ),
    },
  });
};
