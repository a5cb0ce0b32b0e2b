import { jsonTypeName } from "./typeNames";

// GraphQL type definitions generated from content/schemas/*.schema.json, so a field is described
// once (its JSON Schema) and the page queries, typegen and the editor all follow it.
// A property is non-null (`!`) exactly when "required" lists it; a plain String field (or list of
// them) gets @fillTokens, except StockPhoto's (URLs and keys, not copy). An icon name keeps a String
// and gets a sibling `<name>Svg` (@iconSvg); "x-ref": "photo" links the StockPhoto node. A string
// "enum" stays a String unless "x-graphql-type" names a GraphQL enum ("Date": `Date @dateformat`).
// A list of a "oneOf" of objects (a page's blocks) is a list of the interface its "x-graphql-type"
// names, each branch an object type implementing it, told apart by its "type" (schema.ts).
// A schema with no mapping stops the build, naming the file and the JSON pointer.
// An object type's name, first match wins: its "x-graphql-type"; for a file's root, the node type
// (programs.json -> ProgramsJson); for "$defs/<def>", <def> in PascalCase after the file's type
// name without "Json", unless the file is a library (defs.schema.json): homePage's sectionHead ->
// HomePageSectionHead, defs' link -> Link; inline under property <p> of type <T>, <T without
// "Json"><P> (HomePageJson.hero -> HomePageHero). Inline list items must say "x-graphql-type".

/** The annotation keyword naming a GraphQL type in a JSON Schema (registered with Ajv). */
const GRAPHQL_TYPE_KEYWORD = "x-graphql-type";

/** Ajv keyword definition: an annotation only, it never fails validation. */
export const graphqlTypeKeyword = {
  keyword: GRAPHQL_TYPE_KEYWORD,
  schemaType: "string",
  metaSchema: { type: "string", pattern: "^[A-Z][A-Za-z0-9]*$" },
} as const;

/** The definition whose strings name an icon. */
const ICON_NAME_REF = "defs.schema.json#/$defs/iconName";

export type JsonSchema = Record<string, unknown>;

/** Photo keys ("x-ref": "photo") link to StockPhoto nodes (plugins/photos), children of the PhotosJson node. */
const PHOTO_NODE = { type: "StockPhoto", by: "key", parent: "PhotosJson" };

/** An interface made of a "oneOf" list: its name, discriminator field and members by that field's value. */
export interface GeneratedInterface {
  name: string;
  discriminator: string;
  members: Record<string, string>;
}

/** Thrown for a schema the generator cannot map; the message names the file and JSON pointer. */
export class TypeGenError extends Error {}

interface Located {
  file: string;
  pointer: string;
  schema: JsonSchema;
}

interface FieldType {
  /** GraphQL type without the outer `!`, e.g. "String", "[Link!]". */
  type: string;
  directives: string[];
  /** A list of photo records: linked to their nodes (`from: "<field>.key"`). */
  photoNodes?: boolean;
  /** The field names an icon: add `<name>Svg`. */
  icon?: boolean;
}

const SCALARS: Readonly<Record<string, string>> = { string: "String", integer: "Int", number: "Float", boolean: "Boolean" };

function pascal(name: string): string {
  return name.charAt(0).toUpperCase() + name.slice(1);
}

function stripJson(typeName: string): string {
  return typeName.replace(/Json$/, "");
}

/** A JSON object (not null, not a list). */
export function isObject(value: unknown): value is JsonSchema {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

/** Where a "$ref" of `file` points ("#/$defs/x" in the same file, "defs.schema.json#/$defs/x"); undefined when at nothing. */
export function refTarget(
  schemas: ReadonlyMap<string, JsonSchema>,
  file: string,
  ref: string,
): { file: string; pointer: string; schema: JsonSchema } | undefined {
  const [refFile, pointer = ""] = ref.split("#");
  let schema: unknown = schemas.get(refFile || file);
  for (const segment of pointer.split("/").filter(Boolean)) {
    schema = isObject(schema) ? schema[segment.replace(/~1/g, "/").replace(/~0/g, "~")] : undefined;
  }
  return isObject(schema) ? { file: refFile || file, pointer, schema } : undefined;
}

/** A GraphQL description: JSON string syntax is valid GraphQL string syntax. */
function description(text: unknown, indent = ""): string {
  return typeof text === "string" && text.trim() !== "" ? `${indent}${JSON.stringify(text.trim())}\n` : "";
}

/**
 * The SDL of every type the content schemas describe, and the interfaces (which need a resolveType).
 * @param schemas schema file name ("programs.schema.json") => parsed schema
 */
export function generateSchemaTypes(schemas: ReadonlyMap<string, JsonSchema>): { sdl: string; interfaces: GeneratedInterface[] } {
  const types = new Map<string, { sdl: string; origin: string }>();
  const interfaces = new Map<string, GeneratedInterface>();
  const inProgress = new Set<string>();

  const where = (loc: Located) => `content/schemas/${loc.file} at ${loc.pointer || "/"}`;
  const fail = (loc: Located, message: string): never => {
    throw new TypeGenError(`${where(loc)}: ${message}`);
  };

  function child(loc: Located, ...segments: string[]): Located {
    let schema: unknown = loc.schema;
    for (const segment of segments) schema = isObject(schema) || Array.isArray(schema) ? (schema as JsonSchema)[segment] : undefined;
    const pointer = `${loc.pointer}/${segments.map((s) => s.replace(/~/g, "~0").replace(/\//g, "~1")).join("/")}`;
    if (!isObject(schema)) fail({ ...loc, pointer }, "expected a schema object here");
    return { file: loc.file, pointer, schema: schema as JsonSchema };
  }

  function resolveRef(loc: Located): Located {
    const ref = loc.schema.$ref;
    if (typeof ref !== "string") return loc;
    return resolveRef(refTarget(schemas, loc.file, ref) ?? fail(loc, `"$ref": "${ref}" points at nothing in content/schemas`));
  }

  /** The type name of an object schema reached by `$ref` (no `x-graphql-type` of its own). */
  function defTypeName(target: Located): string | undefined {
    const match = /^\/\$defs\/([^/]+)$/.exec(target.pointer);
    if (!match) return undefined;
    const root = schemas.get(target.file) as JsonSchema;
    const library = !isObject(root.properties);
    return library ? pascal(match[1]) : `${stripJson(fileTypeName(target.file))}${pascal(match[1])}`;
  }

  /**
   * The GraphQL type of the property at `loc`.
   * @param inlineName the derived name for an inline object here (undefined for list items)
   */
  function fieldType(loc: Located, inlineName: string | undefined): FieldType {
    const own = loc.schema;
    const refTarget = typeof own.$ref === "string" ? resolveRef(loc) : undefined;
    if (refTarget && `${refTarget.file}#${refTarget.pointer}` === ICON_NAME_REF) return { type: "String", directives: [], icon: true };
    const target = refTarget ?? loc;
    // The property's own keywords win over its definition's.
    const schema = refTarget ? { ...refTarget.schema, ...own, $ref: undefined } : own;
    const named = schema[GRAPHQL_TYPE_KEYWORD];

    const xref = schema["x-ref"];
    if (xref === "photo") return { type: PHOTO_NODE.type, directives: [`@link(by: "${PHOTO_NODE.by}")`] };
    if (schema.type === "array") {
      if (!isObject(schema.items)) return fail(target, 'a list ("type": "array") needs an "items" schema');
      // A list of blocks: its items (blocks.schema.json) are one of several types picked by a discriminator.
      const items = resolveRef(child(target, "items"));
      if (Array.isArray(items.schema.oneOf) && isObject(items.schema.discriminator))
        return { type: `[${interfaceType(items)}!]`, directives: [] };
      const item = fieldType(child(target, "items"), undefined);
      if (item.type.startsWith("[")) return fail(target, "lists of lists have no GraphQL mapping here");
      // The list of photo records (photos.json photos) is linked to their nodes: see objectType.
      if (item.type === PHOTO_NODE.type) return { type: `[${item.type}!]`, directives: [], photoNodes: true };
      return { type: `[${item.type}!]`, directives: item.directives };
    }
    if (schema.type === "object" || isObject(schema.properties)) {
      const name = typeof named === "string" ? named : refTarget ? defTypeName(refTarget) : inlineName;
      if (!name) {
        return fail(target, `an object written inline as list items needs "${GRAPHQL_TYPE_KEYWORD}": "<TypeName>" (its GraphQL type name)`);
      }
      objectType(name, refTarget ?? loc);
      return { type: name, directives: [] };
    }
    const scalar = scalarType(schema);
    if (typeof named === "string") {
      if (scalar !== "String") return fail(target, `"${GRAPHQL_TYPE_KEYWORD}" on a non-object is for string enums and "Date"`);
      if (named === "Date") return { type: "Date", directives: ["@dateformat"] };
      if (!Array.isArray(schema.enum))
        return fail(target, `"${GRAPHQL_TYPE_KEYWORD}": "${named}" on a string needs an "enum" (or the name "Date")`);
      enumType(named, schema, target);
      return { type: named, directives: [] };
    }
    if (scalar) return { type: scalar, directives: [] };
    return fail(
      target,
      'no GraphQL type for this field: give it a "type" (string, integer, number, boolean, object or array), a "const", an "enum" or a "$ref"',
    );
  }

  /** A "oneOf" of object schemas: the interface named by "x-graphql-type", each branch implementing it. */
  function interfaceType(loc: Located): string {
    const name = loc.schema[GRAPHQL_TYPE_KEYWORD];
    if (typeof name !== "string") return fail(loc, `a "oneOf" list needs "${GRAPHQL_TYPE_KEYWORD}": "<InterfaceName>"`);
    const discriminator = "type";
    const members: Record<string, string> = {};
    (loc.schema.oneOf as unknown[]).forEach((_branch, index) => {
      const branch = resolveRef(child(loc, "oneOf", String(index)));
      const memberName = branch.schema[GRAPHQL_TYPE_KEYWORD];
      const tag = isObject(branch.schema.properties)
        ? (branch.schema.properties[discriminator] as JsonSchema | undefined)?.const
        : undefined;
      if (typeof memberName !== "string" || typeof tag !== "string") {
        fail(branch, `each "oneOf" branch needs "${GRAPHQL_TYPE_KEYWORD}" and a "${discriminator}" property with a "const"`);
      }
      members[tag as string] = memberName as string;
      objectType(memberName as string, branch, ` implements ${name}`);
    });
    interfaces.set(name, { name, discriminator, members });
    return name;
  }

  function scalarType(schema: JsonSchema): string | undefined {
    if (typeof schema.type === "string") return SCALARS[schema.type];
    if (schema.type !== undefined) return undefined; // a union of types
    const values = "const" in schema ? [schema.const] : Array.isArray(schema.enum) ? schema.enum : [];
    const kinds = new Set(values.map((v) => (typeof v === "number" ? (Number.isInteger(v) ? "integer" : "number") : typeof v)));
    return kinds.size === 1 ? SCALARS[[...kinds][0]] : undefined;
  }

  function enumType(name: string, schema: JsonSchema, loc: Located): void {
    const values = schema.enum as unknown[];
    if (!values.every((v) => typeof v === "string" && /^[_A-Za-z][_0-9A-Za-z]*$/.test(v))) {
      fail(loc, `"${GRAPHQL_TYPE_KEYWORD}": "${name}" makes a GraphQL enum, so every value must be a name (letters, digits, _)`);
    }
    register(name, `${description(schema.description)}enum ${name} {\n${values.map((v) => `  ${String(v)}`).join("\n")}\n}`, loc);
  }

  function register(name: string, sdl: string, loc: Located): void {
    const existing = types.get(name);
    if (existing && existing.sdl !== sdl) {
      fail(
        loc,
        `GraphQL type ${name} is also generated from ${existing.origin} with other fields or descriptions; give one of them another "${GRAPHQL_TYPE_KEYWORD}"`,
      );
    }
    if (!existing) types.set(name, { sdl, origin: where(loc) });
  }

  function objectType(name: string, loc: Located, head = ""): void {
    if (inProgress.has(name)) return; // a recursive shape: the definition is being written
    inProgress.add(name);
    const schema = loc.schema;
    const properties = isObject(schema.properties) ? schema.properties : {};
    const required = new Set(Array.isArray(schema.required) ? (schema.required as string[]) : []);
    const lines: string[] = [];
    for (const prop of Object.keys(properties)) {
      if (prop.startsWith("$")) continue;
      const propLoc = child(loc, "properties", prop);
      const field = fieldType(propLoc, `${stripJson(name)}${pascal(prop)}`);
      const bang = required.has(prop) ? "!" : "";
      let directives = field.directives;
      if (field.photoNodes) directives = [`@link(by: "${PHOTO_NODE.by}", from: "${prop}.${PHOTO_NODE.by}")`];
      if (directives.length === 0 && field.type.replace(/\W/g, "") === "String" && name !== PHOTO_NODE.type) directives = ["@fillTokens"];
      const text = propLoc.schema.description ?? resolveRef(propLoc).schema.description;
      lines.push(`${description(text, "  ")}  ${prop}: ${field.type}${bang}${directives.map((d) => ` ${d}`).join("")}`);
      if (field.icon) {
        const svgText = `SVG markup (24x24 shapes) of the icon named by "${prop}", drawn at build time by plugins/content-schema/iconSvg.ts.`;
        lines.push(`${description(svgText, "  ")}  ${prop}Svg: String${bang} @iconSvg(from: ${JSON.stringify(prop)})`);
      }
    }
    if (lines.length === 0) fail(loc, `object type ${name} has no properties to make fields of`);
    const typeHead = name === PHOTO_NODE.type ? ` implements Node @dontInfer @childOf(types: ["${PHOTO_NODE.parent}"])` : head;
    const typeText = [schema.title, schema.description].filter((t) => typeof t === "string").join(". ");
    register(name, `${description(typeText)}type ${name}${typeHead} {\n${lines.join("\n")}\n}`, loc);
    inProgress.delete(name);
  }

  for (const file of [...schemas.keys()].sort()) {
    const root = schemas.get(file) as JsonSchema;
    if (isLibrary(root)) continue; // shared definitions (defs.schema.json) or the block types (blocks.schema.json)
    // @childOf declares File -> <Name>Json up front: otherwise Gatsby adds File.child<Name>Json only while
    // such a node exists, and a content file that fails to parse in `gatsby develop` would rewrite the
    // generated types (and leave them rewritten after the fix).
    objectType(fileTypeName(file), { file, pointer: "", schema: root }, ' implements Node @dontInfer @childOf(types: ["File"])');
  }
  return { sdl: [...types.values()].map((t) => t.sdl).join("\n\n") + "\n", interfaces: [...interfaces.values()] };
}

/**
 * A schema of definitions other schemas use, not of a content file: shared definitions (no root
 * properties: defs.schema.json) or a choice of types (a root "oneOf": blocks.schema.json).
 */
export function isLibrary(schema: JsonSchema): boolean {
  return !isObject(schema.properties) || Array.isArray(schema.oneOf);
}

/** programs.schema.json -> ProgramsJson: the node type gatsby-transformer-json makes of programs.json. */
export function fileTypeName(schemaFile: string): string {
  return jsonTypeName(schemaFile.replace(/\.schema\.json$/, ""));
}
