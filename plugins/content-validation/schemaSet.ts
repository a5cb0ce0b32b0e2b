// The compiled JSON Schemas content is validated against: content/schemas and the block folders'
// schemas composed into blocks.schema.json, in one Ajv instance with the project's keywords
// (x-ref, x-tokens, ...), compiled once per exact schema text. validate.ts runs them.
import fs from "fs";
import path from "path";
import Ajv2020, { type ValidateFunction } from "ajv/dist/2020";
import type { SchemaValidateFunction } from "ajv";
import { parseJsonWithPosition } from "./parseJson";
import { describeValue, type Problem } from "./problems";
import type { RefIndex } from "./refIndex";
import { REF_KINDS, checkReference, type RefKind } from "./references";
import type { LoadedFile, ProgramPageBlocks } from "./rules";
import {
  BLOCKS_SCHEMA,
  BlockSchemaError,
  blocksDirOf,
  composeBlocksSchema,
  graphqlTypeKeyword,
  isCalendarDate,
  jsonFiles,
} from "../content-schema";

/** What the custom keywords of a compiled schema set read and write during one validation. */
export interface RunState {
  index: RefIndex | null;
  /** Placeholders a string declares with "x-tokens", recorded while validating (key: pointer). */
  localTokens: Map<string, readonly string[]>;
}

export interface SchemaSet {
  ajv: Ajv2020;
  /** Schema file name => $id to look it up by. */
  ids: Map<string, string>;
  /** Problems of the schema files themselves. */
  problems: Problem[];
  run: RunState;
  /** What of each block type shows the page's program ("x-program-page"): programPage.json's only. */
  programPageBlocks: ProgramPageBlocks;
}

// Compiling every schema takes a good part of a second; tests validate dozens of copies of the
// same schemas, so compiled sets are kept per exact schema text (the keywords read `run`).
const schemaSets = new Map<string, SchemaSet>();

/** blocks.schema.json composed from the project's block folders (content-schema blockSchemas.ts), as text; or the problem. */
function blocksSchemaText(schemaDir: string): string | Problem {
  try {
    return JSON.stringify(composeBlocksSchema(blocksDirOf(schemaDir)));
  } catch (error) {
    if (!(error instanceof BlockSchemaError)) throw error;
    const [file, ...message] = error.message.split(": ");
    return { file, message: message.join(": ") };
  }
}

/**
 * What of each block type shows the page's program, as its schema says with "x-program-page":
 * true on the block (the whole type), or a list of values on one of its fields.
 */
function programPageBlocks(blocks: { $defs: object }): ProgramPageBlocks {
  const uses = new Map<string, true | ReadonlyMap<string, readonly string[]>>();
  for (const [type, schema] of Object.entries(blocks.$defs as Record<string, Record<string, unknown>>)) {
    const fields = Object.entries((schema.properties ?? {}) as Record<string, Record<string, unknown>>).flatMap(([field, property]) =>
      Array.isArray(property["x-program-page"]) ? [[field, property["x-program-page"] as string[]] as const] : [],
    );
    if (schema["x-program-page"] === true || fields.length > 0) uses.set(type, schema["x-program-page"] === true ? true : new Map(fields));
  }
  return uses;
}

export function loadSchemas(schemaDir: string, display: (name: string) => string): SchemaSet {
  const names = jsonFiles(schemaDir).filter((name) => name !== BLOCKS_SCHEMA);
  const texts: Array<string | Error> = names.map((name) => readText(path.join(schemaDir, name)));
  const blocks = blocksSchemaText(schemaDir);
  if (typeof blocks === "string") {
    names.push(BLOCKS_SCHEMA);
    texts.push(blocks);
  }
  const key = JSON.stringify([display(""), names, texts]);
  const cached = schemaSets.get(key);
  if (cached) return cached;

  const run: RunState = { index: null, localTokens: new Map() };
  const set: SchemaSet = {
    ajv: createAjv(run),
    ids: new Map(),
    problems: typeof blocks === "string" ? [] : [blocks],
    run,
    programPageBlocks: typeof blocks === "string" ? programPageBlocks(JSON.parse(blocks) as { $defs: object }) : new Map(),
  };
  names.forEach((name, i) => {
    const schemaDisplay = display(`schemas/${name}`);
    const schema = parseText(texts[i], schemaDisplay, set.problems);
    if (schema === undefined) return;
    if (schema === null || typeof schema !== "object" || Array.isArray(schema)) {
      set.problems.push({ file: schemaDisplay, message: "a schema must be a JSON object" });
      return;
    }
    const withId = { $id: name, ...(schema as Record<string, unknown>) };
    try {
      set.ajv.addSchema(withId);
      set.ids.set(name, String(withId.$id));
    } catch (error) {
      set.problems.push({ file: schemaDisplay, message: `invalid schema: ${(error as Error).message}` });
    }
  });
  schemaSets.set(key, set);
  return set;
}

/** A file's text, or the Error that kept it from being read. */
export function readText(file: string): string | Error {
  try {
    return fs.readFileSync(file, "utf8");
  } catch (error) {
    return error as Error;
  }
}

/** Parsed JSON, or undefined with the problem (unreadable, or invalid JSON with its line and column) added. */
export function parseText(text: string | Error, shown: string, problems: Problem[]): unknown {
  if (text instanceof Error) {
    problems.push({ file: shown, message: `cannot be read (${text.message})` });
    return undefined;
  }
  const result = parseJsonWithPosition(text);
  if (result.ok) return result.value;
  problems.push({ file: shown, message: `invalid JSON at line ${result.line}, column ${result.column}: ${result.message}` });
  return undefined;
}

/** The compiled schema a content file names with "$schema" (or the conventional one if absent). */
export function schemaFor(
  file: LoadedFile,
  schemaDir: string,
  schemaIds: ReadonlyMap<string, string>,
  ajv: Ajv2020,
  problems: Problem[],
): ValidateFunction | undefined {
  const data = file.data;
  const problem = (message: string, field?: string) =>
    problems.push({ file: file.display, ...(field === undefined ? {} : { field }), message });
  const schemasLabel = `${path.basename(path.dirname(schemaDir))}/schemas`;
  if (data === null || typeof data !== "object" || Array.isArray(data)) {
    problem(`must be a JSON object (got ${describeValue(data)})`);
    return undefined;
  }
  const conventional = file.name.replace(/\.json$/, ".schema.json");
  const declared = (data as Record<string, unknown>).$schema;
  let schemaName = conventional;
  if (declared === undefined) {
    problem(`is required: name the file's schema, e.g. "./schemas/${conventional}"`, "$schema");
  } else if (typeof declared !== "string" || declared === "") {
    problem(`must be a path such as "./schemas/${conventional}" (got ${describeValue(declared)})`, "$schema");
  } else {
    // Relative to the file's own folder, as editors resolve it: "./schemas/x" at the top, "../schemas/<name>.schema.json" in pages/.
    const resolved = path.resolve(path.dirname(schemaDir), path.dirname(file.name), declared);
    if (path.dirname(resolved) !== schemaDir || !fs.existsSync(resolved)) {
      problem(`names "${declared}", which is not a file in ${schemasLabel}`, "$schema");
      return undefined;
    }
    schemaName = path.basename(resolved);
  }
  const id = schemaIds.get(schemaName);
  if (id === undefined) {
    if (declared === undefined && !fs.existsSync(path.join(schemaDir, schemaName)))
      problem(`has no schema: add ${schemasLabel}/${schemaName}`);
    return undefined; // the schema file itself is broken and reported
  }
  try {
    return ajv.getSchema(id);
  } catch (error) {
    problems.push({ file: `${schemasLabel}/${schemaName}`, message: `invalid schema: ${(error as Error).message}` });
    return undefined;
  }
}

function createAjv(run: RunState): Ajv2020 {
  const ajv = new Ajv2020({
    allErrors: true,
    verbose: true,
    strict: true,
    strictTypes: false,
    strictTuples: false,
    strictRequired: false,
    allowUnionTypes: true,
    // A page's blocks: "oneOf" picked by "type", so a block's errors are its own type's, not every type's.
    discriminator: true,
  });
  // "format": "date" (defs.schema.json isoDate): a day that exists, not only the YYYY-MM-DD shape.
  ajv.addFormat("date", { type: "string", validate: isCalendarDate });
  const checkRef: SchemaValidateFunction = (kind: RefKind, value: string) => {
    const message = run.index === null ? null : checkReference(kind, value, run.index);
    checkRef.errors = message === null ? [] : [{ keyword: "x-ref", message, params: { kind, value } }];
    return message === null;
  };
  ajv.addKeyword({
    keyword: "x-ref",
    type: "string",
    schemaType: "string",
    metaSchema: { enum: [...REF_KINDS] },
    errors: true,
    validate: checkRef,
  });
  ajv.addKeyword({
    keyword: "x-tokens",
    type: "string",
    schemaType: "array",
    metaSchema: { type: "array", items: { type: "string", pattern: "^[A-Za-z][A-Za-z0-9]*$" } },
    validate: (tokens: readonly string[], _value: string, _parent: unknown, cxt?: { instancePath: string }) => {
      if (cxt) run.localTokens.set(cxt.instancePath, tokens);
      return true;
    },
  });
  // Names the GraphQL type generated from a schema (plugins/content-schema/graphqlTypes.ts); never fails.
  ajv.addKeyword(graphqlTypeKeyword);
  // An editor hint (a text box instead of a line: scripts/edit/decapConfig.ts); never fails.
  ajv.addKeyword({ keyword: "x-multiline", schemaType: "boolean" });
  // A field that changes how its block looks: the browser tests load a page of each look
  // (plugins/pages blockKind); never fails.
  ajv.addKeyword({ keyword: "x-look", schemaType: "boolean" });
  // A block type, or values of a block's field, that show the page's program: checked by the
  // rules (rules.ts); never fails here.
  ajv.addKeyword({ keyword: "x-program-page", schemaType: ["boolean", "array"] });
  return ajv;
}
