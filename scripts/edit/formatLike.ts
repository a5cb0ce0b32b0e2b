/*
 * Decap writes a saved file as JSON.stringify(data, null, 2): every small object such as
 * `"duration": { "minYears": 4, "maxYears": 4 }` spread over four lines, and the fields of an
 * object with more than eight of them in an arbitrary order (Immutable.js maps), so a one-word
 * edit would show in git as a diff over the whole file. `npm run edit` rewrites each saved file
 * in the layout the file had before: fields in their previous order, what was on one line on
 * one line, the rest indented by two spaces, so the diff shows only what the maintainer changed.
 */
import { type Node, parseTree } from "jsonc-parser";

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** A path with its indices as "*", marked with a leading "*" ("*programs/*\/duration"). */
const wildcardOf = (segments: string[]) => `*${segments.map((segment) => (/^\d+$/.test(segment) ? "*" : segment)).join("/")}`;

/**
 * Which objects and arrays of a JSON text are written on one line, by path ("programs/0/duration")
 * and by the same path with indices as "*" ("programs/*\/duration"), so a record added in the
 * editor takes the layout of its siblings (the first one written decides).
 */
export function inlineContainers(text: string): Map<string, boolean> {
  const inline = new Map<string, boolean>();
  const visit = (node: Node | undefined, segments: string[]): void => {
    if (node?.type !== "object" && node?.type !== "array") return;
    (node.children ?? []).forEach((child, i) => {
      if (node.type === "array") visit(child, [...segments, String(i)]);
      else visit(child.children?.[1], [...segments, String(child.children?.[0].value)]);
    });
    const oneLine = !text.slice(node.offset, node.offset + node.length).includes("\n");
    inline.set(segments.join("/"), oneLine);
    if (!inline.has(wildcardOf(segments))) inline.set(wildcardOf(segments), oneLine);
  };
  visit(parseTree(text), []);
  return inline;
}

// Spaces and hyphens that look like others (no-break space, non-breaking hyphen, zero-width
// characters) are written as \u escapes, as the content files do, so they stay visible.
const LOOK_ALIKE = /[\u00a0\u00ad\u2000-\u200f\u2011\u2028-\u202f\u205f-\u206f\ufeff]/g;
const stringify = (value: Json): string =>
  JSON.stringify(value).replace(LOOK_ALIKE, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`);

/** The field order of every object in a JSON value, by path and by path pattern (as above). */
export function fieldOrders(value: unknown, segments: string[] = [], into = new Map<string, string[]>()): Map<string, string[]> {
  if (value === null || typeof value !== "object") return into;
  const entries: [string, unknown][] = Array.isArray(value) ? value.map((item, i) => [String(i), item]) : Object.entries(value);
  if (!Array.isArray(value)) {
    into.set(segments.join("/"), Object.keys(value));
    if (!into.has(wildcardOf(segments))) into.set(wildcardOf(segments), Object.keys(value));
  }
  for (const [key, item] of entries) fieldOrders(item, [...segments, key], into);
  return into;
}

/** `data` as JSON text in the layout of `previous`; see the file comment. */
export function formatLike(previous: string, data: unknown): string {
  let inline = new Map<string, boolean>();
  let orders = new Map<string, string[]>();
  try {
    orders = fieldOrders(JSON.parse(previous));
    inline = inlineContainers(previous);
  } catch {
    // Not JSON (a file broken by hand): plain two-space layout.
  }
  const known = <T>(map: Map<string, T>, segments: string[]): T | undefined => map.get(segments.join("/")) ?? map.get(wildcardOf(segments));
  const isInline = (segments: string[]): boolean => known(inline, segments) ?? false;
  /** Fields in their previous order; fields that are new keep their own order, after them. */
  const ordered = (entries: [string, Json][], segments: string[]): [string, Json][] => {
    const order = known(orders, segments);
    if (!order) return entries;
    const rank = (key: string) => (order.includes(key) ? order.indexOf(key) : order.length);
    return entries
      .map((entry, i) => ({ entry, i }))
      .sort((a, b) => rank(a.entry[0]) - rank(b.entry[0]) || a.i - b.i)
      .map(({ entry }) => entry);
  };
  const print = (value: Json, segments: string[], indent: string, forceInline: boolean): string => {
    if (value === null || typeof value !== "object") return stringify(value);
    const entries: [string, Json][] = Array.isArray(value)
      ? value.map((item, i) => [String(i), item])
      : ordered(Object.entries(value), segments);
    const [open, close] = Array.isArray(value) ? ["[", "]"] : ["{", "}"];
    if (entries.length === 0) return `${open}${close}`;
    const oneLine = forceInline || isInline(segments);
    const inner = oneLine ? "" : `${indent}  `;
    const items = entries.map(([key, item]) => {
      const printed = print(item, [...segments, key], inner, oneLine);
      return Array.isArray(value) ? printed : `${JSON.stringify(key)}: ${printed}`;
    });
    if (oneLine) return Array.isArray(value) ? `[${items.join(", ")}]` : `{ ${items.join(", ")} }`;
    return `${open}\n${items.map((item) => `${inner}${item}`).join(",\n")}\n${indent}${close}`;
  };
  const trailing = previous.endsWith("\n") ? "\n" : "";
  return `${print(data as Json, [], "", false)}${trailing}`;
}
