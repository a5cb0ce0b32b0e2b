import fs from "fs";
import path from "path";
import { BLOCKS_SCHEMA, blockFolders, composeBlocksSchema, type BlockFolder } from "../content-schema";

// What the block folders (src/blocks/<Name>/, see content-schema blockSchemas.ts) give the build,
// written before Gatsby reads the source (gatsby-node.ts onPreInit), so a new folder is a new
// block type with no list to edit:
// - src/blocks/index.ts: the registry (type -> component) and PageBlocks, the fragment that
//   spreads every block's own, which the page template's query selects a page's blocks with;
// - content/schemas/blocks.schema.json: the composed schema, for editors such as VS Code that
//   follow the page files' "$schema" (the build composes its own: readSchemas).
// Both are generated and git-ignored, and rewritten only when their text changes (a rewrite
// would set `gatsby develop` recompiling).

/** The registry's file, generated. */
export const REGISTRY_FILE = path.join("src", "blocks", "index.ts");

/** The registry module for these block folders. */
export function registrySource(folders: readonly BlockFolder[]): string {
  return [
    "// Generated from the folders of src/blocks by plugins/pages/blockRegistry.ts at every build and",
    "// `gatsby develop`: change a block in its folder, never here (this file is git-ignored).",
    'import { graphql } from "gatsby";',
    ...folders.map((block) => `import ${block.name} from "./${block.name}/${block.name}";`),
    "",
    "/**",
    ' * Each block type\'s component, by the "type" content gives a block. The build gives each page a',
    " * registry of its own blocks only (plugins/pages/blocksLoader.cjs).",
    " */",
    "export const blockComponents = {",
    ...folders.map((block) => `  ${block.type}: ${block.name},`),
    "};",
    "",
    "/** Every block type's fragment: the page template selects a page's blocks with PageBlocks. */",
    "export const query = graphql`",
    "  fragment PageBlocks on PageBlock {",
    "    type",
    ...folders.map((block) => `    ...${block.graphqlType}`),
    "  }",
    "`;",
    "",
  ].join("\n");
}

/** Writes `text` to `file` unless it already holds exactly that. */
function writeIfChanged(file: string, text: string): void {
  if (fs.existsSync(file) && fs.readFileSync(file, "utf8") === text) return;
  fs.writeFileSync(file, text);
}

/** Writes the registry and the composed schema of the project at `root`. */
export function writeBlockFiles(root: string): void {
  const blocksDir = path.join(root, "src", "blocks");
  writeIfChanged(path.join(root, REGISTRY_FILE), registrySource(blockFolders(blocksDir)));
  const schema = composeBlocksSchema(blocksDir);
  writeIfChanged(path.join(root, "content", "schemas", BLOCKS_SCHEMA), `${JSON.stringify(schema, null, 2)}\n`);
}
