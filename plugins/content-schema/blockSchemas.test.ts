import fs from "fs";
import os from "os";
import path from "path";
import { BLOCKS_SCHEMA, blockFolders, blocksDirOf, composeBlocksSchema } from "./blockSchemas";
import { readSchemas } from "./schema";

const blocksDir = path.join(__dirname, "..", "..", "src", "blocks");

/** A folder of block folders in a temporary directory: name -> schema (text or object), each with a component. */
function blocks(folders: Record<string, unknown>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "blocks-"));
  for (const [name, schema] of Object.entries(folders)) {
    fs.mkdirSync(path.join(dir, name));
    fs.writeFileSync(path.join(dir, name, `${name}.tsx`), "export default function X() { return null; }\n");
    if (schema !== undefined) {
      const text = typeof schema === "string" ? schema : JSON.stringify(schema);
      fs.writeFileSync(path.join(dir, name, `${name}.schema.json`), text);
    }
  }
  return dir;
}

const quote = {
  description: "A quote and who said it.",
  required: ["text"],
  properties: {
    text: { type: "string", description: 'The words, e.g. "Hello".' },
    by: { type: "string", description: 'Who, e.g. "Ana".' },
  },
};

test("every folder of src/blocks is a block type, in one list picked by its type", () => {
  const folders = blockFolders(blocksDir);
  const schema = composeBlocksSchema(blocksDir);
  const types = folders.map((folder) => folder.type);
  expect(types.length).toBeGreaterThan(10);
  expect(schema.properties).toMatchObject({ type: { enum: types } });
  expect(schema.oneOf).toEqual(types.map((type) => ({ $ref: `#/$defs/${type}` })));
  expect(Object.keys(schema.$defs as object)).toEqual(types);
  expect(blocksDirOf(path.join(__dirname, "..", "..", "content", "schemas"))).toBe(blocksDir);
  // The build reads it with the content's schemas, whatever a copy on disk says.
  expect(readSchemas().get(BLOCKS_SCHEMA)).toEqual(schema);
});

test("a block's type, GraphQL type and object shape come from its folder's name; its own fields from its schema", () => {
  const schema = composeBlocksSchema(blocks({ PullQuote: quote }));
  expect(schema.$defs).toEqual({
    pullQuote: {
      "x-graphql-type": "PullQuoteBlock",
      type: "object",
      additionalProperties: false,
      description: quote.description,
      required: ["type", "text"],
      properties: {
        type: { const: "pullQuote", description: 'Always "pullQuote": the kind of block this is (src/blocks/PullQuote).' },
        ...quote.properties,
      },
    },
  });
});

test("a folder that is not a block type stops with the file and what to do", () => {
  expect(() => composeBlocksSchema(blocks({ Quote: undefined }))).toThrow(
    "src/blocks/Quote: the block's schema Quote.schema.json is missing",
  );
  expect(() => composeBlocksSchema(blocks({ Quote: "{ nope" }))).toThrow("src/blocks/Quote/Quote.schema.json: invalid JSON");
  expect(() => composeBlocksSchema(blocks({ Quote: { ...quote, type: "object" } }))).toThrow(
    "src/blocks/Quote/Quote.schema.json: leave out type: the folder's name gives them",
  );
  expect(() => composeBlocksSchema(blocks({ Quote: { properties: {} } }))).toThrow('needs a one-line "description"');
  expect(() => composeBlocksSchema(blocks({}))).toThrow("no block folders");
});
