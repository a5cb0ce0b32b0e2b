// The framework's scripts wait for the hero photo. Gatsby ends every page with three async
// scripts (webpack runtime, React, the app) that a phone starts downloading as
// soon as the parser reaches them, while the hero photo, the page's largest paint, is still on
// its way from the CDN over a fresh connection: both share the phone's bandwidth, and the
// photo paints later (`npm run bench` shows it: LCP beside the page's no-JS variant).
//
// So after the build each page gets, instead of those scripts, one small loader (moved to a
// content-hashed file with the other inline scripts, so the CSP stays `script-src 'self'`) that
// carries the inline scripts of Gatsby's scripts slice (the chunk map and the build hash, the same
// on every page: one cached file instead of three, and no same-origin requests queued ahead of the
// page's own icons while its largest paint is decided) and adds the same scripts once the hero
// photo is on screen, or on a page without a hero photo (its largest paint is its banner's text)
// once its first contentful paint is reported (Paint Timing; the next animation frame where there
// is none: that frame can be painted after the scripts were asked for). "On screen" is the hero's
// Element Timing entry where the browser reports one (Chromium: the photo carries
// elementtiming="hero", see Photo.tsx), which comes when the frame with the photo has been
// presented. Elsewhere it is the photo's load event and the next animation frame, which runs before
// that frame is painted: in Lighthouse's trace the scripts then start just before the largest paint
// and sometimes count against it. It never waits longer than FALLBACK_MS, whatever the photo does.
// The page is complete without JavaScript (every route is tested so), so what waits is only
// hydration: the menu button and the carousel controls come to life a moment later.
// Pure: HTML in, HTML out.

import { minify_sync } from "terser";
import { replaceExecutableInlineScripts } from "./externalScripts";

/** The longest the scripts wait for the hero photo, in ms (a stalled CDN must not stall the page). */
export const FALLBACK_MS = 3000;

/**
 * The loader, run once the parser has reached its <script> (deferred, at the end of <body>, after
 * the hero; see externalScripts.ts). ES5 on purpose:
 * it runs before anything else of ours and must not fail in an old browser. A photo that failed
 * (complete without pixels) or fails later has no Element Timing entry: it starts the scripts too.
 */
const LOADER_READABLE = `(function () {
  var sources = document.currentScript.getAttribute("data-scripts").split(" ");
  var started;
  function start() {
    if (started) return;
    started = 1;
    sources.forEach(function (source) {
      var script = document.createElement("script");
      script.src = source;
      script.async = true;
      document.body.appendChild(script);
    });
  }
  function soon() {
    setTimeout(start, 0);
  }
  function afterNextFrame() {
    requestAnimationFrame(soon);
  }
  var Observer = window.PerformanceObserver;
  function supports(type) {
    return Observer && (Observer.supportedEntryTypes || []).indexOf(type) >= 0;
  }
  function afterFirstPaint() {
    if (!supports("paint")) return afterNextFrame();
    new Observer(function (list) {
      list.getEntries().forEach(function (entry) {
        if (entry.name === "first-contentful-paint") soon();
      });
    }).observe({ type: "paint", buffered: true });
  }
  setTimeout(start, ${FALLBACK_MS});
  var hero = document.querySelector("img[fetchpriority=high]");
  if (!hero) return afterFirstPaint();
  if (hero.complete && !hero.naturalWidth) return afterNextFrame();
  hero.addEventListener("error", afterNextFrame);
  if (hero.getAttribute("elementtiming") && supports("element")) {
    new Observer(function (list) {
      list.getEntries().forEach(function (entry) {
        if (entry.element === hero) soon();
      });
    }).observe({ type: "element", buffered: true });
  } else if (hero.complete) {
    afterNextFrame();
  } else {
    hero.addEventListener("load", afterNextFrame);
  }
})();`;

/** The loader as shipped: minified by terser, the minifier webpack uses for the site's own code. */
export const LOADER_SOURCE = minified(LOADER_READABLE);

function minified(source: string): string {
  const { code } = minify_sync(source, { ecma: 5, toplevel: true });
  // An empty loader would leave every page without hydration, and without its own fallback.
  if (!code) throw new Error("deferredHydration: terser returned no code for the loader");
  return code;
}

// Gatsby's own scripts: site-root .js files with async, no other attribute (the scripts the
// build moved to /page-scripts/ are classic, in-order scripts and stay as they are).
const FRAMEWORK_SCRIPT = /<script src="(\/[\w.-]+\.js)" async(?:="")?><\/script>/g;

/** The framework scripts of a page, in document order. */
export function frameworkScripts(html: string): string[] {
  return [...html.matchAll(FRAMEWORK_SCRIPT)].map((match) => match[1]);
}

// A loader this step wrote before: inline, or already moved to /page-scripts/ by the build.
const LOADER_ELEMENT = /<script data-scripts="[^"]*"(?: src="[^"]*")?(?: defer)?>[\s\S]*?<\/script>/g;

// Gatsby's scripts slice: the chunk map and the build hash as inline scripts, then the framework's.
const SCRIPTS_SLICE = /(<!-- slice-start id="_gatsby-scripts-[\w-]*" -->)([\s\S]*?)(<!-- slice-end id="_gatsby-scripts-[\w-]*" -->)/;

/**
 * The page without the slice's executable inline scripts, and their bodies in document order.
 * A slice left with only the whitespace between them is emptied (a blank line is invalid HTML to
 * the validators the tests run).
 */
function withoutSliceScripts(html: string): { html: string; bodies: string[] } {
  const bodies: string[] = [];
  const out = html.replace(SCRIPTS_SLICE, (_slice, start: string, inside: string, end: string) => {
    const rest = replaceExecutableInlineScripts(inside, (_attributes, body) => {
      bodies.push(body);
      return "";
    });
    return start + (rest.trim() === "" ? "" : rest) + end;
  });
  return { html: out, bodies };
}

/**
 * The page with its framework scripts replaced by the loader (inline here; externalizeInlineScripts
 * moves it into a file), the scripts slice's inline scripts running first in the loader's file
 * (each in the order it had; "\n;\n" between them, so no body can run into the next). A page
 * without framework scripts, or already converted, is returned as it is. A page with both (Gatsby
 * can keep the HTML of an unchanged page and splice in its scripts slice again) keeps one loader
 * only, carrying the slice it has now: two would each add the app.
 */
export function withDeferredHydration(html: string): string {
  const scripts = frameworkScripts(html);
  if (scripts.length === 0) return html;
  const { html: withoutScripts, bodies } = withoutSliceScripts(html.replace(LOADER_ELEMENT, "").replace(FRAMEWORK_SCRIPT, ""));
  const loader = `<script data-scripts="${scripts.join(" ")}">${[...bodies, LOADER_SOURCE].join("\n;\n")}</script>`;
  const end = withoutScripts.lastIndexOf("</body>");
  if (end === -1) throw new Error("deferredHydration: no </body> in the page");
  return withoutScripts.slice(0, end) + loader + withoutScripts.slice(end);
}
