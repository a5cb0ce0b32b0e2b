/**
 * @jest-environment node
 *
 * The Decap CMS configuration of `npm run edit` is generated from content/schemas: every field
 * of every schema gets a widget (an unknown kind of field fails here), and references, dates,
 * colours, enums, numbers, lists and objects get the widgets the rules in decapConfig.ts promise.
 */
import fs from "fs";
import path from "path";
import { buildRefIndex } from "../../plugins/content-validation";
import { BLOCKS_SCHEMA, readSchemas } from "../../plugins/content-schema";
import {
  decapConfig,
  decapConfigFromDir,
  LONG_TEXT_CHARS,
  REFERENCE_TARGETS,
  UnmappedSchemaError,
  words,
  type DecapField,
} from "../../scripts/edit/decapConfig";

const contentDir = path.join(__dirname, "..", "..", "content");
const BACKEND = "http://localhost:8901/api/v1";
const config = decapConfigFromDir(contentDir, { backendUrl: BACKEND });

const contentFiles = fs.readdirSync(contentDir).filter((name) => name.endsWith(".json"));
const readJson = (file: string) => JSON.parse(fs.readFileSync(file, "utf8"));
/** Each block type's schema (the folders of src/blocks, composed), by type. */
const blockSchemas = readSchemas(path.join(contentDir, "schemas")).get(BLOCKS_SCHEMA)!.$defs as Record<string, Record<string, unknown>>;

/** The field at a dotted path in a collection ("programs.icon": the icon of a program). */
function field(collection: string, dotted: string): DecapField {
  let fields = config.collections.find((c) => c.name === collection)!.files![0].fields;
  let found: DecapField | undefined;
  for (const name of dotted.split(".")) {
    found = fields.find((f) => f.name === name);
    if (!found) throw new Error(`no field ${dotted} in ${collection}`);
    fields = (found.fields as DecapField[] | undefined) ?? [];
  }
  return found!;
}

/** A field of one block type in the pages collection ("hero", "actions"). */
function pageField(type: string, name: string): DecapField {
  const pages = config.collections.find((c) => c.name === "pages")!;
  const blocks = pages.fields!.find((f) => f.name === "blocks")!;
  const block = (blocks.types as DecapField[]).find((t) => t.name === type)!;
  return (block.fields as DecapField[]).find((f) => f.name === name)!;
}

/** Every field of the configuration, depth first, with its path. */
function allFields(fields: DecapField[], prefix = ""): [string, DecapField][] {
  return fields.flatMap((f) => {
    const at = `${prefix}${f.name}`;
    const nested = [...((f.fields as DecapField[] | undefined) ?? []), ...(f.field ? [f.field as DecapField] : [])];
    return [[at, f] as [string, DecapField], ...allFields(nested, `${at}.`)];
  });
}

describe("the generated configuration", () => {
  test("has one file collection per content file, pointing at that file, and one folder collection of the pages", () => {
    const fileCollections = config.collections.filter((c) => c.files);
    expect(fileCollections.map((c) => `${c.files![0].file}`).sort()).toEqual(contentFiles.map((name) => `content/${name}`).sort());
    for (const collection of fileCollections) expect(collection.files).toHaveLength(1);
    expect(config.collections.filter((c) => !c.files)).toEqual([
      expect.objectContaining({ name: "pages", folder: "content/pages", create: true, extension: "json", format: "json" }),
    ]);
  });

  test("a page's blocks are a list with one type per block folder: added, reordered and removed by type, each with its description", () => {
    const pages = config.collections.find((c) => c.name === "pages")!;
    const blocks = pages.fields!.find((f) => f.name === "blocks")!;
    expect(blocks).toMatchObject({ widget: "list", typeKey: "type" });
    // A program page's sections only where programPage.json's blocks are edited.
    const forPages = Object.keys(blockSchemas).filter((type) => blockSchemas[type]["x-program-page"] !== true);
    expect((blocks.types as DecapField[]).map((t) => t.name)).toEqual(forPages);
    expect((field("programPage", "blocks").types as DecapField[]).map((t) => t.name)).toEqual(Object.keys(blockSchemas));
    for (const type of blocks.types as DecapField[]) expect(type.hint).toBe(blockSchemas[type.name].description);
    // Decap writes "type" itself; a new page gets its $schema.
    for (const type of blocks.types as DecapField[]) expect((type.fields as DecapField[]).map((f) => f.name)).not.toContain("type");
    expect(pages.fields!.find((f) => f.name === "$schema")).toMatchObject({ widget: "hidden", default: "../schemas/page.schema.json" });
  });

  test("uses the local backend only, and no media library", () => {
    expect(config.local_backend.url).toBe(BACKEND);
    expect(config.backend).toEqual(expect.objectContaining({ name: "proxy", proxy_url: BACKEND }));
    expect(config).not.toHaveProperty("media_library");
    expect(JSON.stringify({ ...config, collections: [] })).not.toMatch(/https?:\/\/(?!localhost)/);
  });

  test("labels come from schema titles, else the field name in words; hints from descriptions", () => {
    const programs = config.collections.find((c) => c.name === "programs")!;
    expect(programs.label).toBe(readJson(path.join(contentDir, "schemas", "programs.schema.json")).title);
    expect(field("programs", "programs.duration.minYears").label).toBe("Min years");
    const colorSchema = readJson(path.join(contentDir, "schemas", "programs.schema.json")).properties.programs.items.properties.color;
    expect(field("programs", "programs.color").hint).toBe(colorSchema.description);
    expect(words("callsToAction")).toBe("Calls to action");
  });

  test("required follows the schema's required lists", () => {
    expect(field("programs", "programs.slug").required).toBe(true);
    expect(field("deadlines", "deadlines.date").required).toBe(false);
    expect(field("site", "callsToAction.to").required).toBe(false);
  });

  test("a story's program, photo keys and call-to-action ids are relations to the records they name", () => {
    expect(field("stories", "stories.program")).toEqual(
      expect.objectContaining({ widget: "relation", collection: "programs", file: "programs", value_field: "programs.*.name" }),
    );
    expect(field("stories", "stories.photo")).toEqual(
      expect.objectContaining({ widget: "relation", collection: "photos", value_field: "photos.*.key" }),
    );
    expect(pageField("hero", "actions")).toEqual(
      expect.objectContaining({ widget: "relation", collection: "site", value_field: "callsToAction.*.id", multiple: true }),
    );
  });

  test("relation targets are the records the content validation accepts as references", () => {
    const docs = new Map(contentFiles.map((name) => [name, readJson(path.join(contentDir, name))]));
    const index = buildRefIndex(docs, []);
    const indexSet = {
      program: index.programs,
      programSlug: index.programSlugs,
      photo: index.photos,
      cta: index.ctas,
      service: index.services,
    } as const;
    for (const [kind, target] of Object.entries(REFERENCE_TARGETS)) {
      const records = docs.get(`${target.file}.json`)[target.list] as Record<string, string>[];
      expect(new Set(records.map((record) => record[target.field]))).toEqual(indexSet[kind as keyof typeof indexSet]);
    }
  });

  test("dates are date pickers in the content's format, colours colour pickers", () => {
    for (const date of ["deadlines.date", "cycle.opens", "cycle.nextOpens"]) {
      expect(field("deadlines", date)).toEqual(expect.objectContaining({ widget: "datetime", format: "YYYY-MM-DD", time_format: false }));
    }
    expect(field("programs", "programs.cost.academicYear").widget).toBe("string"); // "2026-27": no date
    // A program colour is one of the brand's accents (an enum): a select of exactly those.
    expect(field("programs", "programs.color")).toEqual(expect.objectContaining({ widget: "select" }));
    expect(field("photos", "photos.dominantColor").widget).toBe("color");
  });

  test("an event's day is a date picker, its Florida hours time pickers that write HH:MM (not labelled UTC)", () => {
    expect(field("events", "events.date")).toEqual(
      expect.objectContaining({ widget: "datetime", format: "YYYY-MM-DD", time_format: false }),
    );
    for (const time of ["events.start", "events.end"]) {
      expect(field("events", time)).toEqual(
        expect.objectContaining({
          widget: "datetime",
          format: "HH:mm",
          date_format: false,
          time_format: "HH:mm",
          picker_utc: false,
          required: true,
        }),
      );
    }
    expect(field("events", "events.program").widget).toBe("relation");
    expect(field("events", "events.signUp").widget).toBe("relation");
    expect(field("events", "events")).toEqual(expect.objectContaining({ widget: "list", summary: "{{fields.title}}" }));
  });

  test("numbers keep their bounds, enums are selects, fixed values are kept hidden", () => {
    expect(field("programs", "programs.duration.maxYears")).toEqual(
      expect.objectContaining({ widget: "number", value_type: "int", min: 1, max: 10 }),
    );
    expect(field("site", "behaviour.revealAtViewportFraction")).toEqual(expect.objectContaining({ widget: "number", value_type: "float" }));
    expect(field("photos", "photos.source")).toEqual(expect.objectContaining({ widget: "select", options: ["unsplash", "pexels"] }));
    // A deadline's status is computed from its date: nothing to type, nothing in the form.
    expect(() => field("deadlines", "deadlines.status")).toThrow("no field deadlines.status");
    expect(field("site", "callsToAction.phone").widget).toBe("boolean");
    expect(field("programs", "$schema").widget).toBe("hidden");
  });

  test("lists of records and nested objects carry their fields", () => {
    const programs = field("programs", "programs");
    expect(programs).toEqual(expect.objectContaining({ widget: "list", min: 1, summary: "{{fields.name}}" }));
    expect((programs.fields as DecapField[]).map((f) => f.name)).toEqual(
      Object.keys(readJson(path.join(contentDir, "programs.json")).programs[0]),
    );
    expect(field("programs", "programs.duration").widget).toBe("object");
  });

  test("long texts get a multi-line box, short ones a line", () => {
    expect(field("programs", "programs.description").widget).toBe("text");
    expect(field("programs", "programs.name").widget).toBe("string");
  });

  test("every field has a widget Decap knows", () => {
    const known = new Set(["string", "text", "number", "boolean", "select", "relation", "datetime", "color", "object", "list", "hidden"]);
    for (const collection of config.collections) {
      const typed = (fields: DecapField[]): DecapField[] =>
        fields.flatMap((f) => [
          f,
          ...typed(((f.types as DecapField[] | undefined) ?? []).flatMap((t) => [t, ...((t.fields as DecapField[]) ?? [])])),
        ]);
      for (const [at, f] of allFields(typed(collection.files?.[0].fields ?? collection.fields!))) {
        expect(`${collection.name}.${at}: ${f.widget}`).toBe(`${collection.name}.${at}: ${known.has(f.widget) ? f.widget : "(unknown)"}`);
      }
    }
  });
});

describe("the mapping rules", () => {
  const schemaOf = (properties: Record<string, unknown>, required: string[] = []) =>
    new Map([
      ["things.schema.json", { title: "Things", type: "object", required, properties: { $schema: { type: "string" }, ...properties } }],
    ]);
  /** The one field generated for these properties (these of them required) and this content. */
  const only = (properties: Record<string, unknown>, doc: Record<string, unknown> = {}, required: string[] = []) =>
    decapConfig(schemaOf(properties, required), new Map([["things.json", { $schema: "./schemas/things.schema.json", ...doc }]]), {
      backendUrl: BACKEND,
    }).collections[0].files![0].fields[1];

  test.each([
    ["a null", { type: "null" }],
    ["a bare oneOf", { oneOf: [{ type: "string" }, { type: "integer" }] }],
    ["an array without items", { type: "array" }],
    ["a map without properties", { type: "object", additionalProperties: { type: "string" } }],
  ])("%s field has no mapping and fails, naming where", (_kind, schema) => {
    expect(() => only({ odd: schema })).toThrow(UnmappedSchemaError);
    expect(() => only({ odd: schema })).toThrow("things.schema.json#/properties/odd");
  });

  test("a block type with no field but its type has its type as one hidden field, so it opens without Decap's 'No field(s)'", () => {
    const blocks = {
      type: "array",
      items: {
        discriminator: { propertyName: "type" },
        oneOf: [
          { type: "object", properties: { type: { const: "divider" } } },
          { type: "object", properties: { type: { const: "note" }, text: { type: "string" } } },
        ],
      },
    };
    const [divider, note] = only({ blocks }).types as DecapField[];
    expect(divider.fields).toEqual([{ name: "type", label: "Type", widget: "hidden", required: false, default: "divider" }]);
    expect((note.fields as DecapField[]).map((f) => f.name)).toEqual(["text"]);
  });

  test("an enum becomes a select of its values, whatever the field", () => {
    expect(only({ icon: { type: "string", enum: ["Smile", "Eye"], "x-ref": "icon" } })).toEqual(
      expect.objectContaining({ widget: "select", options: ["Smile", "Eye"] }),
    );
    expect(only({ tags: { type: "array", items: { enum: ["a", "b"] } } })).toEqual(
      expect.objectContaining({ widget: "select", multiple: true }),
    );
  });

  test("a string is multi-line when a current value is long or the schema says x-multiline", () => {
    expect(only({ note: { type: "string" } }, { note: "x".repeat(LONG_TEXT_CHARS + 1) }).widget).toBe("text");
    expect(only({ note: { type: "string" } }, { note: "short" }).widget).toBe("string");
    expect(only({ note: { type: "string", "x-multiline": true } }).widget).toBe("text");
  });

  test("a list of plain strings is a list of that one widget", () => {
    expect(only({ bullets: { type: "array", items: { type: "string" } } })).toEqual(
      expect.objectContaining({ widget: "list", field: expect.objectContaining({ widget: "string" }) }),
    );
  });

  test("a pattern is checked by the form with the build's words", () => {
    expect(only({ code: { type: "string", pattern: "^[A-Z]{2}$" } }).pattern).toEqual(["^[A-Z]{2}$", "must match the pattern ^[A-Z]{2}$"]);
    expect(only({ text: { type: "string", pattern: "\\S" } }).pattern).toEqual(["\\S", "must not be blank"]);
  });

  test("inside an optional object no field is required in the form (Decap would demand them even with the object left out)", () => {
    const service = { type: "object", required: ["name"], properties: { name: { type: "string" }, url: { type: "string" } } };
    const requiredOf = (object: DecapField) => (object.fields as DecapField[]).map((f) => `${f.name}: ${String(f.required)}`);
    const optional = only({ service });
    expect(optional.required).toBe(false);
    expect(requiredOf(optional)).toEqual(["name: false", "url: false"]);
    expect(requiredOf(only({ service }, {}, ["service"]))).toEqual(["name: true", "url: false"]);
  });

  test("a content file whose $schema names no schema fails", () => {
    expect(() => decapConfig(new Map(), new Map([["x.json", { $schema: "./schemas/x.schema.json" }]]), { backendUrl: BACKEND })).toThrow(
      'content/x.json: "$schema" names no schema',
    );
  });
});
