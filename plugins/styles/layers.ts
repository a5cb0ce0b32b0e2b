import path from "path";
import type { AcceptedPlugin, Plugin } from "postcss";
import { LATER_CONTENT_LAYER } from "../first-paint";

// The site's cascade layers. Shared styles sit in layers and a page's sections stay unlayered, so
// sections win over both whatever order the stylesheets arrive in (Gatsby inlines a page's own
// stylesheet before the app's, and client-side navigation appends more). Files are put in their
// layer by path, at build time (cascadeLayers below): the stylesheets themselves say nothing.

/** The layers, lowest first: the critical-CSS clip (first-paint), global styles, shared components. */
export const LAYER_ORDER = [LATER_CONTENT_LAYER, "base", "components"] as const;

/** Which layer a stylesheet's rules go in, by its path in the project: none for a page's sections. */
export function layerOf(file: string, projectDir: string = process.cwd()): string | null {
  const rel = path.relative(projectDir, file).split(path.sep).join("/");
  if (rel === "src/styles/global.scss") return "base";
  if (rel.startsWith("src/components/")) return "components";
  return null;
}

/**
 * The declaration every page starts its styles with (gatsby-ssr.tsx). The order holds for the
 * document once declared before any stylesheet uses a layer. (Not inside the stylesheets: the CSS
 * minifier keeps only the last of identical declarations in a file, after the first use.)
 */
export function layerOrderCss(): string {
  return `@layer ${LAYER_ORDER.join(",")};`;
}

/** The PostCSS step that puts a stylesheet's rules in its layer (runs after Sass, before css-loader). */
export function cascadeLayers(projectDir: string = process.cwd()): Plugin {
  return {
    postcssPlugin: "bcu-cascade-layers",
    Once(root, { result, AtRule }) {
      const layer = result.opts.from ? layerOf(result.opts.from, projectDir) : null;
      if (!layer || root.nodes.length === 0) return;
      const wrapper = new AtRule({ name: "layer", params: layer });
      wrapper.append(root.nodes);
      root.removeAll();
      root.append(wrapper);
    },
  };
}

/**
 * gatsby-plugin-sass's `postCssPlugins`. Gatsby's PostCSS loader adds autoprefixer and
 * postcss-flexbugs-fixes to the front of this very array for every file it compiles (an
 * `unshift` on the option's array), so a plain array would grow by two plugins per stylesheet;
 * this one keeps one of each.
 */
export function postCssPlugins(projectDir: string = process.cwd()): AcceptedPlugin[] {
  const plugins: AcceptedPlugin[] = [cascadeLayers(projectDir)];
  // A plugin is known by its name, or (a plugin creator passed uninvoked) by itself.
  const identity = (plugin: AcceptedPlugin): unknown => (plugin as { postcssPlugin?: string }).postcssPlugin ?? plugin;
  plugins.unshift = (...items: AcceptedPlugin[]) => {
    const added = new Set(items.map(identity));
    const kept = plugins.filter((plugin) => !added.has(identity(plugin)));
    plugins.length = 0;
    Array.prototype.push.apply(plugins, [...items, ...kept]);
    return plugins.length;
  };
  return plugins;
}
