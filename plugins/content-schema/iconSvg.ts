import fs from "fs";
import path from "path";
import { createElement } from "react";
// The Node build explicitly: under Jest's jsdom environment "react-dom/server" resolves to the browser build.
import { renderToStaticMarkup } from "react-dom/server.node";
import * as lucide from "lucide-react";
import type { IconNode, LucideIcon } from "lucide-react";
import { ICON_NAMES, isIconName } from "./icons";

// Build-time icon drawing. Content names icons ("icon": "Tooth"); the GraphQL layer resolves each
// name to the icon's SVG child markup (the generated `iconSvg` fields, see plugins/content-schema/graphqlTypes.ts),
// and src/components/Icon draws it inside its own <svg>. So no icon code reaches the browser
// bundle, and only the icons content names are drawn into the pages.
//
// The allowed names are ONE list: the enum of $defs/iconName in content/schemas/defs.schema.json
// (plugins/content-schema/icons.ts reads it). A name is drawn from lucide's own registry (lucide-react's exports,
// current names and their aliases, e.g. "Smile"), or, for a shape lucide lacks, from our own set:
// src/icons/<Name>.svg, drawn on lucide's 24x24 grid in its style (stroke only, width 2, round).
// Both render through lucide's React components, so React escapes every attribute.

/** Where our own icons live. Resolved from the project root (Gatsby's cwd), not __dirname. */
export const CUSTOM_ICON_DIR = path.resolve("src", "icons");

const lucideIcons = new Set<unknown>(Object.values(lucide.icons));

/** The lucide component of `name` (a current name or an alias lucide exports), if lucide has one. */
export function lucideIcon(name: string): LucideIcon | undefined {
  const candidate = (lucide as unknown as Record<string, unknown>)[name];
  return lucideIcons.has(candidate) ? (candidate as LucideIcon) : undefined;
}

const SHAPES = new Set(["path", "circle", "rect", "line", "polyline", "polygon", "ellipse"]);

/**
 * A lucide icon node from one of our SVG files: only self-closing shapes with plain attributes
 * (the <svg> wrapper's presentation attributes are the ones Icon and lucide draw with anyway).
 */
export function parseIconSvg(svg: string, file: string): IconNode {
  const inner = /<svg\b[^>]*>([\s\S]*)<\/svg>\s*$/.exec(svg.trim())?.[1];
  if (inner === undefined) throw new Error(`${file}: not an <svg> element`);
  const node: IconNode = [];
  const rest = inner.replace(/<(\w+)((?:\s+[\w-]+="[^"<>]*")*)\s*\/>/g, (_match, tag: string, attrs: string) => {
    if (!SHAPES.has(tag)) throw new Error(`${file}: <${tag}> is not a shape an icon may use (${[...SHAPES].join(", ")})`);
    const attributes: Record<string, string> = { key: `${tag}-${node.length}` };
    for (const [, name, value] of attrs.matchAll(/([\w-]+)="([^"]*)"/g)) attributes[name] = value;
    node.push([tag, attributes]);
    return "";
  });
  if (rest.trim() !== "")
    throw new Error(`${file}: only self-closing shapes are allowed inside <svg> (found "${rest.trim().slice(0, 40)}")`);
  if (node.length === 0) throw new Error(`${file}: the icon draws nothing`);
  return node;
}

/** Our own icon `name` from src/icons/<name>.svg, if there is one. */
export function customIcon(name: string, dir: string = CUSTOM_ICON_DIR): LucideIcon | undefined {
  const file = path.join(dir, `${name}.svg`);
  if (!/^[A-Z][A-Za-z0-9]*$/.test(name) || !fs.existsSync(file)) return undefined;
  return lucide.createLucideIcon(name, parseIconSvg(fs.readFileSync(file, "utf8"), path.relative(process.cwd(), file)));
}

const cache = new Map<string, string>();

/**
 * The SVG children of a named icon (`<path d="..."></path><circle ...></circle>`), for a
 * 24x24 viewBox drawn with stroke="currentColor". Throws on a name outside the iconName enum:
 * content validation reports those before the build gets here.
 */
export function iconSvg(name: string): string {
  if (!isIconName(name)) throw new Error(`Unknown icon "${name}": allowed names are ${ICON_NAMES.join(", ")}`);
  const cached = cache.get(name);
  if (cached !== undefined) return cached;
  const component = customIcon(name) ?? lucideIcon(name);
  if (!component) throw new Error(`Icon "${name}" is neither a lucide icon nor src/icons/${name}.svg`);
  const markup = renderToStaticMarkup(createElement(component));
  const inner = /^<svg[^>]*>([\s\S]*)<\/svg>$/.exec(markup)?.[1];
  if (!inner) throw new Error(`Icon "${name}": rendered no <svg> children`);
  cache.set(name, inner);
  return inner;
}
