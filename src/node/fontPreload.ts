import * as React from "react";
import type { ReactNode } from "react";

// The heading font is preloaded, so headings swap to it early: a <link rel=preload> for the very
// file the stylesheet names. Its name carries a content hash that only webpack knows, so the link
// is made at render time from the inlined CSS itself (Gatsby inlines each page's stylesheets as
// <style data-href dangerouslySetInnerHTML>): whatever file the CSS uses is the file preloaded.

/** The file of the preloaded font, as webpack names it: /static/<name>-<hash>.woff2. */
export const PRELOADED_FONT = /url\(["']?(\/static\/source-serif-4-subset-[0-9a-f]+\.woff2)["']?\)/;

interface InlinedStyle {
  type?: unknown;
  props?: { dangerouslySetInnerHTML?: { __html?: unknown } };
}

/** The URL of the heading font in the inlined stylesheets, or null when none names it. */
export function headingFontUrl(components: readonly ReactNode[]): string | null {
  for (const node of components) {
    const element = node as InlinedStyle | null;
    const css =
      element && typeof element === "object" && element.type === "style" ? element.props?.dangerouslySetInnerHTML?.__html : undefined;
    const match = typeof css === "string" ? PRELOADED_FONT.exec(css) : null;
    if (match) return match[1];
  }
  return null;
}

/**
 * Head components with the heading font's preload placed before the first stylesheet, so the
 * request starts as early as the parser can see it. crossOrigin is required for fonts (they are
 * fetched in CORS mode), even from the same origin, or the preload is not reused.
 */
export function withFontPreload(components: readonly ReactNode[]): ReactNode[] {
  const href = headingFontUrl(components);
  if (!href) return [...components];
  const link = React.createElement("link", {
    key: "font-preload",
    rel: "preload",
    href,
    as: "font",
    type: "font/woff2",
    crossOrigin: "anonymous",
  });
  const firstStyle = components.findIndex((node) => (node as InlinedStyle | null)?.type === "style");
  const at = firstStyle === -1 ? components.length : firstStyle;
  return [...components.slice(0, at), link, ...components.slice(at)];
}
