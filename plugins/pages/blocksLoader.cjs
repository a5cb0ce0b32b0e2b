// webpack loaders that give each page only the blocks it uses. Gatsby makes one chunk per page
// component path, and a path may carry "?__contentFilePath=<file>" (Gatsby's createPage API, the
// way gatsby-plugin-mdx composes a template with a content file): every page of the page template
// is created with its own content file there (gatsby-node.ts), so each page is its own chunk.
//
// - on the template: the registry import "../blocks" becomes "../blocks?types=<the page's types>";
// - on the registry (src/blocks/index.ts) so asked: a module with only those blocks, each
//   "./<Type>" by the registry's naming rule (type "figures" -> ./Figures), checked by its test.
// Without the query (unit tests, type checks) the registry is the whole file.
const fs = require("fs");

/** "programTiles" -> "ProgramTiles": the file of a block type in src/blocks. */
function blockFileName(type) {
  return type.charAt(0).toUpperCase() + type.slice(1);
}

function contentFilePath(resourceQuery) {
  const match = /[?&]__contentFilePath=([^&]+)/.exec(resourceQuery || "");
  return match ? decodeURIComponent(match[1]) : null;
}

/** The template's source with its registry import narrowed to the page's block types. */
function narrowTemplate(source, resourceQuery, addDependency) {
  const file = contentFilePath(resourceQuery);
  if (!file) return source;
  addDependency(file);
  const page = JSON.parse(fs.readFileSync(file, "utf8"));
  const types = [...new Set(page.blocks.map((block) => block.type))];
  const pattern = /from "\.\.\/blocks"/;
  if (!pattern.test(source)) return source; // a template without blocks
  return source.replace(pattern, `from "../blocks?types=${types.join(",")}"`);
}

/** The registry module for the listed block types only. */
function registryFor(resourceQuery) {
  const match = /[?&]types=([^&]*)/.exec(resourceQuery || "");
  if (!match) return null;
  const types = match[1].split(",").filter(Boolean);
  const imports = types.map((type) => `import ${blockFileName(type)} from "./${blockFileName(type)}";`);
  const entries = types.map((type) => `  ${JSON.stringify(type)}: ${blockFileName(type)},`);
  return `${imports.join("\n")}\nexport const blockComponents = {\n${entries.join("\n")}\n};\n`;
}

module.exports = function blocksLoader(source) {
  const options = this.getOptions ? this.getOptions() : {};
  if (options.part === "registry") return registryFor(this.resourceQuery) ?? source;
  return narrowTemplate(source, this.resourceQuery, (file) => this.addDependency(file));
};
module.exports.blockFileName = blockFileName;
module.exports.narrowTemplate = narrowTemplate;
module.exports.registryFor = registryFor;
