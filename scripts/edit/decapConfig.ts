import fs from "fs";
import path from "path";
import { PAGE_SCHEMA, PAGES_FOLDER, jsonFiles, readSchemas, refTarget } from "../../plugins/content-schema";

/*
 * Generates the Decap CMS configuration of `npm run edit` from content/schemas, so the editor's
 * forms and the build's validation read the same rules: one file collection per content file,
 * one widget per schema property (fieldFor: the first rule that applies wins; the mapping is
 * described in docs/hosted-editor.md). A kind of field with no rule throws UnmappedSchemaError
 * naming the schema file and path, so it cannot silently miss the editor (a unit test generates
 * the real configuration). Rules a form cannot say (oneOf, contrast, uniqueness, counts in copy)
 * are checked by the content validation when the file is saved (scripts/edit.mjs).
 */

export type DecapField = Record<string, unknown> & { name: string; label: string; widget: string };

/** One content file (`files`), or the pages' folder, whose every .json file is an entry (`folder`, `fields`). */
type DecapCollection = Record<string, unknown> & {
  name: string;
  label: string;
  files?: { name: string; label: string; file: string; fields: DecapField[] }[];
  fields?: DecapField[];
};

interface DecapConfig {
  backend: Record<string, unknown>;
  local_backend: { url: string };
  collections: DecapCollection[];
  [option: string]: unknown;
}

/** The records each kind of cross-file reference ("x-ref") names: file, list and field. */
export const REFERENCE_TARGETS: Readonly<Record<string, { file: string; list: string; field: string }>> = {
  program: { file: "programs", list: "programs", field: "name" },
  programSlug: { file: "programs", list: "programs", field: "slug" },
  photo: { file: "photos", list: "photos", field: "key" },
  cta: { file: "site", list: "callsToAction", field: "id" },
  service: { file: "applicationServices", list: "services", field: "name" },
};

/** A string longer than this in the current content is edited in a multi-line box. */
export const LONG_TEXT_CHARS = 80;

const COLOR_PATTERN = /^\^#\[0-9a-f(A-F)?\]\{6\}\$$/;

export class UnmappedSchemaError extends Error {}

type Schema = Record<string, unknown>;

interface Node {
  /** The schema with its $ref resolved; the referring node's own keywords win. */
  schema: Schema;
  /** Names of the $defs the node went through, e.g. ["hexColor"]. */
  defs: string[];
  /** Schema file whose $refs without a file part ("#/$defs/x") resolve in. */
  file: string;
}

interface Context {
  schemas: ReadonlyMap<string, Schema>;
  /** For error messages: "programs.schema.json#/properties/programs/items/properties/icon". */
  where: string;
  /** A page file's blocks: no block type that shows the page's program ("x-program-page"), which only programPage.json's blocks have. */
  pageFile?: boolean;
}

/** Reads every content/*.json and content/schemas/*.schema.json and builds the configuration. */
export function decapConfigFromDir(contentDir: string, options: { backendUrl: string; repoContentPath?: string }): DecapConfig {
  const schemas = readSchemas(path.join(contentDir, "schemas"));
  /** The parsed .json files of a folder of content, by name, sorted. */
  const read = (dir: string) =>
    jsonFiles(dir).map((name): [string, unknown] => [name, JSON.parse(fs.readFileSync(path.join(dir, name), "utf8"))]);
  const documents = new Map(read(contentDir));
  const pages = read(path.join(contentDir, PAGES_FOLDER)).map(([, page]) => page);
  return decapConfig(schemas, documents, { ...options, pages });
}

/**
 * @param schemas schema file name => parsed schema
 * @param documents content file name (e.g. "programs.json") => parsed content; each names its
 *   schema in "$schema" ("./schemas/programs.schema.json")
 */
export function decapConfig(
  schemas: ReadonlyMap<string, Schema>,
  documents: ReadonlyMap<string, unknown>,
  options: { backendUrl: string; repoContentPath?: string; pages?: readonly unknown[] },
): DecapConfig {
  const contentPath = options.repoContentPath ?? "content";
  const collections = [...documents].map(([fileName, doc]): DecapCollection => {
    const schemaRef = (doc as Schema | null)?.$schema;
    const schemaName = typeof schemaRef === "string" ? path.basename(schemaRef) : "";
    const schema = schemas.get(schemaName);
    if (!schema) throw new UnmappedSchemaError(`${contentPath}/${fileName}: "$schema" names no schema in ${contentPath}/schemas`);
    const name = fileName.replace(/\.json$/, "");
    const label = labelOf(name, schema);
    const fields = objectFields({ schema, defs: [], file: schemaName }, [doc], { schemas, where: `${schemaName}#` });
    const files = [{ name, label, file: `${contentPath}/${fileName}`, fields }];
    return { name, label, editor: { preview: false }, files, ...descriptionOf(schema) };
  });
  const pageSchema = schemas.get(PAGE_SCHEMA);
  if (pageSchema && options.pages)
    collections.push(pagesCollection(pageSchema, options.pages, { schemas, where: `${PAGE_SCHEMA}#`, pageFile: true }, contentPath));
  return {
    // The proxy backend is what local_backend switches to; naming it here too means the editor
    // never falls back to a hosted backend (and never reaches the network) when run locally.
    backend: { name: "proxy", proxy_url: options.backendUrl, branch: "main" },
    local_backend: { url: options.backendUrl },
    load_config_file: false,
    // Decap requires a media folder; no generated widget uploads files (photos are CDN records).
    media_folder: `${contentPath}/uploads`,
    collections,
  };
}

/**
 * The pages: a folder collection of content/pages, a new entry is a new page. Its file name comes
 * from the page's path ("/libraries/" -> libraries.json); "$schema" is filled in for a new page.
 */
function pagesCollection(schema: Schema, pages: readonly unknown[], ctx: Context, contentPath: string): DecapCollection {
  const fields = objectFields({ schema, defs: [], file: PAGE_SCHEMA }, [...pages], ctx).map((field) =>
    field.name === "$schema" ? { ...field, default: `../schemas/${PAGE_SCHEMA}` } : field,
  );
  return {
    name: PAGES_FOLDER,
    label: typeof schema.title === "string" ? `${schema.title}s` : "Pages",
    editor: { preview: false },
    folder: `${contentPath}/${PAGES_FOLDER}`,
    create: true,
    extension: "json",
    format: "json",
    identifier_field: "path",
    slug: "{{slug}}",
    fields,
    ...descriptionOf(schema),
  };
}

/** A collection's description: its schema's, if it has one. */
const descriptionOf = (schema: Schema) => (typeof schema.description === "string" ? { description: schema.description } : {});

/** Resolves "$ref" chains ("defs.schema.json#/$defs/x" or "#/$defs/x"), merging local keywords over the target's. */
function resolve(node: Node, ctx: Context): Node {
  const ref = node.schema.$ref;
  if (typeof ref !== "string") return node;
  const target = refTarget(ctx.schemas, node.file, ref);
  if (!target) throw new UnmappedSchemaError(`${ctx.where}: unresolvable $ref "${ref}"`);
  const local = { ...node.schema };
  delete local.$ref;
  const resolved = resolve({ schema: target.schema, defs: [], file: target.file }, ctx);
  const defName = target.pointer.startsWith("/$defs/") ? target.pointer.slice("/$defs/".length) : undefined;
  return {
    schema: { ...resolved.schema, ...local },
    defs: [...(defName ? [defName] : []), ...resolved.defs],
    file: resolved.file,
  };
}

/**
 * The fields of an object. Inside an optional object (`optional`) none is required in the form:
 * Decap checks required fields even when the whole object is left out (decap-cms issues 2103 and
 * 7748), so a program without an application service could not be saved. The content validation
 * still requires them when the object is there, and the editor's status bar reports it.
 */
function objectFields(node: Node, values: unknown[], ctx: Context, optional = false): DecapField[] {
  const properties = (node.schema.properties ?? {}) as Record<string, Schema>;
  const required = new Set(Array.isArray(node.schema.required) ? (node.schema.required as string[]) : []);
  return Object.entries(properties).map(([name, property]) =>
    fieldFor(
      name,
      { schema: property, defs: [], file: node.file },
      required.has(name) && !optional,
      values
        .map((value) => (value !== null && typeof value === "object" ? (value as Schema)[name] : undefined))
        .filter((v) => v !== undefined),
      { ...ctx, where: `${ctx.where}/properties/${name}` },
    ),
  );
}

/**
 * The Decap field for one schema property.
 * @param values every current value of this field in the content (for the text/string choice)
 */
function fieldFor(name: string, raw: Node, required: boolean, values: unknown[], ctx: Context): DecapField {
  const node = resolve(raw, ctx);
  const { schema } = node;
  const base: DecapField = { name, label: labelOf(name, schema), widget: "", required };
  if (typeof schema.description === "string") base.hint = schema.description;

  if (name === "$schema" || name === "$comment") return { ...base, widget: "hidden", required: false };

  if ("const" in schema) {
    if (typeof schema.const === "string" && required) return { ...base, widget: "hidden", default: schema.const };
    if (schema.const === true) return { ...base, widget: "boolean", default: true };
    return { ...base, widget: "select", options: [String(schema.const)] };
  }
  if (Array.isArray(schema.enum)) return { ...base, widget: "select", options: schema.enum.map(String) };

  const type = schema.type;
  if (type === "string") return stringField(base, node, values, ctx);
  if (type === "integer" || type === "number") {
    const field: DecapField = { ...base, widget: "number", value_type: type === "integer" ? "int" : "float" };
    const min = schema.minimum ?? schema.exclusiveMinimum;
    const max = schema.maximum ?? schema.exclusiveMaximum;
    if (typeof min === "number") field.min = min;
    if (typeof max === "number") field.max = max;
    if (type === "number") field.step = 0.01;
    return field;
  }
  if (type === "boolean") return { ...base, widget: "boolean" };
  if (type === "object" && schema.properties) {
    return { ...base, widget: "object", fields: objectFields(node, values, ctx, !required) };
  }
  if (type === "array" && schema.items) return listField(base, node, values, ctx);
  throw new UnmappedSchemaError(
    `${ctx.where}: no editor widget for this schema (keywords: ${Object.keys(schema).join(", ")}); add a rule to scripts/edit/decapConfig.ts`,
  );
}

function stringField(base: DecapField, node: Node, values: unknown[], ctx: Context): DecapField {
  const { schema, defs } = node;
  const reference = referenceOf(schema, ctx);
  if (reference) return { ...base, ...reference };
  const pattern = typeof schema.pattern === "string" ? schema.pattern : "";
  if (defs.includes("hexColor") || COLOR_PATTERN.test(pattern)) return { ...base, widget: "color" };
  // Only $defs/isoDate: a pattern starting with four digits may be no date ("2026-27", an academic year).
  if (defs.includes("isoDate")) {
    return { ...base, widget: "datetime", format: "YYYY-MM-DD", date_format: "YYYY-MM-DD", time_format: false, picker_utc: true };
  }
  // $defs/clockTime: a Florida time of day, HH:MM. A time picker that writes exactly that: without a
  // date nothing converts it, and without picker_utc Decap does not label it "UTC" (it is Florida's).
  if (defs.includes("clockTime")) {
    return { ...base, widget: "datetime", format: "HH:mm", date_format: false, time_format: "HH:mm", picker_utc: false };
  }
  const long =
    schema["x-multiline"] === true ||
    values.some((value) => typeof value === "string" && (value.length > LONG_TEXT_CHARS || value.includes("\n")));
  const field: DecapField = { ...base, widget: long ? "text" : "string" };
  // The content validation's own words for a pattern mismatch.
  if (pattern) field.pattern = [pattern, pattern === "\\S" ? "must not be blank" : `must match the pattern ${pattern}`];
  return field;
}

/** Relation widget options for a string with a known "x-ref", or undefined. */
function referenceOf(schema: Schema, ctx: Context): Partial<DecapField> | undefined {
  const kind = schema["x-ref"];
  if (typeof kind !== "string" || !(kind in REFERENCE_TARGETS)) return undefined;
  const target = REFERENCE_TARGETS[kind];
  if (!ctx.schemas.has(`${target.file}.schema.json`)) return undefined;
  const valuePath = `${target.list}.*.${target.field}`;
  return {
    widget: "relation",
    collection: target.file,
    file: target.file,
    value_field: valuePath,
    search_fields: [valuePath],
    display_fields: [valuePath],
    options_length: 500,
  };
}

function listField(base: DecapField, node: Node, values: unknown[], ctx: Context): DecapField {
  const { schema } = node;
  const itemsWhere = `${ctx.where}/items`;
  const items = resolve({ schema: schema.items as Schema, defs: [], file: node.file }, { ...ctx, where: itemsWhere });
  const itemValues = values.flatMap((value): unknown[] => (Array.isArray(value) ? (value as unknown[]) : []));
  const bounds: Partial<DecapField> = {};
  if (typeof schema.minItems === "number") bounds.min = schema.minItems;
  if (typeof schema.maxItems === "number") bounds.max = schema.maxItems;

  const reference = items.schema.type === "string" ? referenceOf(items.schema, ctx) : undefined;
  if (reference) return { ...base, ...reference, ...bounds, multiple: true };
  if (Array.isArray(items.schema.enum))
    return { ...base, ...bounds, widget: "select", multiple: true, options: items.schema.enum.map(String) };

  if (Array.isArray(items.schema.oneOf) && items.schema.discriminator)
    return typedListField(base, bounds, items, itemValues, { ...ctx, where: itemsWhere });
  if (items.schema.type === "object" && items.schema.properties) {
    const fields = objectFields(items, itemValues, { ...ctx, where: itemsWhere });
    const field: DecapField = { ...base, ...bounds, widget: "list", fields };
    const summaryField = ["name", "title", "label", "key", "heading", "id"].find((key) => fields.some((f) => f.name === key));
    if (summaryField) field.summary = `{{fields.${summaryField}}}`;
    return field;
  }
  const item = fieldFor("item", items, true, itemValues, { ...ctx, where: itemsWhere });
  return { ...base, ...bounds, widget: "list", field: { ...item, label: base.label } };
}

/** The discriminator of a "oneOf" list: each branch's "type" is a const (a page's blocks). */
const TYPE_KEY = "type";

/**
 * A list whose items are one of several object types told apart by "type" (a page's blocks):
 * Decap's list widget with "types", so blocks are added by type, reordered and removed.
 */
function typedListField(base: DecapField, bounds: Partial<DecapField>, items: Node, values: unknown[], ctx: Context): DecapField {
  const branches = (items.schema.oneOf as Schema[]).map((branch, index) => {
    const where = `${ctx.where}/oneOf/${index}`;
    return { where, node: resolve({ schema: branch, defs: [], file: items.file }, { ...ctx, where }) };
  });
  const offered = branches.filter(({ node }) => !(ctx.pageFile && node.schema["x-program-page"] === true));
  const types = offered.map(({ where, node }) => {
    const properties = (node.schema.properties ?? {}) as Record<string, Schema>;
    const tag = properties[TYPE_KEY]?.const;
    if (typeof tag !== "string") throw new UnmappedSchemaError(`${where}: a "oneOf" branch needs a "${TYPE_KEY}" property with a "const"`);
    const own = values.filter((value) => value !== null && typeof value === "object" && (value as Schema)[TYPE_KEY] === tag);
    // Decap writes the type itself (typeKey), so the branch's own "type" field is left out.
    const withoutType = {
      ...node,
      schema: { ...node.schema, properties: Object.fromEntries(Object.entries(properties).filter(([name]) => name !== TYPE_KEY)) },
    };
    const fields = objectFields(withoutType, own, { ...ctx, where });
    // A type of nothing but its type (a program page's section): Decap refuses an empty list of
    // fields and, without one, shows "No field(s) defined for this widget" when the block is
    // expanded. Its one field is then its type, hidden, with the value Decap writes anyway.
    if (fields.length === 0) fields.push({ name: TYPE_KEY, label: words(TYPE_KEY), widget: "hidden", required: false, default: tag });
    const type: DecapField = { name: tag, label: labelOf(tag, node.schema), widget: "object", fields };
    if (typeof node.schema.description === "string") type.hint = node.schema.description;
    const summaryField = ["heading", "id", "title"].find((key) => fields.some((f) => f.name === key));
    if (summaryField) type.summary = `${words(tag)}: {{fields.${summaryField}}}`;
    return type;
  });
  return { ...base, ...bounds, widget: "list", typeKey: TYPE_KEY, types };
}

function labelOf(name: string, schema: Schema): string {
  return typeof schema.title === "string" ? schema.title : words(name);
}

/** "minYears" -> "Min years", "callsToAction" -> "Calls to action". */
export function words(name: string): string {
  const spaced = name
    .replace(/^\$/, "")
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[-_]+/g, " ")
    .toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}
