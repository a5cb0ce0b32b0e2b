import fs from "fs";
import path from "path";
import type { GatsbyNode } from "gatsby";

// What the browser bundle leaves out, each piece measured with `npm run bench` and kept because
// it pays at least the threshold of README.md (the size-budget test guards the total).

/**
 * One stylesheet per chunk instead of Gatsby's single merged one: Gatsby's "styles" cache group
 * merges every stylesheet of the site into one file, which every page inlines. Without it each
 * chunk keeps its own CSS (the app chunk the global and shared styles, each page its sections');
 * the cascade layers of plugins/styles make the order they arrive in irrelevant.
 */
export const GATSBY_STYLES_CACHE_GROUP = "styles";

/**
 * Browser-bundle modules that are safe to drop when nothing uses their exports, because they
 * only declare functions. gatsby-plugin-manifest's gatsby-browser imports get-manifest-pathname
 * for localised manifests only (dead code here), and that file does `require("gatsby")`: a
 * CommonJS require marks every export of Gatsby's browser entry as used, so nothing Gatsby
 * exports can be tree-shaken.
 */
export const SIDE_EFFECT_FREE_MODULES = [/[\\/]gatsby-plugin-manifest[\\/]get-manifest-pathname\.js$/];

/**
 * Browser plugins that do nothing in a production build, left out of it (webpack's `alias: false`
 * makes a module empty): Gatsby's internal Partytown plugin only acts in `gatsby develop` (its
 * onInitialClientRender returns at once otherwise), but its CommonJS `require("gatsby-script")`
 * and the Partytown snippet helpers land in every page's app chunk. The site uses no <Script>.
 * Paths from the site's folder, where Gatsby's list of browser plugins requires them.
 */
export const PRODUCTION_NOOP_BROWSER_PLUGINS = ["node_modules/gatsby/dist/internal-plugins/partytown/gatsby-browser.js"];

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

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions }) => {
  if (stage !== "build-javascript") return;
  const siteDir = process.cwd();
  actions.setWebpackConfig({
    optimization: { splitChunks: { cacheGroups: { [GATSBY_STYLES_CACHE_GROUP]: false } } },
    module: { rules: SIDE_EFFECT_FREE_MODULES.map((test) => ({ test, sideEffects: false })) },
    resolve: {
      alias: Object.fromEntries(PRODUCTION_NOOP_BROWSER_PLUGINS.flatMap((file) => aliasKeys(siteDir, file).map((key) => [key, false]))),
    },
  });
};
