import fs from "fs";
import path from "path";
import type { JsonSchema } from "./graphqlTypes";

// The block types of the pages, one folder each: src/blocks/<Name>/ holds the component
// (<Name>.tsx, with its GraphQL fragment), its styles and <Name>.schema.json, the JSON Schema of
// the block's own fields. This module reads the folders and composes blocks.schema.json, the one
// list of block types: every page's "blocks" (content/schemas/page.schema.json) and the program
// pages' (programPage.schema.json) name it with "$ref", and the validation, the GraphQL types and
// the editor read it with the other schemas (readSchemas), so a new folder is a new block type
// everywhere at once. What a folder's schema leaves out is derived from its name: folder "Figures"
// is type "figures" (the "type" const, required), GraphQL type FiguresBlock; every block is an
// object with no other fields.

/** The name of the composed schema among content/schemas (never a file anyone writes). */
export const BLOCKS_SCHEMA = "blocks.schema.json";

/** The GraphQL interface every block type implements (graphqlTypes.ts, picked by "type"). */
export const BLOCK_INTERFACE = "PageBlock";

/** Keywords a block's schema file must leave to the composition. */
const DERIVED = ["$id", "$defs", "type", "additionalProperties", "x-graphql-type"];

/** One block type: its folder, the "type" content writes, its files. */
export interface BlockFolder {
  /** The folder's name, PascalCase: "ProgramTiles". */
  name: string;
  /** The block's "type" in content: "programTiles". */
  type: string;
  /** Its GraphQL type, and its fragment's name: "ProgramTilesBlock". */
  graphqlType: string;
  /** src/blocks/ProgramTiles/ProgramTiles.tsx */
  component: string;
  /** src/blocks/ProgramTiles/ProgramTiles.schema.json */
  schema: string;
}

/** Thrown for a block folder that cannot be composed; the message names the file. */
export class BlockSchemaError extends Error {}

/**
 * The block folders for a folder of schemas: its project's (<project>/src/blocks beside
 * <project>/content/schemas); for a copy of content/ alone (the editor checks one before it saves,
 * tests break one), the working directory's project's, as Gatsby and the npm scripts run there.
 */
export function blocksDirOf(schemaDir: string): string {
  const own = path.join(schemaDir, "..", "..", "src", "blocks");
  return fs.existsSync(own) ? own : path.resolve("src", "blocks");
}

/** "ProgramTiles" -> "programTiles". */
export const blockType = (name: string) => name.charAt(0).toLowerCase() + name.slice(1);

/** Every folder of `blocksDir` named like a component (PascalCase), sorted: the block types. */
export function blockFolders(blocksDir: string): BlockFolder[] {
  if (!fs.existsSync(blocksDir)) return [];
  return fs
    .readdirSync(blocksDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && /^[A-Z][A-Za-z0-9]*$/.test(entry.name))
    .map((entry) => entry.name)
    .sort()
    .map((name) => ({
      name,
      type: blockType(name),
      graphqlType: `${name}Block`,
      component: path.join(blocksDir, name, `${name}.tsx`),
      schema: path.join(blocksDir, name, `${name}.schema.json`),
    }));
}

/** A block's schema as the page schemas use it: its own file plus what its folder's name gives. */
function blockDefinition(folder: BlockFolder, where: string): JsonSchema {
  if (!fs.existsSync(folder.component))
    throw new BlockSchemaError(`${where}/${folder.name}: the block's component ${folder.name}.tsx is missing`);
  if (!fs.existsSync(folder.schema))
    throw new BlockSchemaError(`${where}/${folder.name}: the block's schema ${folder.name}.schema.json is missing`);
  const file = `${where}/${folder.name}/${folder.name}.schema.json`;
  let own: unknown;
  try {
    own = JSON.parse(fs.readFileSync(folder.schema, "utf8"));
  } catch (error) {
    throw new BlockSchemaError(`${file}: invalid JSON: ${(error as Error).message}`);
  }
  if (own === null || typeof own !== "object" || Array.isArray(own)) throw new BlockSchemaError(`${file}: a schema must be a JSON object`);
  // "$schema" lets an editor check the file itself; the composed schema is one document.
  const { properties = {}, required = [], ...rest } = own as JsonSchema & { properties?: JsonSchema; required?: string[] };
  delete rest.$schema;
  const derived = DERIVED.filter((keyword) => keyword in rest);
  if (derived.length > 0 || "type" in properties)
    throw new BlockSchemaError(
      `${file}: leave out ${[...derived, ...("type" in properties ? ['properties "type"'] : [])].join(", ")}: the folder's name gives them`,
    );
  if (typeof rest.description !== "string" || rest.description.includes("\n"))
    throw new BlockSchemaError(`${file}: needs a one-line "description": what the block is, as the editor lists it`);
  return {
    "x-graphql-type": folder.graphqlType,
    type: "object",
    additionalProperties: false,
    ...rest,
    required: ["type", ...required],
    properties: {
      type: { const: folder.type, description: `Always "${folder.type}": the kind of block this is (src/blocks/${folder.name}).` },
      ...properties,
    },
  };
}

/** blocks.schema.json: every block type of `blocksDir`, one picked by its "type". */
export function composeBlocksSchema(blocksDir: string, where = "src/blocks"): JsonSchema {
  const folders = blockFolders(blocksDir);
  if (folders.length === 0) throw new BlockSchemaError(`${where}: no block folders (src/blocks/<Name>/<Name>.schema.json)`);
  const types = folders.map((folder) => folder.type);
  return {
    $id: BLOCKS_SCHEMA,
    title: "A block",
    description: `One section of a page, picked by its "type": ${types.join(", ")}. Composed from the folders of src/blocks, one per type.`,
    "x-graphql-type": BLOCK_INTERFACE,
    type: "object",
    required: ["type"],
    properties: {
      type: { enum: types, description: 'The kind of block, e.g. "prose": its other fields are that type\'s (src/blocks/Prose).' },
    },
    discriminator: { propertyName: "type" },
    oneOf: types.map((type) => ({ $ref: `#/$defs/${type}` })),
    $defs: Object.fromEntries(folders.map((folder) => [folder.type, blockDefinition(folder, where)])),
  };
}
