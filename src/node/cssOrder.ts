import type { ReactNode } from "react";

// Gatsby inlines each page's stylesheets as <style data-href="/<chunk>.<hash>.css"> in the
// order page chunk first, app chunk second. With one stylesheet per page (src/node/webpack/
// webpackConfig.ts) that would put the global and layout styles (app chunk) after the sections'
// styles, so a shared component's class (Container's padding) would beat a section's override of
// it. Authored order is global first: the app chunk's stylesheet goes before all others, and
// client-side navigation appends later pages' stylesheets after it, in the same order.

interface StyleElement {
  type?: unknown;
  props?: { "data-href"?: unknown };
}

/** True for the inlined stylesheet of Gatsby's app chunk (global and layout CSS). */
export function isAppStylesheet(node: ReactNode): boolean {
  const element = node as StyleElement | null;
  const href = element && typeof element === "object" ? element.props?.["data-href"] : undefined;
  return element?.type === "style" && typeof href === "string" && /\/app\.[0-9a-f]+\.css$/.test(href);
}

/** Head components with the app chunk's stylesheet moved before the first inlined stylesheet. */
export function appStylesFirst(components: readonly ReactNode[]): ReactNode[] {
  const app = components.filter(isAppStylesheet);
  if (app.length === 0) return [...components];
  const rest = components.filter((node) => !isAppStylesheet(node));
  const firstStyle = rest.findIndex((node) => (node as StyleElement | null)?.type === "style");
  const at = firstStyle === -1 ? rest.length : firstStyle;
  return [...rest.slice(0, at), ...app, ...rest.slice(at)];
}
