// The no-JS variant of a built page, for `npm run bench`: the same HTML without the framework's
// scripts (every script element except JSON-LD data blocks, and every script preload/prefetch).
// Lighthouse on it measures what the page itself costs before any JavaScript runs: the floor for
// LCP that no change to the framework can beat. CommonJS, so Jest can test it as it is.

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

module.exports = { stripScripts };
