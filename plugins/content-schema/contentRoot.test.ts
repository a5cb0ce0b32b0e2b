import { buildSchema, graphql, parse } from "graphql";
import { contentFiles, contentResolvers, contentTypeDef } from "./contentRoot";
import { readSchemas } from "./schema";
import { iconSvg } from "./iconSvg";

const schemas = readSchemas();

describe("Query.content (every content file, non-null)", () => {
  it("has one non-null field per content file, named after it, typed by its node type; none for defs.schema.json or blocks.schema.json", () => {
    const sdl = contentTypeDef(schemas);
    const fields = contentFiles(schemas);
    expect(fields.map((f) => f.field)).toContain("timeline");
    // The page files are many of one type, read by the page template, not fields of Content.
    expect(fields.map((f) => f.field)).not.toContain("page");
    expect(fields.map((f) => f.field)).not.toContain("defs");
    expect(fields.map((f) => f.field)).not.toContain("blocks");
    expect(fields).toHaveLength([...schemas.keys()].length - 3);
    for (const { field, type } of fields) expect(sdl).toContain(`  ${field}: ${type}!`);
    // It is valid SDL once its node types exist.
    const stubs = fields.map(({ type }) => `type ${type} { id: ID }`).join("\n");
    expect(() => buildSchema(`${stubs}\n${sdl}\ntype Query { content: Content! }`)).not.toThrow();
  });

  it("resolves each field to that file's node, and stops with the file's name when the node is missing", async () => {
    const resolvers = contentResolvers(schemas);
    const nodes: Record<string, unknown> = { SiteJson: { name: "BCU" } };
    const context = { nodeModel: { findOne: ({ type }: { type: string }) => Promise.resolve(nodes[type] ?? null) } };
    const field = (name: string) => resolvers.Content[name] as { resolve(s: unknown, a: unknown, c: typeof context): Promise<unknown> };
    await expect(field("site").resolve({}, {}, context)).resolves.toEqual({ name: "BCU" });
    await expect(field("timeline").resolve({}, {}, context)).rejects.toThrow("content/timeline.json is missing (no TimelineJson node)");
  });

  it("answers a query through the Content type end to end", async () => {
    const fields = contentFiles(schemas);
    const stubs = fields.map(({ type }) => `type ${type} { name: String }`).join("\n");
    const schema = buildSchema(`${stubs}\n${contentTypeDef(schemas)}\ntype Query { content: Content! }`);
    const resolvers = contentResolvers(schemas);
    const nodes: Record<string, unknown> = Object.fromEntries(fields.map(({ type }) => [type, { name: type }]));
    const context = { nodeModel: { findOne: ({ type }: { type: string }) => Promise.resolve(nodes[type]) } };
    const rootValue = { content: () => (resolvers.Query.content as { resolve(): object }).resolve() };
    const fieldResolver = (
      source: object,
      args: object,
      ctx: typeof context,
      info: { parentType: { name: string }; fieldName: string },
    ) => {
      const byType = resolvers[info.parentType.name]?.[info.fieldName] as { resolve?: (...args: unknown[]) => unknown } | undefined;
      if (byType?.resolve) return byType.resolve(source, args, ctx, info);
      const value = (source as Record<string, unknown>)[info.fieldName];
      return typeof value === "function" ? value() : value;
    };
    const result = await graphql({
      schema,
      source: parse('{ content { site { name } timeline { name } pin: iconSvg(name: "MapPin") } }').loc!.source.body,
      rootValue,
      contextValue: context,
      fieldResolver: fieldResolver as never,
    });
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({ content: { site: { name: "SiteJson" }, timeline: { name: "TimelineJson" }, pin: iconSvg("MapPin") } });
  });
});
