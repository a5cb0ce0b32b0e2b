/** @jest-environment node */
import fs from "fs";
import { COUNTED_RECORDS, countInWords } from "./tokens";
import path from "path";
import { Kind, parse, print, type ObjectTypeDefinitionNode, type TypeNode } from "graphql";
import { fillTokensExtension, iconSvgExtension, readSchemas } from "./schema";
import { generateSchemaTypes } from "./graphqlTypes";
import { contentResolvers } from "./contentRoot";
import { iconSvg } from "./iconSvg";
import { jsonTypeName, contentTypeName } from "./typeNames";

/** The generated type definitions as Gatsby gets them, with `@fillTokens` on content strings. */
const contentTypeDefs = (dir: string) => generateSchemaTypes(readSchemas(dir)).sdl;

const root = path.join(__dirname, "../..");
const contentDir = path.join(root, "content");
const schemaDir = path.join(contentDir, "schemas");

function unwrap(type: TypeNode): { name: string; nonNull: boolean } {
  if (type.kind === Kind.NON_NULL_TYPE) return { ...unwrap(type.type), nonNull: true };
  if (type.kind === Kind.LIST_TYPE) return { ...unwrap(type.type), nonNull: false };
  return { name: type.name.value, nonNull: false };
}

describe("contentTypeDefs: the types Gatsby gets", () => {
  const doc = parse(contentTypeDefs(schemaDir));
  const objectTypes = new Map(
    doc.definitions.filter((d): d is ObjectTypeDefinitionNode => d.kind === Kind.OBJECT_TYPE_DEFINITION).map((d) => [d.name.value, d]),
  );

  it("declares a @dontInfer node type for every content file", () => {
    for (const file of fs.readdirSync(contentDir).filter((f) => f.endsWith(".json"))) {
      const type = objectTypes.get(jsonTypeName(path.basename(file, ".json")));
      expect({ file, declared: Boolean(type) }).toEqual({ file, declared: true });
      expect(type?.interfaces?.map((i) => i.name.value)).toContain("Node");
      expect(type?.directives?.map((d) => d.name.value)).toContain("dontInfer");
    }
  });

  it("makes one StockPhoto node per photo, child of PhotosJson, linked by key", () => {
    const photo = objectTypes.get("StockPhoto");
    expect(photo?.interfaces?.map((i) => i.name.value)).toEqual(["Node"]);
    expect(photo?.directives?.map((d) => print(d))).toEqual(["@dontInfer", '@childOf(types: ["PhotosJson"])']);
    const photos = objectTypes.get("PhotosJson")?.fields?.find((f) => f.name.value === "photos");
    expect(photos && `${print(photos.type)} ${photos.directives?.map((d) => print(d)).join(" ")}`).toBe(
      '[StockPhoto!]! @link(by: "key", from: "photos.key")',
    );
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

// --- Fields computed at build time, so the browser bundle carries no icon or SEO builders. ---
describe("build-time fields", () => {
  it("@iconSvg(from) and Content.iconSvg(name) give the named icon's markup", () => {
    const field = iconSvgExtension.extend({ from: "icon" });
    expect(field.resolve({ icon: "Smile" })).toBe(iconSvg("Smile"));
    const contentIcon = contentResolvers(readSchemas()).Content.iconSvg as { resolve(s: unknown, a: { name: string }): string };
    expect(contentIcon.resolve(null, { name: "MapPin" })).toBe(iconSvg("MapPin"));
    expect(field.resolve({ icon: "Tooth" })).toBe(iconSvg("Tooth"));
    expect(() => field.resolve({ icon: "Molar" })).toThrow('Unknown icon "Molar"');
    expect(() => field.resolve({ icon: 3 })).toThrow('field "icon" is not a string');
    expect(field.resolve({})).toBeNull();
  });
});

describe("@fillTokens: {programCount} filled at build time", () => {
  const programs = JSON.parse(fs.readFileSync(path.join(contentDir, "programs.json"), "utf8")).programs;
  // One node per counted file (plugins/content-schema/tokens.ts COUNTED_RECORDS), as Gatsby's node model holds them.
  const nodes = Object.fromEntries(
    Object.values(COUNTED_RECORDS).map(({ file, nodeType }) => [
      nodeType,
      JSON.parse(fs.readFileSync(path.join(contentDir, file), "utf8")),
    ]),
  );
  const context = { nodeModel: { findOne: jest.fn(({ type }: { type: string }) => Promise.resolve(nodes[type] ?? null)) } };
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
    const filled = parse(contentTypeDefs(schemaDir));
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
    expect(marked).toEqual(expect.arrayContaining(["HeroBlock.lead", "ProgramListBlock.heading", "Stat.value", "SiteJson.name"]));
    // The only String fields left alone: photo records and fields with a directive of their own.
    for (const name of unmarkedStrings) expect(name).toMatch(/^StockPhoto\.|\.iconSvg$/);
  });
});
