// webpack loader for gatsby-plugin-image's browser build (dist/index.browser-<hash>.js): two
// surgical edits that change what a first load downloads and runs, not what the site renders.
//
// 1. Why: <GatsbyImage> starts `import("./lazy-hydrate-<hash>.js")` in its first effect on every
// page, before it checks for the image the server already rendered. That chunk carries
// react-dom/server (about 21 KB gzip) and is only used to render images on client-side
// navigation; on a first load the server-rendered image is kept (the effect returns early when
// the browser has native lazy loading). So every first load downloaded, parsed and ran 21 KB of
// JavaScript that it never used (gatsbyjs/gatsby#37281).
//
// What: moves that one statement below the early return, so the chunk loads when an image
// actually needs client rendering (after a client-side navigation) and never on a first load.
//
// 2. Why: <StaticImage> (for images in the repository, which this site has none of) is built at
// module level in the same file and given displayName and propTypes there; those assignments
// keep its code (about 0.8 KB gzip) alive in every page although nothing renders it.
// What: drops the assignments and marks its two factory calls pure, so webpack's minifier removes
// it like any unused export.
//
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

// `const ge=ue(function(t){...` and, at the end, `ge.displayName="StaticImage",ge.propTypes=fe;
// const we=ue(ce);we.displayName="StaticImage",we.propTypes=fe;` (names are minified).
const STATIC_IMAGE_TAIL = /([\w$]+)\.displayName="StaticImage",\1\.propTypes=([\w$]+);const ([\w$]+)=([\w$]+)\(([\w$]+)\);\3\.displayName="StaticImage",\3\.propTypes=\2;/;

/** The source with the unused <StaticImage> components left for the minifier to remove. */
function dropStaticImage(source) {
  const tail = source.match(STATIC_IMAGE_TAIL);
  if (!tail) throw new Error("deferImageHydratorLoader: gatsby-plugin-image's StaticImage setup was not found; review src/node/webpack/deferImageHydratorLoader.js for this version");
  const [whole, serverName, , browserName, factory, wrapped] = tail;
  const serverDeclaration = `const ${serverName}=${factory}(function(`;
  if (source.split(serverDeclaration).length !== 2) {
    throw new Error("deferImageHydratorLoader: gatsby-plugin-image's server StaticImage declaration was not found; review src/node/webpack/deferImageHydratorLoader.js for this version");
  }
  return source
    .replace(whole, `const ${browserName}=/*#__PURE__*/${factory}(${wrapped});`)
    .replace(serverDeclaration, `const ${serverName}=/*#__PURE__*/${factory}(function(`);
}

module.exports = function deferImageHydratorLoader(source) {
  return dropStaticImage(deferLazyHydrateImport(source));
};
module.exports.deferLazyHydrateImport = deferLazyHydrateImport;
module.exports.dropStaticImage = dropStaticImage;
