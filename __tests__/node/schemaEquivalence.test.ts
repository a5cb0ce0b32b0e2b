/** @jest-environment node */
// One-off proof, deleted together with src/schema/: the types generated from content/schemas print
// exactly like the hand-written SDL (types, fields, nullability, list shapes, applied directives).
import fs from "fs";
import path from "path";
import { Kind, buildASTSchema, lexicographicSortSchema, parse, print, printSchema, visit, type DocumentNode } from "graphql";
import { contentTypeDefs, withTokenFilling } from "../../src/node/schema";

const root = path.join(__dirname, "../..");
const GATSBY = `
scalar Date
scalar JSON
interface Node { id: ID! }
directive @dontInfer on OBJECT
directive @childOf(types: [String!]) on OBJECT
directive @link(by: String, from: String) on FIELD_DEFINITION
directive @dateformat on FIELD_DEFINITION
directive @iconSvg(from: String!) on FIELD_DEFINITION
directive @fillTokens on FIELD_DEFINITION
`;

function handWritten(): string {
  const dir = path.join(root, "src/schema");
  return withTokenFilling(fs.readdirSync(dir).filter((f) => f.endsWith(".graphql")).sort().map((f) => fs.readFileSync(path.join(dir, f), "utf8")).join("\n"));
}

/** Node types need `id: ID!` to implement Node in plain graphql-js (Gatsby adds it itself). */
function withIds(doc: DocumentNode): DocumentNode {
  return visit(doc, {
    ObjectTypeDefinition(node) {
      if (!node.interfaces?.some((i) => i.name.value === "Node")) return undefined;
      const id = parse("type X { id: ID! }").definitions[0] as { fields: unknown[] };
      return { ...node, fields: [id.fields[0], ...(node.fields ?? [])] };
    },
  });
}

function stripDescriptions(doc: DocumentNode): DocumentNode {
  return visit(doc, { enter: (node) => ("description" in node && node.description ? { ...node, description: undefined } : undefined) });
}

function printed(sdl: string): string {
  const doc = stripDescriptions(withIds(parse(GATSBY + sdl)));
  return printSchema(lexicographicSortSchema(buildASTSchema(doc)));
}

/** "Type.field" / "Type" => its applied directives, printed. */
function directives(sdl: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const def of parse(sdl).definitions) {
    if (def.kind !== Kind.OBJECT_TYPE_DEFINITION) continue;
    out[def.name.value] = (def.directives ?? []).map((d) => print(d)).join(" ");
    for (const f of def.fields ?? []) out[`${def.name.value}.${f.name.value}`] = (f.directives ?? []).map((d) => print(d)).join(" ");
  }
  return out;
}

describe("generated GraphQL types = the hand-written SDL", () => {
  const generated = contentTypeDefs(path.join(root, "content/schemas"));
  const hand = handWritten();

  it("prints the same schema (types, fields, nullability, lists, enums, interfaces)", () => {
    expect(printed(generated)).toBe(printed(hand));
  });

  it("applies the same directives to every type and field", () => {
    expect(directives(generated)).toEqual(directives(hand));
  });
});
