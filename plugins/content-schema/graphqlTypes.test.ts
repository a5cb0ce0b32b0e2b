/** @jest-environment node */
import path from "path";
import { generateSchemaTypes, TypeGenError, type JsonSchema } from "./graphqlTypes";
import { readSchemas } from "./schema";

const defs: JsonSchema = {
  $id: "defs.schema.json",
  $defs: {
    text: { type: "string", minLength: 1, description: "Display text." },
    photoKey: { type: "string", "x-ref": "photo" },
    iconName: { type: "string", enum: ["Smile", "Tooth"] },
    isoDate: { "x-graphql-type": "Date", type: "string" },
    link: { type: "object", required: ["label"], properties: { label: { $ref: "#/$defs/text" }, to: { type: "string" } } },
  },
};

/** Generates the types of one content schema `things.schema.json` (+ defs.schema.json). */
function generate(root: JsonSchema, extra: Record<string, JsonSchema> = {}): string {
  return generateSchemaTypes(new Map(Object.entries({ "defs.schema.json": defs, "things.schema.json": root, ...extra }))).sdl;
}

/** The SDL of one type, without descriptions, one field per line. */
function typeOf(sdl: string, name: string): string[] {
  const match = new RegExp(`(?:type|enum) ${name}\\b[^{]*\\{\\n([\\s\\S]*?)\\n\\}`).exec(sdl);
  if (!match) throw new Error(`no type ${name} in\n${sdl}`);
  return match[1]
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "" && !line.startsWith('"'));
}

function failure(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(TypeGenError);
    return (error as Error).message;
  }
  throw new Error("expected the generator to fail");
}

describe("generateSchemaTypes", () => {
  it("makes a file's root a @dontInfer node type named like gatsby-transformer-json's node, declared a child of File", () => {
    const sdl = generate({ type: "object", properties: { $schema: { type: "string" }, title: { type: "string" } } });
    expect(sdl).toContain('type ThingsJson implements Node @dontInfer @childOf(types: ["File"]) {');
    expect(typeOf(sdl, "ThingsJson")).toEqual(["title: String @fillTokens"]);
  });

  it("makes required fields non-null and the others nullable", () => {
    const sdl = generate({
      type: "object",
      required: ["count", "ratio"],
      properties: { count: { type: "integer" }, ratio: { type: "number" }, flag: { type: "boolean" }, note: { type: "string" } },
    });
    expect(typeOf(sdl, "ThingsJson")).toEqual(["count: Int!", "ratio: Float!", "flag: Boolean", "note: String @fillTokens"]);
  });

  it("maps lists to [T!], required or not, and names inline objects after their parent", () => {
    const sdl = generate({
      type: "object",
      required: ["tags", "box"],
      properties: {
        tags: { type: "array", items: { $ref: "defs.schema.json#/$defs/text" } },
        box: {
          type: "object",
          required: ["width"],
          properties: { width: { type: "integer" }, size: { type: "object", properties: { unit: { type: "string" } } } },
        },
        items: {
          type: "array",
          items: { "x-graphql-type": "Thing", type: "object", required: ["name"], properties: { name: { type: "string" } } },
        },
      },
    });
    expect(typeOf(sdl, "ThingsJson")).toEqual(["tags: [String!]! @fillTokens", "box: ThingsBox!", "items: [Thing!]"]);
    expect(typeOf(sdl, "ThingsBox")).toEqual(["width: Int!", "size: ThingsBoxSize"]);
    expect(typeOf(sdl, "ThingsBoxSize")).toEqual(["unit: String @fillTokens"]);
    expect(typeOf(sdl, "Thing")).toEqual(["name: String! @fillTokens"]);
  });

  it("follows $ref: shared definitions keep their own name, a file's $defs get the file's prefix", () => {
    const sdl = generate({
      type: "object",
      required: ["nav"],
      properties: {
        nav: { type: "array", items: { $ref: "defs.schema.json#/$defs/link" } },
        head: { $ref: "#/$defs/sectionHead" },
        foot: { $ref: "#/$defs/sectionHead" },
      },
      $defs: { sectionHead: { type: "object", required: ["id"], properties: { id: { type: "string" } } } },
    });
    expect(typeOf(sdl, "ThingsJson")).toEqual(["nav: [Link!]!", "head: ThingsSectionHead", "foot: ThingsSectionHead"]);
    expect(typeOf(sdl, "Link")).toEqual(["label: String! @fillTokens", "to: String @fillTokens"]);
    expect(sdl.match(/type ThingsSectionHead /g)).toHaveLength(1);
  });

  it("keeps string enums and consts as String unless x-graphql-type names a GraphQL enum", () => {
    const sdl = generate({
      type: "object",
      properties: {
        licence: { enum: ["A License", "B License"] },
        status: { const: "Open" },
        phone: { const: true },
        size: { type: "integer", enum: [1, 2] },
        crop: { "x-graphql-type": "ThingCrop", enum: ["faces", "entropy"], description: "Where to crop." },
      },
    });
    expect(typeOf(sdl, "ThingsJson")).toEqual([
      "licence: String @fillTokens",
      "status: String @fillTokens",
      "phone: Boolean",
      "size: Int",
      "crop: ThingCrop",
    ]);
    expect(sdl).toContain('"Where to crop."\nenum ThingCrop {\n  faces\n  entropy\n}');
  });

  it("links photo keys to StockPhoto, gives icons an SVG sibling and dates @dateformat", () => {
    const sdl = generate({
      type: "object",
      required: ["photo", "icon"],
      properties: {
        photo: { $ref: "defs.schema.json#/$defs/photoKey" },
        cover: { $ref: "defs.schema.json#/$defs/photoKey" },
        icon: { $ref: "defs.schema.json#/$defs/iconName" },
        date: { $ref: "defs.schema.json#/$defs/isoDate" },
      },
    });
    expect(typeOf(sdl, "ThingsJson")).toEqual([
      'photo: StockPhoto! @link(by: "key")',
      'cover: StockPhoto @link(by: "key")',
      "icon: String! @fillTokens",
      'iconSvg: String! @iconSvg(from: "icon")',
      "date: Date @dateformat",
    ]);
  });

  it("makes child node records nodes of their own, linked from the file by key", () => {
    const photos: JsonSchema = {
      type: "object",
      required: ["photos"],
      properties: {
        photos: {
          type: "array",
          items: { "x-graphql-type": "StockPhoto", type: "object", required: ["key"], properties: { key: { type: "string" } } },
        },
      },
    };
    const sdl = generate({ type: "object", properties: { a: { type: "string" } } }, { "photos.schema.json": photos });
    expect(sdl).toContain('type StockPhoto implements Node @dontInfer @childOf(types: ["PhotosJson"]) {');
    expect(typeOf(sdl, "PhotosJson")).toEqual(['photos: [StockPhoto!]! @link(by: "key", from: "photos.key")']);
    // A photo record's strings are URLs and keys: no @fillTokens.
    expect(typeOf(sdl, "StockPhoto")).toEqual(["key: String!"]);
  });

  it("turns JSON Schema descriptions into GraphQL descriptions", () => {
    const sdl = generate({
      title: "Things",
      type: "object",
      properties: {
        a: { $ref: "defs.schema.json#/$defs/text", description: 'The "a" line.' },
        b: { $ref: "defs.schema.json#/$defs/text" },
      },
    });
    expect(sdl).toContain('"Things"\ntype ThingsJson');
    expect(sdl).toContain('  "The \\"a\\" line."\n  a: String');
    expect(sdl).toContain('  "Display text."\n  b: String');
  });

  it("fails on a field without a mapping, naming the schema file and JSON pointer", () => {
    const message = failure(() =>
      generate({ type: "object", properties: { box: { type: "object", properties: { odd: { minLength: 1 } } } } }),
    );
    expect(message).toBe(
      'content/schemas/things.schema.json at /properties/box/properties/odd: no GraphQL type for this field: give it a "type" (string, integer, number, boolean, object or array), a "const", an "enum" or a "$ref"',
    );
    expect(failure(() => generate({ type: "object", properties: { both: { type: ["string", "integer"] } } }))).toContain(
      "content/schemas/things.schema.json at /properties/both:",
    );
  });

  it("fails on inline list items without x-graphql-type, and on one name for two shapes", () => {
    expect(
      failure(() =>
        generate({
          type: "object",
          properties: { list: { type: "array", items: { type: "object", properties: { a: { type: "string" } } } } },
        }),
      ),
    ).toBe(
      'content/schemas/things.schema.json at /properties/list/items: an object written inline as list items needs "x-graphql-type": "<TypeName>" (its GraphQL type name)',
    );
    const clash = failure(() =>
      generate({
        type: "object",
        properties: {
          a: { "x-graphql-type": "Same", type: "object", properties: { x: { type: "string" } } },
          b: { "x-graphql-type": "Same", type: "object", properties: { y: { type: "string" } } },
        },
      }),
    );
    expect(clash).toContain("GraphQL type Same is also generated from content/schemas/things.schema.json at /properties/a");
  });
});

describe("adding an optional field to content", () => {
  it("needs only its JSON Schema: the generated type has it, nullable", () => {
    const schemas = readSchemas(path.join(__dirname, "../../content/schemas"));
    const before = generateSchemaTypes(schemas).sdl;
    const programs = structuredClone(schemas.get("programs.schema.json")) as {
      properties: { programs: { items: { properties: Record<string, unknown> } } };
    };
    // A name no real schema uses: README's recipe adds "accreditation", and a newcomer following it
    // must not see this test fail.
    programs.properties.programs.items.properties.addedInThisTest = {
      $ref: "defs.schema.json#/$defs/nonEmptyText",
      description: "A field added by this test.",
    };
    const after = generateSchemaTypes(new Map([...schemas, ["programs.schema.json", programs]])).sdl;
    expect(typeOf(before, "Program")).not.toContain("addedInThisTest: String @fillTokens");
    expect(typeOf(after, "Program")).toEqual([...typeOf(before, "Program"), "addedInThisTest: String @fillTokens"]);
  });
});
