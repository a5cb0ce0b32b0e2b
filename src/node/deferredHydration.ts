// The framework's scripts wait for the hero photo. Gatsby ends every page with three async
// scripts (webpack runtime, React, the app: about 70 KB gzip) that a phone starts downloading as
// soon as the parser reaches them, while the hero photo, the page's largest paint, is still on
// its way from the CDN over a fresh connection: both share the phone's bandwidth. Measured with
// `npm run bench` (Lighthouse mobile, /, median of 3, 2026-11-23): LCP 2.2 s with the async
// scripts, 1.76 s when they start after the hero is shown, 1.67 s with no scripts at all.
//
// So after the build each page gets, instead of those scripts, one small loader (moved to a
// content-hashed file with the other inline scripts, so the CSP stays `script-src 'self'`) that
// adds the same scripts once the hero photo has loaded and the next frame has been drawn, or at
// once on a page without a hero photo. It never waits longer than FALLBACK_MS, whatever the photo
// does. The page is complete without JavaScript (every route is tested so), so what waits is only
// hydration: the menu button and the carousel controls come to life a moment later.
// Pure: HTML in, HTML out.

/** The longest the scripts wait for the hero photo, in ms (a stalled CDN must not stall the page). */
export const FALLBACK_MS = 3000;

/**
 * The loader, run where its <script> stands (the end of <body>, after the hero). ES5 on purpose:
 * it runs before anything else of ours and must not fail in an old browser.
 */
const LOADER_READABLE = `(function () {
  var loader = document.currentScript;
  var sources = loader.getAttribute("data-scripts").split(" ");
  var started = false;
  function start() {
    if (started) return;
    started = true;
    for (var i = 0; i < sources.length; i++) {
      var script = document.createElement("script");
      script.src = sources[i];
      script.async = true;
      document.body.appendChild(script);
    }
  }
  function afterNextFrame() {
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
  }
  setTimeout(start, ${FALLBACK_MS});
  var hero = document.querySelector("img[fetchpriority=high]");
  if (!hero || hero.complete) {
    afterNextFrame();
  } else {
    hero.addEventListener("load", afterNextFrame);
    hero.addEventListener("error", afterNextFrame);
  }
})();`;

/** The loader as shipped: the same code without its indentation and line breaks (every statement
 * ends in ; or }), about 60 bytes less on every page. */
export const LOADER_SOURCE = LOADER_READABLE.replace(/\n\s*/g, "");

// Gatsby's own scripts: site-root .js files with async, no other attribute (the scripts the
// build moved to /page-scripts/ are classic, in-order scripts and stay as they are).
const FRAMEWORK_SCRIPT = /<script src="(\/[\w.-]+\.js)" async=""><\/script>|<script src="(\/[\w.-]+\.js)" async><\/script>/g;

/** The framework scripts of a page, in document order. */
export function frameworkScripts(html: string): string[] {
  return [...html.matchAll(FRAMEWORK_SCRIPT)].map((match) => match[1] ?? match[2]);
}

// A loader this step wrote before: inline, or already moved to /page-scripts/ by the build.
const LOADER_ELEMENT = /<script data-scripts="[^"]*"(?: src="[^"]*")?>[\s\S]*?<\/script>/g;

/**
 * The page with its framework scripts replaced by the loader (inline here; externalizeInlineScripts
 * moves it into a file). A page without them, or already converted, is returned as it is. A page
 * with both keeps one loader only, naming the scripts it has now: a plain `gatsby build` over an
 * earlier build once left every page with two loaders (not reproduced since; Gatsby can keep the
 * HTML of unchanged pages and splice in its scripts slice), and each would add the app again.
 */
export function withDeferredHydration(html: string): string {
  const scripts = frameworkScripts(html);
  if (scripts.length === 0) return html;
  const withoutScripts = html.replace(LOADER_ELEMENT, "").replace(FRAMEWORK_SCRIPT, "");
  const loader = `<script data-scripts="${scripts.join(" ")}">${LOADER_SOURCE}</script>`;
  const end = withoutScripts.lastIndexOf("</body>");
  if (end === -1) throw new Error("deferredHydration: no </body> in the page");
  return withoutScripts.slice(0, end) + loader + withoutScripts.slice(end);
}
