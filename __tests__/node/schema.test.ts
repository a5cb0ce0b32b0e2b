/** @jest-environment node */
import fs from "fs";
import { COUNTED_RECORDS, countInWords } from "../../src/lib/text";
import path from "path";
import { Kind, parse, visit, type DocumentNode, type FieldDefinitionNode, type ObjectTypeDefinitionNode, type TypeNode } from "graphql";
import type { CreateNodeArgs, Node } from "gatsby";
import {
  createPhotoNodes,
  fillTokensExtension,
  withTokenFilling,
  iconSvgExtension,
  iconSvgQueryField,
  ogImageUrlField,
  organizationJsonLdField,
  programsJsonLdField,
  readTypeDefs,
} from "../../src/node/schema";
import { iconSvg } from "../../src/node/iconSvg";
import { ogImageUrl } from "../../src/lib/seo/ogImage";
import { organizationJsonLd, programJsonLd } from "../../src/lib/seo/jsonLd";
import { jsonTypeName, contentTypeName } from "../../src/node/typeNames";

const root = path.join(__dirname, "../..");
const contentDir = path.join(root, "content");
const schemaDir = path.join(contentDir, "schemas");
const doc: DocumentNode = parse(readTypeDefs(path.join(root, "src/schema")));

// Types Gatsby and its plugins define; everything else must come from src/schema/*.graphql.
const BUILT_IN = new Set(["String", "Int", "Float", "Boolean", "ID", "Date", "JSON", "Node", "File", "GatsbyImageData"]);

const objectTypes = new Map<string, ObjectTypeDefinitionNode>();
const definedNames: string[] = [];
for (const def of doc.definitions) {
  if ("name" in def && def.name && def.kind !== Kind.DIRECTIVE_DEFINITION) definedNames.push(def.name.value);
  if (def.kind === Kind.OBJECT_TYPE_DEFINITION) objectTypes.set(def.name.value, def);
}

function unwrap(type: TypeNode): { name: string; nonNull: boolean; list: boolean; itemNonNull: boolean } {
  const nonNull = type.kind === Kind.NON_NULL_TYPE;
  const inner = nonNull ? type.type : type;
  if (inner.kind === Kind.LIST_TYPE) {
    const item = unwrap(inner.type);
    return { name: item.name, nonNull, list: true, itemNonNull: item.nonNull };
  }
  return { name: (inner as { name: { value: string } }).name.value, nonNull, list: false, itemNonNull: false };
}

describe("src/schema/*.graphql", () => {
  it("defines each type once", () => {
    const dupes = definedNames.filter((n, i) => definedNames.indexOf(n) !== i);
    expect(dupes).toEqual([]);
  });

  it("defines every type it references", () => {
    const missing = new Set<string>();
    visit(doc, {
      NamedType(node) {
        if (!BUILT_IN.has(node.name.value) && !definedNames.includes(node.name.value)) missing.add(node.name.value);
      },
    });
    expect([...missing]).toEqual([]);
  });

  it("declares a @dontInfer node type for every content file", () => {
    for (const file of fs.readdirSync(contentDir).filter((f) => f.endsWith(".json"))) {
      const type = objectTypes.get(jsonTypeName(path.basename(file, ".json")));
      expect({ file, declared: Boolean(type) }).toEqual({ file, declared: true });
      expect(type?.interfaces?.map((i) => i.name.value)).toContain("Node");
      expect(type?.directives?.map((d) => d.name.value)).toContain("dontInfer");
    }
  });
});

// --- JSON Schema <-> GraphQL: same fields; required exactly when non-null (typegen is exact). ---

type JsonSchema = Record<string, unknown> & {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
};

const schemaFiles = new Map<string, JsonSchema>();
function loadSchema(file: string): JsonSchema {
  if (!schemaFiles.has(file)) schemaFiles.set(file, JSON.parse(fs.readFileSync(path.join(schemaDir, file), "utf8")));
  return schemaFiles.get(file) as JsonSchema;
}

function deref(schema: JsonSchema, file: string): { schema: JsonSchema; file: string } {
  if (!schema.$ref) return { schema, file };
  const [refFile, pointer = ""] = schema.$ref.split("#");
  const target = refFile || file;
  let node: unknown = loadSchema(target);
  for (const part of pointer.split("/").filter(Boolean)) node = (node as Record<string, unknown>)[part];
  return deref(node as JsonSchema, target);
}

/** The sibling field a computed field reads (`@iconSvg(from: "icon")`), or null for a plain field. */
function derivedSource(field: FieldDefinitionNode): string | null {
  const directive = field.directives?.find((d) => d.name.value === "iconSvg");
  const from = directive?.arguments?.find((a) => a.name.value === "from")?.value;
  return from && from.kind === Kind.STRING ? from.value : null;
}

function compare(schemaIn: JsonSchema, fileIn: string, typeName: string, where: string, problems: string[]): void {
  const { schema, file } = deref(schemaIn, fileIn);
  if (!schema.properties) return;
  const type = objectTypes.get(typeName);
  if (!type) {
    problems.push(`${where}: GraphQL type ${typeName} is not defined`);
    return;
  }
  const fields = new Map((type.fields ?? []).map((f) => [f.name.value, f]));
  const props = Object.keys(schema.properties).filter((p) => !p.startsWith("$"));
  for (const [name, field] of fields) {
    if (props.includes(name)) continue;
    // A field computed at build time from a sibling (@iconSvg(from: "icon")) has no JSON property,
    // but its source must be one.
    const derivedFrom = derivedSource(field);
    if (derivedFrom === null) problems.push(`${where}: ${typeName}.${name} has no property in the JSON Schema`);
    else if (!props.includes(derivedFrom)) problems.push(`${where}: ${typeName}.${name} is derived from "${derivedFrom}", which is no property`);
  }
  for (const prop of props) {
    const field = fields.get(prop);
    if (!field) {
      problems.push(`${where}.${prop}: no field ${typeName}.${prop} (with @dontInfer it can't be queried)`);
      continue;
    }
    const t = unwrap(field.type);
    const required = (schema.required ?? []).includes(prop);
    if (required !== t.nonNull) {
      problems.push(`${where}.${prop}: required=${required} but ${typeName}.${prop} is ${t.nonNull ? "non-null" : "nullable"}`);
    }
    const { schema: propSchema, file: propFile } = deref(schema.properties[prop], file);
    if (t.list && propSchema.items) {
      if (!t.itemNonNull) problems.push(`${where}.${prop}: list items should be non-null ([${t.name}!])`);
      compare(propSchema.items, propFile, t.name, `${where}.${prop}[]`, problems);
    } else if (!t.list) {
      compare(propSchema, propFile, t.name, `${where}.${prop}`, problems);
    }
  }
}

describe("GraphQL types match the content JSON Schemas", () => {
  const files = fs
    .readdirSync(contentDir)
    .filter((f) => f.endsWith(".json") && fs.existsSync(path.join(schemaDir, f.replace(/\.json$/, ".schema.json"))));

  it.each(files)("%s", (file) => {
    const name = path.basename(file, ".json");
    const problems: string[] = [];
    compare(loadSchema(`${name}.schema.json`), `${name}.schema.json`, jsonTypeName(name), name, problems);
    expect(problems).toEqual([]);
  });
});

describe("typeNames", () => {
  it("names node types after the file, not its folder", () => {
    expect(jsonTypeName("applicationSteps")).toBe("ApplicationStepsJson");
    expect(jsonTypeName("site")).toBe("SiteJson");
    expect(jsonTypeName("student-experience-page")).toBe("StudentExperiencePageJson");
    expect(contentTypeName({ node: { name: "researchAreas" } })).toBe("ResearchAreasJson");
  });
});

describe("createPhotoNodes", () => {
  const photos = JSON.parse(fs.readFileSync(path.join(contentDir, "photos.json"), "utf8")).photos as Array<{ key: string }>;

  function run(node: Partial<Node> & { photos?: unknown[] }) {
    const created: Array<Record<string, unknown>> = [];
    const links: Array<{ parent: unknown; child: { id: string } }> = [];
    const panics: string[] = [];
    const args = {
      node: { id: "file-node", children: [], internal: { type: "PhotosJson", contentDigest: "x", owner: "t" }, ...node },
      actions: {
        createNode: (n: Record<string, unknown>) => created.push(n),
        createParentChildLink: (l: { parent: unknown; child: { id: string } }) => links.push(l),
      },
      createNodeId: (s: string) => `id:${s}`,
      createContentDigest: (o: unknown) => `digest:${JSON.stringify(o).length}`,
      reporter: { panicOnBuild: (m: string) => panics.push(m) },
    } as unknown as CreateNodeArgs;
    createPhotoNodes(args);
    return { created, links, panics };
  }

  it("creates one StockPhoto child node per photos.json record", () => {
    const { created, links, panics } = run({ photos });
    expect(panics).toEqual([]);
    expect(created).toHaveLength(photos.length);
    expect(created[0]).toMatchObject({
      ...photos[0],
      id: `id:StockPhoto ${photos[0].key}`,
      parent: "file-node",
      internal: { type: "StockPhoto", contentDigest: expect.stringMatching(/^digest:/) },
    });
    expect(links.map((l) => l.child.id)).toEqual(created.map((c) => c.id));
  });

  it("ignores other node types", () => {
    expect(run({ internal: { type: "SiteJson", contentDigest: "x", owner: "t" } }).created).toEqual([]);
  });

  it("stops the build on a duplicate key", () => {
    const { panics } = run({ photos: [photos[0], photos[1], photos[0]] });
    expect(panics).toEqual([`content/photos.json photos[2]: key "${photos[0].key}" is used twice; photo keys must be unique`]);
  });
});

// --- Fields computed at build time, so the browser bundle carries no icon or SEO builders. ---
describe("build-time fields", () => {
  const site = JSON.parse(fs.readFileSync(path.join(contentDir, "site.json"), "utf8"));
  const programs = JSON.parse(fs.readFileSync(path.join(contentDir, "programs.json"), "utf8")).programs;

  it("@iconSvg(from) and Query.iconSvg(name) give the named icon's markup", () => {
    const field = iconSvgExtension.extend({ from: "icon" });
    expect(field.resolve({ icon: "Smile" })).toBe(iconSvg("Smile"));
    expect(iconSvgQueryField.resolve(null, { name: "MapPin" })).toBe(iconSvg("MapPin"));
    expect(() => field.resolve({ icon: "Tooth" })).toThrow('Unknown icon "Tooth"');
    expect(() => field.resolve({})).toThrow('field "icon" is not a string');
  });

  it("StockPhoto.ogImageUrl, SiteJson.organizationJsonLd and ProgramsJson.jsonLd use the SEO helpers", async () => {
    const photo = { url: "https://images.unsplash.com/photo-1", crop: "faces" as const };
    expect(ogImageUrlField.resolve(photo)).toBe(ogImageUrl(photo));
    expect(organizationJsonLdField.resolve(site)).toEqual(organizationJsonLd(site));
    const findOne = jest.fn().mockResolvedValue(site);
    const ld = await programsJsonLdField.resolve({ programs }, { path: "/academics" }, { nodeModel: { findOne } });
    expect(ld).toEqual(programJsonLd(programs, site, "/academics"));
    expect(findOne).toHaveBeenCalledWith({ query: {}, type: "SiteJson" });
  });
});

describe("@fillTokens: {programCount} filled at build time", () => {
  const programs = JSON.parse(fs.readFileSync(path.join(contentDir, "programs.json"), "utf8")).programs;
  // One node per counted file (src/lib/text.ts COUNTED_RECORDS), as Gatsby's node model holds them.
  const nodes = Object.fromEntries(
    Object.values(COUNTED_RECORDS).map(({ file, nodeType }) => [nodeType, JSON.parse(fs.readFileSync(path.join(contentDir, file), "utf8"))]),
  );
  const context = { nodeModel: { findOne: jest.fn(async ({ type }: { type: string }) => nodes[type] ?? null) } };
  const info = (fieldName: string) => ({ fieldName }) as never;
  const field = fillTokensExtension.extend(undefined, {});

  it("fills strings and lists of strings from the ProgramsJson node, leaving other tokens alone", async () => {
    const source = { heading: "Our {programCount} Programs", bullets: ["{programCount} programs", "Show story {n}"], plain: "No token" };
    expect(await field.resolve(source, {}, context, info("heading"))).toBe(`Our ${programs.length} Programs`);
    const steps = nodes.ApplicationStepsJson.steps.length;
    expect(await field.resolve({ t: "{StepCountInWords} steps, a {stepCountInWords}-step process" }, {}, context, info("t"))).toBe(
      `${countInWords(steps).replace(/^./, (c) => c.toUpperCase())} steps, a ${countInWords(steps)}-step process`,
    );
    expect(await field.resolve(source, {}, context, info("bullets"))).toEqual([`${programs.length} programs`, "Show story {n}"]);
    expect(await field.resolve(source, {}, context, info("plain"))).toBe("No token");
    expect(await field.resolve({ missing: null }, {}, context, info("missing"))).toBeNull();
    expect(context.nodeModel.findOne).toHaveBeenCalledWith({ query: {}, type: "ProgramsJson" });
  });

  it("wraps a resolver the field already has", async () => {
    const wrapped = fillTokensExtension.extend(undefined, { resolve: () => "{programCount} from a resolver" });
    expect(await wrapped.resolve({}, {}, context, info("x"))).toBe(`${programs.length} from a resolver`);
  });

  it("stops with a clear error when programs.json is missing and a token needs it", async () => {
    const empty = { nodeModel: { findOne: jest.fn().mockResolvedValue(null) } };
    await expect(field.resolve({ t: "{programCount}" }, {}, empty, info("t"))).rejects.toThrow("content/programs.json is missing");
  });

  it("is declared on every String field of content, and only there", () => {
    const filled = parse(withTokenFilling(readTypeDefs(path.join(root, "src/schema"))));
    const marked: string[] = [];
    const unmarkedStrings: string[] = [];
    for (const def of filled.definitions) {
      if (def.kind !== Kind.OBJECT_TYPE_DEFINITION) continue;
      for (const f of def.fields ?? []) {
        const names = (f.directives ?? []).map((d) => d.name.value);
        const isString = unwrap(f.type).name === "String";
        if (names.includes("fillTokens")) marked.push(`${def.name.value}.${f.name.value}`);
        else if (isString) unmarkedStrings.push(`${def.name.value}.${f.name.value}`);
        if (names.includes("fillTokens")) expect(isString).toBe(true);
      }
    }
    expect(marked).toEqual(expect.arrayContaining(["HomePageHero.lead", "AcademicsPagePrograms.heading", "Stat.value", "SiteJson.name"]));
    // The only String fields left alone: photo records and fields with a directive of their own.
    for (const name of unmarkedStrings) expect(name).toMatch(/^StockPhoto\.|\.iconSvg$/);
  });
});
