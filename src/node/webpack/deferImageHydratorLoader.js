// webpack loader for gatsby-plugin-image's browser build (dist/index.browser-<hash>.js).
//
// Why: <GatsbyImage> starts `import("./lazy-hydrate-<hash>.js")` in its first effect on every
// page, before it checks for the image the server already rendered. That chunk carries
// react-dom/server (about 21 KB gzip) and is only used to render images on client-side
// navigation; on a first load the server-rendered image is kept (the effect returns early when
// the browser has native lazy loading). So every first load downloaded, parsed and ran 21 KB of
// JavaScript that it never used (gatsbyjs/gatsby#37281).
//
// What: moves that one statement below the early return, so the chunk loads when an image
// actually needs client rendering (after a client-side navigation) and never on a first load.
// The code is matched exactly; if a gatsby-plugin-image upgrade changes it, the build stops
// with this file's name rather than silently shipping either version.

// Minified identifiers may contain "$", hence [\w$]+ rather than \w+.
const LAZY_IMPORT = /([\w$]+)\|\|\(\1=import\("\.\/lazy-hydrate-[0-9a-f]+\.js"\)\.then\([^;]*\);/;
const SSR_EARLY_RETURN = /const ([\w$]+)=[\w$]+\.current\.querySelector\("\[data-gatsby-image-ssr\]"\);if\(\1&&[\w$]+\(\)\)return [^;]*?,void [\w$]+\.add\([\w$]+\);/;

/** The source with the lazy-hydrate import moved after the server-rendered-image early return. */
function deferLazyHydrateImport(source) {
  const lazyImport = source.match(LAZY_IMPORT);
  if (!lazyImport) throw new Error("deferImageHydratorLoader: gatsby-plugin-image's lazy-hydrate import was not found; review src/node/webpack/deferImageHydratorLoader.js for this version");
  const withoutImport = source.replace(LAZY_IMPORT, "");
  const earlyReturn = withoutImport.slice(lazyImport.index).match(SSR_EARLY_RETURN);
  if (!earlyReturn || earlyReturn.index !== 0) {
    throw new Error("deferImageHydratorLoader: the server-rendered-image check no longer follows the lazy-hydrate import in gatsby-plugin-image; review src/node/webpack/deferImageHydratorLoader.js for this version");
  }
  const at = lazyImport.index + earlyReturn[0].length;
  return withoutImport.slice(0, at) + lazyImport[0] + withoutImport.slice(at);
}

module.exports = function deferImageHydratorLoader(source) {
  return deferLazyHydrateImport(source);
};
module.exports.deferLazyHydrateImport = deferLazyHydrateImport;
