/**
 * @jest-environment node
 *
 * How the code's files depend on each other: every local plugin is used through its one entry
 * (plugins/<name>/index.ts) by everything outside it (other plugins, src, scripts, gatsby-config,
 * tests), and nothing imports in a circle, neither file to file nor plugin to plugin. A plugin's
 * own files, its tests beside them included, import each other directly.
 * The imports are read from the source (static, dynamic, require, jest.mock), type-only ones
 * included: a circle of types is still a circle to read.
 */
import { execFileSync } from "child_process";
import fs from "fs";
import path from "path";

const root = path.join(__dirname, "..", "..");
const CODE = /\.(ts|tsx|js|mjs|cjs|cts)$/;
const EXTENSIONS = ["", ".ts", ".tsx", ".js", ".mjs", ".cjs", ".json", "/index.ts", "/index.tsx", "/index.js"];

const files = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], { cwd: root, encoding: "utf8" })
  .split("\n")
  .filter((file) => CODE.test(file) && !file.endsWith(".d.ts") && fs.existsSync(path.join(root, file)));

/** The relative module specifiers a file imports. */
export function importSpecifiers(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:"'`\\])\/\/.*$/gm, "$1");
  const found: string[] = [];
  for (const pattern of [
    /\bfrom\s+["']([^"']+)["']/g,
    /\bimport\s+["']([^"']+)["']/g,
    /\b(?:import|require|jest\.mock|jest\.requireActual)\(\s*["']([^"']+)["']/g,
  ]) {
    for (const match of code.matchAll(pattern)) found.push(match[1]);
  }
  return found.filter((specifier) => specifier.startsWith("."));
}

/** The project file a relative specifier in `from` names, or null (a missing file is tsc's and Jest's to report). */
function resolve(from: string, specifier: string): string | null {
  const base = path.join(path.dirname(from), specifier);
  for (const extension of EXTENSIONS) {
    const candidate = base + extension;
    if (fs.existsSync(path.join(root, candidate)) && fs.statSync(path.join(root, candidate)).isFile()) return candidate;
  }
  return null;
}

const pluginOf = (file: string) => /^plugins\/([^/]+)\//.exec(file)?.[1] ?? null;
const isEntry = (file: string) => /^plugins\/[^/]+\/index\.tsx?$/.test(file);

const graph = new Map<string, string[]>();
for (const file of files) {
  const targets = importSpecifiers(fs.readFileSync(path.join(root, file), "utf8"))
    .map((specifier) => resolve(file, specifier))
    .filter((target): target is string => target !== null && CODE.test(target));
  graph.set(file, [...new Set(targets)]);
}

/** Every circle in a graph, each as the path that closes it (a -> b -> a), one per strongly connected part. */
export function circles(edges: Map<string, string[]>): string[][] {
  const found: string[][] = [];
  const state = new Map<string, "open" | "done">();
  const stack: string[] = [];
  const visit = (node: string) => {
    state.set(node, "open");
    stack.push(node);
    for (const next of edges.get(node) ?? []) {
      if (state.get(next) === "open") found.push([...stack.slice(stack.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(node, "done");
  };
  for (const node of [...edges.keys()].sort()) if (!state.has(node)) visit(node);
  return found;
}

test("the scanner reads imports and finds circles", () => {
  expect(graph.get("gatsby-config.ts")).toContain("plugins/hosting/index.ts");
  const tree = new Map(Object.entries({ a: ["b", "c"], b: ["c"] }));
  expect(circles(tree)).toEqual([]);
  expect(circles(new Map([...tree, ["c", ["a"]]]))).toEqual([["a", "b", "c", "a"]]);
  expect(importSpecifiers('import x from "./a";\n// import y from "./commented";\nexport * from "../b";\nrequire("./c");')).toEqual([
    "./a",
    "../b",
    "./c",
  ]);
});

test("code outside a plugin imports it through its entry (plugins/<name>/index.ts) only", () => {
  const past: string[] = [];
  for (const [file, targets] of graph) {
    for (const target of targets) {
      const plugin = pluginOf(target);
      if (plugin && pluginOf(file) !== plugin && !isEntry(target))
        past.push(`${file} imports ${target}: import "plugins/${plugin}" (its index.ts) instead`);
    }
  }
  expect(past).toEqual([]);
});

test("no file imports itself through a circle", () => {
  expect(circles(graph).map((circle) => circle.join(" -> "))).toEqual([]);
});

test("no plugin depends on itself through other plugins", () => {
  const plugins = new Map<string, Set<string>>();
  for (const [file, targets] of graph) {
    const from = pluginOf(file);
    if (!from) continue;
    if (!plugins.has(from)) plugins.set(from, new Set());
    for (const target of targets) {
      const to = pluginOf(target);
      if (to && to !== from) plugins.get(from)!.add(to);
    }
  }
  const edges = new Map([...plugins].map(([plugin, uses]) => [plugin, [...uses].sort()]));
  expect(circles(edges).map((circle) => circle.join(" -> "))).toEqual([]);
});
