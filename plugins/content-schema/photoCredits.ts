import { PAGE_SCHEMA, contentFiles } from "./contentRoot";
import { PAGE_TYPE } from "./typeNames";
import { isObject, refTarget, type JsonSchema } from "./graphqlTypes";

// The photo credits (the last section of /about, linked from every footer) list only the photos
// the site shows: the photo keys that content references
// (every field whose schema says "x-ref": "photo", through $ref, lists and nested objects), derived
// at build time from the content itself, never kept by hand. A photo that stays in photos.json but
// that no page uses any more drops out of the credits by itself.

/**
 * Every string of `value` that sits where `schema` says "x-ref": `kind` (e.g. "photo"), added to
 * `into`. Follows $ref, properties, items and the branches of oneOf/anyOf/allOf.
 */
export function collectRefs(
  kind: string,
  schema: JsonSchema,
  value: unknown,
  file: string,
  schemas: ReadonlyMap<string, JsonSchema>,
  into: Set<string> = new Set(),
): Set<string> {
  if (typeof schema.$ref === "string") {
    const target = refTarget(schemas, file, schema.$ref);
    if (!target) throw new Error(`${file}: "$ref": "${schema.$ref}" points at nothing`);
    collectRefs(kind, target.schema, value, target.file, schemas, into);
  }
  if (schema["x-ref"] === kind && typeof value === "string") into.add(value);
  if (Array.isArray(value) && isObject(schema.items)) {
    for (const item of value) collectRefs(kind, schema.items, item, file, schemas, into);
  }
  if (isObject(value) && isObject(schema.properties)) {
    for (const [key, property] of Object.entries(schema.properties)) {
      if (key in value && isObject(property)) collectRefs(kind, property, value[key], file, schemas, into);
    }
  }
  for (const branch of ["oneOf", "anyOf", "allOf"]) {
    const list = schema[branch];
    if (Array.isArray(list)) for (const sub of list) if (isObject(sub)) collectRefs(kind, sub, value, file, schemas, into);
  }
  return into;
}

interface NodeModelLike {
  findOne(args: { query: Record<string, unknown>; type: string }): Promise<unknown>;
  findAll(args: { type: string }): Promise<{ entries: Iterable<unknown> }>;
}

/** `Content.photoCredits`: the StockPhoto nodes content references, by key (for Gatsby's createResolvers). */
export function photoCreditsResolvers(schemas: ReadonlyMap<string, JsonSchema>) {
  return {
    Content: {
      photoCredits: {
        type: "[StockPhoto!]!",
        description: "The photos the site shows (every photo key content references), sorted by key: the photo credits on /about.",
        resolve: async (_source: unknown, _args: unknown, context: { nodeModel: NodeModelLike }) => {
          const keys = new Set<string>();
          for (const { schemaFile, type } of contentFiles(schemas)) {
            const doc = await context.nodeModel.findOne({ query: {}, type });
            collectRefs("photo", schemas.get(schemaFile)!, doc, schemaFile, schemas, keys);
          }
          // And every page of content/pages, against the page schema.
          const pageSchema = schemas.get(PAGE_SCHEMA);
          if (pageSchema) {
            for (const page of (await context.nodeModel.findAll({ type: PAGE_TYPE })).entries) {
              collectRefs("photo", pageSchema, page, PAGE_SCHEMA, schemas, keys);
            }
          }
          const { entries } = await context.nodeModel.findAll({ type: "StockPhoto" });
          return [...entries]
            .filter((photo): photo is { key: string } => isObject(photo) && typeof photo.key === "string" && keys.has(photo.key))
            .sort((a, b) => a.key.localeCompare(b.key));
        },
      },
    },
  };
}
