import { fileTypeName, isLibrary, type JsonSchema } from "./graphqlTypes";
import { buildDate } from "./buildDate";
import { iconSvg } from "./iconSvg";

// `Query.content: Content!`: every content file's node, non-null, under one root field. Gatsby
// types its own root fields (`aboutPageJson`, `siteJson`, ...) as nullable, since a node may not
// exist; here content validation guarantees every file before anything is built, so the fields of
// `Content` are non-null and each section's fragment (`fragment AboutTimeline on Content`)
// receives its data without a null check of its own. A file that is somehow missing still stops
// the query with its name.

/** The schema of the page files (content/pages/*.json): many files of one type, not one file. */
export const PAGE_SCHEMA = "page.schema.json";

/**
 * The content files `Content` has a field for: every schema of a file (not a library of
 * definitions: graphqlTypes.ts isLibrary), the page schema aside (pages are read by the page
 * template, each by its id).
 */
export function contentFiles(schemas: ReadonlyMap<string, JsonSchema>) {
  return [...schemas.entries()]
    .filter(([name, schema]) => name !== PAGE_SCHEMA && !isLibrary(schema))
    .map(([schemaFile]) => {
      const field = schemaFile.replace(/\.schema\.json$/, ""); // programPage.schema.json -> programPage
      return { field, schemaFile, type: fileTypeName(schemaFile), file: `content/${field}.json` };
    })
    .sort((a, b) => a.field.localeCompare(b.field));
}

/** The SDL of `Content`, one non-null field per content file, plus fixed UI icons by name. */
export function contentTypeDef(schemas: ReadonlyMap<string, JsonSchema>): string {
  const fields = contentFiles(schemas).map(({ field, type, file }) => `  ${JSON.stringify(`The node of ${file}.`)}\n  ${field}: ${type}!`);
  return [
    '"Every content file, non-null (content validation requires each before the build starts): the root of every section\'s fragment."',
    "type Content {",
    ...fields,
    '  "SVG children of a named icon (24x24 viewBox, stroke=currentColor), for a UI icon a component names itself (a map pin)."',
    "  iconSvg(name: String!): String!",
    "  \"The build's date, YYYY-MM-DD (BCU_BUILD_DATE, else today in Florida): the day deadline statuses, calendar files and the footer's year are computed for.\"",
    "  buildDate: String!",
    "}",
  ].join("\n");
}

/** What a resolver's context offers of Gatsby's node model. */
export interface NodeContext {
  nodeModel: { findOne(args: { query: Record<string, unknown>; type: string }): Promise<unknown> };
}

/**
 * A reader of the one node of a content file's type for the resolver of `field`: content
 * validation guarantees the node, this names the file (`what`) if it is missing.
 */
export function contentNodes(field: string, { nodeModel }: NodeContext) {
  return async <T>(type: string, what: string, query: Record<string, unknown> = {}): Promise<T> => {
    const node = (await nodeModel.findOne({ query, type })) as T | null;
    if (!node) throw new Error(`${field}: ${what} is missing (no ${type} node)`);
    return node;
  };
}

/** Resolvers of `Content` and `Query.content` (for Gatsby's createResolvers). */
export function contentResolvers(schemas: ReadonlyMap<string, JsonSchema>): Record<string, Record<string, object>> {
  const fields = Object.fromEntries(
    contentFiles(schemas).map(({ field, type, file }) => [
      field,
      {
        resolve: (_source: unknown, _args: unknown, context: NodeContext) => contentNodes(`Content.${field}`, context)(type, file),
      },
    ]),
  );
  return {
    Query: { content: { type: "Content!", description: "Every content file, non-null.", resolve: () => ({}) } },
    Content: {
      ...fields,
      iconSvg: { resolve: (_source: unknown, args: { name: string }) => iconSvg(args.name) },
      buildDate: { resolve: () => buildDate() },
    },
  };
}
