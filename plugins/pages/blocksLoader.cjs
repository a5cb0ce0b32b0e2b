// webpack loaders that give each page only the blocks it uses. Gatsby makes one chunk per page
// component path, and a path may carry "?__contentFilePath=<file>" (Gatsby's createPage API, the
// way gatsby-plugin-mdx composes a template with a content file): every page of the page template
// is created with its own content file there (gatsby-node.ts), so each page is its own chunk.
//
// - on a template: the registry import "../blocks" becomes "../blocks?types=<the page's types>";
// - on the registry (src/blocks/index.ts) so asked: a module with only those blocks, each
//   "./<Type>/<Type>" by the registry's naming rule (type "figures" -> ./Figures/Figures), checked by its test.
// Without the query (unit tests, type checks) the registry is the whole file.
//
// In the browser build (stage build-javascript) a block without interaction is not shipped at
// all: its registry entry is null and the template keeps the server's HTML for it, while the
// block's stylesheets still reach the page (a "?stylesOnly" import: the block's module reduced to
// its style imports, followed through its local imports). A block is interactive when its module
// or a local module it imports holds React state or effects or a DOM event handler.
const fs = require("fs");
const path = require("path");

/** "programTiles" -> "ProgramTiles": the folder of a block type in src/blocks, and its component's file name. */
function blockFileName(type) {
  return type.charAt(0).toUpperCase() + type.slice(1);
}

/** "programTiles" -> "./ProgramTiles/ProgramTiles": a block type's component, from the registry. */
function blockModule(type) {
  const name = blockFileName(type);
  return `./${name}/${name}`;
}

/** The template's source with its registry import narrowed to the page's block types. */
function narrowTemplate(source, resourceQuery, addDependency) {
  const match = /[?&]__contentFilePath=([^&]+)/.exec(resourceQuery || "");
  if (!match) return source;
  const file = decodeURIComponent(match[1]);
  addDependency(file);
  const page = JSON.parse(fs.readFileSync(file, "utf8"));
  const types = [...new Set(page.blocks.map((block) => block.type))];
  const pattern = /from "\.\.\/blocks"/;
  if (!pattern.test(source)) return source; // a template without blocks
  return source.replace(pattern, `from "../blocks?types=${types.join(",")}"`);
}

/** What makes a module interactive: React state or effects, or a handler of a DOM event. */
const INTERACTION =
  /\buse(State|Reducer|Effect|LayoutEffect|InsertionEffect|SyncExternalStore|Transition|DeferredValue|ImperativeHandle)\b|\son(Click|DoubleClick|Key(Down|Up|Press)|Change|Input|Submit|Focus|Blur|Toggle|Scroll|Wheel|(Pointer|Mouse|Touch)[A-Z]\w*)=/;
/** The modules a source imports: every specifier, type-only imports left out. */
const IMPORTS = /^\s*(?:import|export)\s+(?!type\b)(?:[^"';]*?\sfrom\s+)?["']([^"']+)["']/gm;

function importsOf(source) {
  return [...source.matchAll(IMPORTS)].map((match) => match[1]);
}

/** The file a relative specifier names, from a module in `dir`. */
function resolveLocal(dir, specifier) {
  const base = path.resolve(dir, specifier);
  return ["", ".tsx", ".ts", "/index.tsx", "/index.ts"]
    .map((ext) => base + ext)
    .find((file) => fs.existsSync(file) && fs.statSync(file).isFile());
}

/** True when the module or a local module it imports (followed to the end) is interactive. */
function isInteractive(file, seen = new Set()) {
  if (seen.has(file)) return false;
  seen.add(file);
  const source = fs.readFileSync(file, "utf8");
  if (INTERACTION.test(source)) return true;
  return importsOf(source)
    .filter((specifier) => specifier.startsWith(".") && !/\.s?css$/.test(specifier))
    .map((specifier) => resolveLocal(path.dirname(file), specifier))
    .some((local) => local && isInteractive(local, seen));
}

/** A module reduced to its stylesheets: its style imports, and its local imports so reduced. */
function stylesOnly(source) {
  const kept = importsOf(source).flatMap((specifier) => {
    if (/\.s?css$/.test(specifier)) return [`import ${JSON.stringify(specifier)};`];
    return specifier.startsWith(".") ? [`import ${JSON.stringify(`${specifier}?stylesOnly`)};`] : [];
  });
  return `${kept.join("\n")}\nexport {};\n`;
}

/**
 * The registry module for the listed block types only. With `serverHtmlFor` (the browser build),
 * each type it answers true for is null: its stylesheets only, its HTML the server's.
 */
function registryFor(resourceQuery, serverHtmlFor = () => false) {
  const match = /[?&]types=([^&]*)/.exec(resourceQuery || "");
  if (!match) return null;
  const types = match[1].split(",").filter(Boolean);
  const name = (type) => blockFileName(type);
  const imports = types.map((type) =>
    serverHtmlFor(type) ? `import "${blockModule(type)}?stylesOnly";` : `import ${name(type)} from "${blockModule(type)}";`,
  );
  const entries = types.map((type) => `  ${JSON.stringify(type)}: ${serverHtmlFor(type) ? "null" : name(type)},`);
  return `${imports.join("\n")}\nexport const blockComponents = {\n${entries.join("\n")}\n};\n`;
}

module.exports = function blocksLoader(source) {
  const options = this.getOptions ? this.getOptions() : {};
  if (options.part === "stylesOnly") return stylesOnly(source);
  if (options.part === "template") return narrowTemplate(source, this.resourceQuery, (file) => this.addDependency(file));
  /** The browser build's question for a block type: leave it to the server's HTML? */
  const serverHtmlFor = (type) => {
    if (!options.serverHtml) return false;
    const file = resolveLocal(path.dirname(this.resourcePath), blockModule(type));
    this.addDependency(file);
    return !isInteractive(file);
  };
  return registryFor(this.resourceQuery, serverHtmlFor) ?? source;
};
module.exports.blockFileName = blockFileName;
module.exports.narrowTemplate = narrowTemplate;
module.exports.registryFor = registryFor;
module.exports.isInteractive = isInteractive;
module.exports.stylesOnly = stylesOnly;
