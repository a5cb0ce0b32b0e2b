import { createHash } from "crypto";
import postcss, { type Rule } from "postcss";
import selectorParser from "postcss-selector-parser";

// The first viewport's CSS stays in the page; the rest loads as a file. Gatsby inlines all of a
// page's CSS in its <head>, which took the home page's HTML past the ~14 KB
// a server sends in its first round trip: the browser needed a second one before it could paint.
// After the build, each page's inlined stylesheets keep only the rules that can match the first
// viewport, and every other rule goes, in order, into one content-hashed file linked at the end
// of <body>, where it loads beside the page without holding up its first paint (browsers paint
// the content above a stylesheet in <body> while it loads).
//
// The first viewport: the nav bar, the hero (the first child of <main>) and the first section
// after it. On every route at every width from 375 to 1920 px (heights up to 1080) nothing
// further down reaches the first screen; a page whose <main> has fewer children (the 404 page)
// keeps everything up to the footer, which is then on screen. __tests__/e2e/firstScreenChecks.ts
// (first-screen-*.test.ts) checks in the browser that the first screen looks the same before and
// after the file arrives, and that every element ends up with exactly the styles of the original
// stylesheets.
//
// A rule is kept when one of its selectors can match there: every class it names appears in that
// part of the HTML (rules without classes, @font-face and @keyframes are always kept), and it
// needs no pointer over an element (:hover). So the states that scripts add later (the solid nav
// bar, the open menu) and those a pointer brings load with the file.
// Pure: HTML in, HTML and the deferred stylesheet out.

/**
 * What follows the first viewport is laid out without its rules until the file arrives. It is off
 * screen, but on a phone anything in it wider than the screen (the deadlines table on /admissions
 * overflowed) widens the whole page for that moment, and the nav bar jumps when it fits again (a
 * layout shift). So until then <main> and what follows it clip
 * what overflows them sideways, and the file takes the clip back. Both rules sit in the lowest cascade
 * layer, below every rule of the site, and `revert-layer` restores exactly what the site's stylesheets say.
 * (<main> rather than its later sections: clipping those changed how Chromium rasterised the hero
 * above them, invisibly but not pixel for pixel.)
 */
export const LATER_CONTENT = "main,main~*";
/** The cascade layer of those two rules: the lowest of the site's (plugins/styles/layers.ts). */
export const LATER_CONTENT_LAYER = "later-content";
export const CONTAIN_LATER_CONTENT = `@layer ${LATER_CONTENT_LAYER}{${LATER_CONTENT}{overflow-x:clip}}`;
export const RELEASE_LATER_CONTENT = `@layer ${LATER_CONTENT_LAYER}{${LATER_CONTENT}{overflow-x:revert-layer}}`;

/** Folder (under public/) of the deferred stylesheets; content-hashed names, cached as immutable. */
const DEFERRED_CSS_DIR = "page-css";

const VOID_ELEMENTS = new Set(["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"]);

/**
 * The offset where the first viewport's markup ends: the start of the third top-level child of
 * <main> (after the hero and the first section); the end of the page when <main> has no third
 * child (then the footer may be on the first screen too).
 */
export function firstViewportEnd(html: string): number {
  const main = /<main\b[^>]*>/.exec(html);
  if (!main) throw new Error("criticalCss: the page has no <main>");
  const tags = /<(\/?)([a-zA-Z][\w-]*)\b[^>]*?(\/?)>/g;
  tags.lastIndex = main.index + main[0].length;
  let depth = 0;
  let children = 0;
  for (let tag = tags.exec(html); tag; tag = tags.exec(html)) {
    const [, closing, name, selfClosing] = tag;
    if (closing) {
      if (depth === 0) return html.length; // </main> before a third child
      depth -= 1;
      continue;
    }
    if (depth === 0 && ++children === 3) return tag.index;
    if (!selfClosing && !VOID_ELEMENTS.has(name.toLowerCase())) depth += 1;
  }
  throw new Error("criticalCss: <main> is never closed");
}

/** Every class name used in a piece of HTML. */
export function classNames(html: string): Set<string> {
  const names = new Set<string>();
  for (const match of html.matchAll(/\sclass="([^"]*)"/g)) for (const name of match[1].split(/\s+/)) if (name) names.add(name);
  return names;
}

/** Pseudo-classes whose arguments a match does not require (negated, one of several, or relative). */
const OPTIONAL_ARGUMENTS = /^:(?:not|is|where|has|matches|-webkit-any)$/i;

/** A selector's required part: the optional arguments above removed. */
function requiredPart(selector: string) {
  const root = selectorParser().astSync(selector);
  root.walkPseudos((pseudo) => {
    if (OPTIONAL_ARGUMENTS.test(pseudo.value)) pseudo.remove();
  });
  return root;
}

/** The class names a selector requires, escapes resolved (`.a:hover > .b\+c` -> a, b+c; `:where(.x)` -> none). */
export function selectorClasses(selector: string): string[] {
  const classes: string[] = [];
  requiredPart(selector).walkClasses((node) => {
    classes.push(node.value);
  });
  return classes;
}

/** Whether a selector requires a pointer over an element (`.a:hover .b`; not `:not(:hover)`), which no first paint has. */
export function needsPointer(selector: string): boolean {
  let hover = false;
  requiredPart(selector).walkPseudos((pseudo) => {
    if (pseudo.value.toLowerCase() === ":hover") hover = true;
  });
  return hover;
}

function inKeyframes(rule: Rule): boolean {
  return rule.parent?.type === "atrule" && /keyframes$/i.test((rule.parent as postcss.AtRule).name);
}

/** True when one of the rule's selectors can match at first paint in a document with only these classes. */
function canMatch(rule: Rule, classes: ReadonlySet<string>): boolean {
  return rule.selectors.some((selector) => !needsPointer(selector) && selectorClasses(selector).every((name) => classes.has(name)));
}

/** Removes at-rules left without content (an @media whose every rule moved). */
function pruneEmpty(root: postcss.Root): void {
  root.walkAtRules((atRule) => {
    if (atRule.nodes && atRule.nodes.length === 0) atRule.remove();
  });
}

/** One stylesheet split in two: what can match with these classes, and the rest. */
export function splitStylesheet(css: string, classes: ReadonlySet<string>): { critical: string; deferred: string } {
  const critical = postcss.parse(css);
  const deferred = critical.clone();
  critical.walkRules((rule) => {
    if (!inKeyframes(rule) && !canMatch(rule, classes)) rule.remove();
  });
  deferred.walkRules((rule) => {
    if (!inKeyframes(rule) && canMatch(rule, classes)) rule.remove();
  });
  // @font-face and @keyframes stay in the page only (the fonts load early; animations are short).
  deferred.walkAtRules(/^(font-face|(-webkit-)?keyframes)$/i, (atRule) => {
    atRule.remove();
  });
  pruneEmpty(critical);
  pruneEmpty(deferred);
  return { critical: critical.toString(), deferred: deferred.toString() };
}

interface SplitPage {
  html: string;
  /** The deferred stylesheet's public path and content, or null when nothing was deferred. */
  stylesheet: { path: string; css: string } | null;
}

const INLINE_STYLE = /(<style\b[^>]*>)([\s\S]*?)(<\/style>)/g;

/** Gatsby inlines each of its stylesheets as `<style data-href="/file.css">` (the tripwire checks). */
const GATSBY_STYLESHEET_ATTRIBUTE = "data-href";
const isGatsbyStylesheet = (openTag: string): boolean => openTag.includes(`${GATSBY_STYLESHEET_ATTRIBUTE}=`);

/**
 * Gatsby's inlined stylesheets in a page, in document order: the file each came from and its CSS,
 * and where its tag starts. The one reader of that markup outside Gatsby, for the tests too.
 */
export function gatsbyInlinedStylesheets(html: string): { href: string; css: string; index: number }[] {
  return [...html.matchAll(INLINE_STYLE)]
    .filter(([, open]) => isGatsbyStylesheet(open))
    .map((m) => ({ href: new RegExp(`${GATSBY_STYLESHEET_ATTRIBUTE}="([^"]*)"`).exec(m[1])![1], css: m[2], index: m.index }));
}

/** The public path of a deferred stylesheet: /page-css/<first 20 hex of its sha256>.css */
export function deferredCssPath(css: string): string {
  return `/${DEFERRED_CSS_DIR}/${createHash("sha256").update(css, "utf8").digest("hex").slice(0, 20)}.css`;
}

/**
 * The page with its inlined stylesheets cut to the first viewport and a <link> to the rest at
 * the end of <body>.
 * A page already split (an unchanged page kept by an incremental build), or without inlined
 * stylesheets, is returned as it is.
 */
export function splitPageCss(html: string): SplitPage {
  if (html.includes(`href="/${DEFERRED_CSS_DIR}/`) || gatsbyInlinedStylesheets(html).length === 0) return { html, stylesheet: null };
  const end = firstViewportEnd(html);
  const classes = classNames(html.slice(0, end));
  // Contain what follows the first viewport, when something does (on the 404 page the footer is on screen).
  const containment = end < html.length ? CONTAIN_LATER_CONTENT : "";
  const deferredParts: string[] = [];
  const gatsbyStyles = gatsbyInlinedStylesheets(html).length;
  let seen = 0;
  const withCritical = html.replace(INLINE_STYLE, (whole, open: string, css: string, close: string) => {
    if (!isGatsbyStylesheet(open)) return whole; // only Gatsby's inlined stylesheets
    const { critical, deferred } = splitStylesheet(css, classes);
    if (deferred.trim()) deferredParts.push(deferred);
    seen += 1;
    return open + critical + (seen === gatsbyStyles ? containment : "") + close;
  });
  if (deferredParts.length === 0) return { html, stylesheet: null };
  const css = [...deferredParts, ...(containment ? [RELEASE_LATER_CONTENT] : [])].join("\n");
  const path = deferredCssPath(css);
  // Last in <body>: the classic scripts before it then never wait for it (a script waits for
  // the stylesheets above it), and the preload scanner still requests it with the document.
  const at = withCritical.lastIndexOf("</body>");
  if (at === -1) throw new Error("criticalCss: no </body> in the page");
  const link = `<link rel="stylesheet" href="${path}"/>`;
  return { html: withCritical.slice(0, at) + link + withCritical.slice(at), stylesheet: { path, css } };
}
