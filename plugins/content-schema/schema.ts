import fs from "fs";
import path from "path";
import { defaultFieldResolver, type GraphQLFieldResolver } from "graphql";
import type { CreateResolversArgs, CreateSchemaCustomizationArgs } from "gatsby";
import { COUNTED_RECORDS, countsFromDocs, fillTokens, type TokenCounts } from "./tokens";
import { contentNodes, contentResolvers, contentTypeDef, type NodeContext } from "./contentRoot";
import { DISPLAY_TYPE_DEFS, displayResolvers } from "./displayFields";
import { ACTION_TYPE_DEFS, actionResolvers } from "./actionFields";
import { photoCreditsResolvers } from "./photoCredits";
import { iconSvg } from "./iconSvg";
import { generateSchemaTypes, type GeneratedInterface, type JsonSchema } from "./graphqlTypes";
import { BLOCKS_SCHEMA, blocksDirOf, composeBlocksSchema } from "./blockSchemas";

// The content's GraphQL layer: explicit types generated from content/schemas/*.schema.json
// (graphqlTypes.ts) with every content string's {tokens} filled (@fillTokens) and icons drawn
// (@iconSvg), the calls to action as links (actionFields.ts), Query.content (contentRoot.ts) and the display values
// (displayFields.ts). Photos (plugins/photos) and the document head (plugins/head) add their own.

/** Where the JSON Schemas live. Resolved from the project root (Gatsby's cwd), not __dirname:
 * Gatsby compiles gatsby-node.ts and this module into .cache/compiled. */
const SCHEMA_DIR = path.resolve("content", "schemas");

/** The .json files of a folder of content/ (its files, its pages, its schemas), sorted; none when the folder does not exist. */
export function jsonFiles(folder: string): string[] {
  return fs.existsSync(folder)
    ? fs
        .readdirSync(folder)
        .filter((name) => name.endsWith(".json"))
        .sort()
    : [];
}

/**
 * Every *.schema.json of `dir`, parsed, by file name, and blocks.schema.json composed from the
 * project's block folders (blockSchemas.ts; a copy of it on disk, for editors, is never read).
 */
export function readSchemas(dir: string = SCHEMA_DIR): Map<string, JsonSchema> {
  const files = jsonFiles(dir).filter((f) => f.endsWith(".schema.json") && f !== BLOCKS_SCHEMA);
  const schemas = new Map(files.map((f) => [f, JSON.parse(fs.readFileSync(path.join(dir, f), "utf8")) as JsonSchema]));
  return schemas.set(BLOCKS_SCHEMA, composeBlocksSchema(blocksDirOf(dir)));
}

/**
 * `@iconSvg(from: "icon")` on a String field: the SVG markup of the icon named by the sibling field
 * `from` (plugins/content-schema/iconSvg.ts), so icons are drawn at build time and ship no JavaScript. The
 * generator (plugins/content-schema/graphqlTypes.ts) adds `iconSvg` beside every field that names an icon.
 */
export const iconSvgExtension = {
  name: "iconSvg",
  args: { from: { type: "String!" } },
  extend(options: { from: string }) {
    return {
      resolve(source: Record<string, unknown>) {
        const name = source[options.from];
        if (name === undefined || name === null) return null; // an optional icon left out
        if (typeof name !== "string") throw new Error(`@iconSvg: field "${options.from}" is not a string`);
        return iconSvg(name);
      },
    };
  },
};

/** How many records each counted set has (plugins/content-schema/tokens.ts COUNTED_RECORDS), read from the nodes. */
export async function tokenCounts(context: NodeContext): Promise<TokenCounts> {
  const docs = new Map<string, unknown>();
  for (const { file, nodeType } of Object.values(COUNTED_RECORDS))
    docs.set(file, await contentNodes("@fillTokens", context)(nodeType, `content/${file}`));
  return countsFromDocs(docs);
}

/**
 * `@fillTokens` on a String field: content may say "{programCount}" (or any token of plugins/content-schema/tokens.ts) anywhere (the validator allows
 * no other token outside fields that declare their own with "x-tokens"), and the GraphQL layer
 * fills it from the records at build time. Pages and <Seo> print what they are given, so no token
 * code ships to the browser, and a token can never leak from a field a page forgot to fill.
 */
export const fillTokensExtension = {
  name: "fillTokens",
  extend(_options: unknown, previous: { resolve?: GraphQLFieldResolver<unknown, NodeContext> }) {
    const resolveRaw = previous.resolve ?? defaultFieldResolver;
    return {
      async resolve(...args: Parameters<GraphQLFieldResolver<unknown, NodeContext>>) {
        const value = await resolveRaw(...args);
        const hasToken = (v: unknown) => typeof v === "string" && v.includes("{");
        if (!(hasToken(value) || (Array.isArray(value) && value.some(hasToken)))) return value;
        const counts = await tokenCounts(args[2]);
        const fill = (v: unknown) => (typeof v === "string" ? fillTokens(v, counts) : v);
        return Array.isArray(value) ? value.map(fill) : fill(value);
      },
    };
  },
};

export function customizeSchema({ actions, schema }: CreateSchemaCustomizationArgs): void {
  actions.createFieldExtension(iconSvgExtension);
  actions.createFieldExtension(fillTokensExtension);
  const schemas = readSchemas();
  const { sdl, interfaces } = generateSchemaTypes(schemas);
  // A block's GraphQL type is picked by its "type" (Gatsby's default reads a node's internal.type,
  // which a block, a plain object inside a page node, does not have).
  for (const iface of interfaces) {
    actions.createTypes(
      schema.buildInterfaceType({
        name: iface.name,
        description: `One of ${Object.values(iface.members).join(", ")}, by its "${iface.discriminator}".`,
        fields: { [iface.discriminator]: "String!" },
        // The member type by the discriminator's value ("figures" -> FiguresBlock).
        resolveType: (value: Record<string, unknown>) => {
          const tag = value[iface.discriminator];
          const type = typeof tag === "string" ? iface.members[tag] : undefined;
          if (type) return type;
          const known = Object.keys(iface.members).join(", ");
          throw new Error(`${iface.name}: no type for ${iface.discriminator} ${JSON.stringify(tag)} (known: ${known})`);
        },
      }),
    );
  }
  actions.createTypes(sdl);
  actions.createTypes([ACTION_TYPE_DEFS, DISPLAY_TYPE_DEFS, contentTypeDef(schemas)].join("\n"));
}

export function contentSchemaResolvers({ createResolvers }: CreateResolversArgs): void {
  // Gatsby types createResolvers as a bare Function. Each call adds fields (SiteJson is extended
  // by displayResolvers and actionResolvers).
  const create = createResolvers as (resolvers: Record<string, object>) => void;
  const schemas = readSchemas();
  create(displayResolvers);
  // The calls to action as links: every button, the action set, a program's own (actionFields.ts).
  create(actionResolvers);
  create(contentResolvers(schemas));
  // Each block reads the records it shows (programs, stories, ...) through Content, as the sections did.
  create(blockResolvers(generateSchemaTypes(schemas).interfaces));
  // The photo credits: the photos content references (photoCredits.ts).
  create(photoCreditsResolvers(schemas));
}

/**
 * Fields of every block type beyond its content: `content` (every content file, for the records a
 * block shows: programs.json, stories.json, ...: they stay where they are) and `block`. The
 * fields one block type computes are plugins/pages' (blockFields.ts).
 */
export function blockResolvers(interfaces: readonly GeneratedInterface[]): Record<string, object> {
  const resolvers: Record<string, Record<string, object>> = {};
  for (const iface of interfaces) {
    for (const type of Object.values(iface.members)) {
      resolvers[type] = {
        content: { type: "Content!", description: "Every content file: the records this block shows.", resolve: () => ({}) },
        // Each block's fragment selects its fields under this field, aliased by its type
        // ("figures: block { ... }"): blocks of different types share field names with other
        // shapes (photo crops, items), which GraphQL cannot merge in one selection of the list.
        block: {
          type: `${type}!`,
          description: "The block itself, for its fragment to select under its own name.",
          resolve: (block: unknown) => block,
        },
      };
    }
  }
  return resolvers;
}
