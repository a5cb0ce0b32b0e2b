// The no-JS variant of a built page, for `npm run bench`: the same HTML without the framework's
// scripts (every script element except JSON-LD data blocks, and every script preload/prefetch).
// Lighthouse on it measures what the page itself costs before any JavaScript runs: the floor for
// LCP that no change to the framework can beat. The bare variant (below) goes further, to the
// document and the hero photo alone. CommonJS, so Jest can test it as it is.

const SCRIPT_ELEMENT = /<script\b([^>]*)>[\s\S]*?<\/script>/g;
const LINK_ELEMENT = /<link\b[^>]*\/?>/g;

/** True for a <link> that preloads, modulepreloads or prefetches a script. */
function isScriptHint(tag) {
  return /\bas="script"/.test(tag) || /\brel="modulepreload"/.test(tag) || (/\brel="prefetch"/.test(tag) && /\.js"/.test(tag));
}

function stripScripts(html) {
  return html
    .replace(SCRIPT_ELEMENT, (element, attributes) => (/\btype="application\/ld\+json"/.test(attributes) ? element : ""))
    .replace(LINK_ELEMENT, (tag) => (isScriptHint(tag) ? "" : tag));
}

// What the bare variant also leaves out, as this site's build writes it: the web fonts (their
// preload and their @font-face rules in the inlined CSS), the stylesheet deferred to the end of
// <body>, and the web app manifest and icons that Chromium fetches during the load.
const FONT_PRELOAD = /<link rel="preload" href="[^"]+\.woff2"[^>]*>/g;
const WEB_FONT_FACE = /@font-face\{[^}]*\.woff2[^}]*\}/g;
const DEFERRED_STYLESHEET = /<link rel="stylesheet" href="\/page-css\/[^"]+"\/?>/g;
const MANIFEST_AND_ICONS = /<link rel="(?:manifest|icon|apple-touch-icon)"[^>]*>/g;

/**
 * The bare variant: the no-JS variant without fonts, deferred stylesheet, manifest and icons, so
 * that it loads the document and the hero photo alone. Lighthouse on it measures the floor of a
 * page whose largest paint is a photo from a second origin: what the document's own round trips
 * and the photo's connection and bytes cost, with nothing else sharing the phone's bandwidth.
 */
function bareVariant(html) {
  return stripScripts(html)
    .replace(FONT_PRELOAD, "")
    .replace(WEB_FONT_FACE, "")
    .replace(DEFERRED_STYLESHEET, "")
    .replace(MANIFEST_AND_ICONS, "");
}

module.exports = { stripScripts, bareVariant };
