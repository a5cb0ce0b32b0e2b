import path from "path";
import type { GatsbyNode } from "gatsby";

// How the browser bundle is built: only changes to how much JavaScript ships, each measured
// with `npm run bench` and guarded by __tests__/built/size-budget.test.ts.

// Browser-bundle modules that are safe to drop when nothing uses their exports, because they
// only declare functions, components and classes. Neither package declares "sideEffects", so
// webpack keeps them whole, and this costs about 2 KB gzip on every route:
// - gatsby-plugin-manifest's gatsby-browser imports get-manifest-pathname for localised manifests
//   only (dead code here), and that file does `require("gatsby")`. A CommonJS require marks every
//   export of Gatsby's browser entry as used, so nothing Gatsby exports can be tree-shaken.
// - gatsby-plugin-image's browser build imports camelcase for getImageData(), which only the
//   build (in Node) calls here; camelcase's top-level regular expressions look like effects.
// - Gatsby's .cache/slice.js (the <Slice> component, unused here) declares
//   `class SlicePropsError extends Error`, which compiles to a module-level call.
export const SIDE_EFFECT_FREE_MODULES = [
  /[\\/]gatsby-plugin-manifest[\\/]get-manifest-pathname\.js$/,
  /[\\/]node_modules[\\/]camelcase[\\/]index\.js$/,
  /[\\/]\.cache[\\/]slice(?:\.js$|[\\/][^\\/]+\.js$)/,
];

/** gatsby-plugin-image's browser build, where <GatsbyImage> lives (see the loader's comment). */
export const GATSBY_IMAGE_BROWSER_BUILD = /[\\/]gatsby-plugin-image[\\/]dist[\\/]index\.browser-[0-9a-f]+\.js$/;

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions, getConfig }) => {
  if (stage !== "build-javascript") return;
  // Only the CSS each page needs: Gatsby's "styles" cache group merges every stylesheet of the
  // site into one file, which every page inlines (38 KB on each). Without it, each chunk keeps its
  // own CSS: the app chunk the global and layout styles, each page component its sections'.
  const config = getConfig();
  delete config.optimization.splitChunks.cacheGroups.styles;
  actions.replaceWebpackConfig(config);
  actions.setWebpackConfig({
    module: {
      rules: [
        ...SIDE_EFFECT_FREE_MODULES.map((test) => ({ test, sideEffects: false })),
        // Load react-dom/server (for client-rendered images) only when an image needs it.
        { test: GATSBY_IMAGE_BROWSER_BUILD, use: [{ loader: path.join(__dirname, "deferImageHydratorLoader.js") }] },
      ],
    },
  });
};
