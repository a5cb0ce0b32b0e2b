/**
 * @jest-environment node
 *
 * Every file a code comment or a Markdown document (README.md, docs/, each plugin's README) names
 * exists: a path ("plugins/hosting/calendars.ts", relative to the project or to the naming file)
 * or a file name ("calendars.ts") found among the project's files. A comment or a document that
 * points at a moved or deleted file misleads its reader.
 */
import { execFileSync } from "child_process";
import fs from "fs";
import path from "path";

const root = path.join(__dirname, "..", "..");

/** Names comments may use that are not files of this repository, each with why. */
const NOT_OURS = new Map([
  ["src/gatsby-types.d.ts", "written by every build (graphqlTypegen), not committed"],
  ["src/blocks/index.ts", "generated from the block folders by every build (plugins/pages/blockRegistry.ts), not committed"],
  ["blocks.schema.json", "composed from the block folders (plugins/content-schema/blockSchemas.ts); a copy for editors, not committed"],
  ["content/schemas/blocks.schema.json", "the same, by its path"],
  ["webpack.stats.json", "Gatsby's build output"],
  ["chunk-map.json", "Gatsby's build output"],
  ["app-data.json", "Gatsby's build output"],
  [".bench/results.json", "written by npm run bench"],
  ["static-entry.js", "Gatsby's own file"],
  ["html.js", "Gatsby's own file"],
  ["config.yml", "Decap's configuration, served by npm run edit"],
  ["MANIFEST.md", "../shared/photos/MANIFEST.md, beside the project"],
  ["../shared/photos/MANIFEST.md", "beside the project"],
  ["../schemas/page.schema.json", "a page file's $schema, relative to content/pages"],
  ["Node.js", "a runtime's name"],
  ["cache-dir/static-entry.js", "Gatsby's own file"],
  ["node_modules/decap-cms/dist/decap-cms.js", "a dependency's file"],
  ["decap-cms.js", "a dependency's file, as a hosted editor serves it"],
  ["admin-config.json", "the file the hosted editor's steps write"],
  ["static/admin", "where a deployment that hosts the editor puts it (docs/hosted-editor.md)"],
  ["Immutable.js", "a library's name"],
  ["ical.js", "a library's name"],
  ["things.schema.json", "an example in a test"],
  ["content/x.json", "an example in a test"],
]);

/** The example block of docs/extending.md's recipe: its files are the ones a reader writes. */
const EXAMPLE_BLOCK = /\bPullQuote\b/;

const files = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], { cwd: root, encoding: "utf8" })
  .split("\n")
  .filter((file) => file && fs.existsSync(path.join(root, file)));
const known = new Set(files);
const names = new Set(files.map((file) => path.basename(file)));

/** The file paths and names a comment mentions (extensions of code, styles, data and docs). */
export function namedFiles(comment: string): string[] {
  const pattern = /(?<![\w@/.<>-])((?:\.{1,2}\/)*(?:[\w.-]+\/)*[\w-]*[A-Za-z][\w.-]*\.(?:tsx?|mjs|cjs|js|scss|json|md|svg|yml))(?![\w/-])/g;
  return [...comment.matchAll(pattern)].map((match) => match[1]).filter((name) => !/^\.[^./]/.test(name));
}

function exists(file: string, name: string): boolean {
  const clean = name.replace(/^\.\//, "");
  if (known.has(clean) || known.has(path.normalize(path.join(path.dirname(file), name)))) return true;
  return clean.includes("/") ? files.some((f) => f.endsWith(`/${clean}`)) : names.has(clean);
}

test("namedFiles finds paths and names, not extensions alone", () => {
  expect(namedFiles("// see plugins/hosting/calendars.ts and ./x.mjs, not .schema.json or a.b")).toEqual([
    "plugins/hosting/calendars.ts",
    "./x.mjs",
  ]);
});

test("every file a comment names exists", () => {
  const missing: string[] = [];
  for (const file of files.filter((f) => /\.(ts|tsx|js|mjs|cjs|cts|scss)$/.test(f))) {
    const text = fs.readFileSync(path.join(root, file), "utf8");
    const comments = text.match(/\/\*[\s\S]*?\*\/|(?<![:"'`\\])\/\/[^\n]*/g) ?? [];
    for (const name of comments.flatMap(namedFiles)) {
      if (!NOT_OURS.has(name) && !exists(file, name)) missing.push(`${file}: a comment names ${name}, which does not exist`);
    }
  }
  expect(missing).toEqual([]);
});

/** The project paths a Markdown document writes as code, files or folders ("`src/components/Section`"), placeholders and globs aside. */
export function namedFolders(markdown: string): string[] {
  return [...markdown.matchAll(/`((?:src|plugins|scripts|content|docs|static|__tests__)\/[^`\s]*)`/g)]
    .map((match) => match[1].replace(/\/$/, ""))
    .filter((name) => !/[<>*?{}]/.test(name));
}

test("namedFolders finds the project's paths written as code, not placeholders", () => {
  expect(namedFolders("`src/components/BlockFrame` and `plugins/pages/` beside `src/blocks/<Name>/` and `content/*.json`")).toEqual([
    "src/components/BlockFrame",
    "plugins/pages",
  ]);
});

test("every file a Markdown document names exists", () => {
  const missing: string[] = [];
  for (const file of files.filter((f) => f.endsWith(".md"))) {
    // Links' targets are names too: "[guide](docs/extending.md)".
    const text = fs.readFileSync(path.join(root, file), "utf8");
    for (const name of namedFiles(text)) {
      if (!NOT_OURS.has(name) && !EXAMPLE_BLOCK.test(name) && !exists(file, name))
        missing.push(`${file}: names ${name}, which does not exist`);
    }
    for (const name of namedFolders(text)) {
      if (!NOT_OURS.has(name) && !EXAMPLE_BLOCK.test(name) && !known.has(name) && !files.some((f) => f.startsWith(`${name}/`)))
        missing.push(`${file}: names ${name}, which does not exist`);
    }
  }
  expect(missing).toEqual([]);
});
