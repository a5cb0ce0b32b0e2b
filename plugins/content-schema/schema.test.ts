/** @jest-environment node */
import fs from "fs";
import { COUNTED_RECORDS, countInWords } from "../../src/lib/text";
import path from "path";
import { Kind, parse, print, type ObjectTypeDefinitionNode, type TypeNode } from "graphql";
import type { CreateNodeArgs, Node } from "gatsby";
import {
  createPhotoNodes,
  fillTokensExtension,
  contentTypeDefs,
  iconSvgExtension,
  pageHeadField,
  readSchemas,
  STOCK_PHOTO_TYPE,
} from "./schema";
import { contentResolvers } from "./contentRoot";
import { iconSvg } from "./iconSvg";
import { ogImageUrl } from "../../src/lib/seo/ogImage";
import { programJsonLd } from "../../src/lib/seo/jsonLd";
import { jsonTypeName, contentTypeName } from "./typeNames";

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

describe("PageSeo.head: the document head resolved at build time", () => {
  const read = (file: string) => JSON.parse(fs.readFileSync(path.join(contentDir, file), "utf8"));
  const site = read("site.json");
  const home = read("homePage.json");
  const programs = read("programs.json").programs;
  const photos: { key: string; url: string; alt: string }[] = read("photos.json").photos;
  // Gatsby's node model over the real content files: one node per file, StockPhoto by key.
  const nodes: Record<string, unknown> = {
    SiteJson: site,
    HomePageJson: home,
    ...Object.fromEntries(Object.values(COUNTED_RECORDS).map(({ file, nodeType }) => [nodeType, read(file)])),
  };
  const findOne = jest.fn(({ type, query }: { type: string; query: { filter?: { key?: { eq: string } } } }) =>
    Promise.resolve(type === STOCK_PHOTO_TYPE ? (photos.find((p) => p.key === query.filter?.key?.eq) ?? null) : (nodes[type] ?? null)),
  );
  const context = { nodeModel: { findOne } };
  const seo = { title: "Academics", description: "Our {programCount} programs." };
  const heroPhoto = photos.find((p) => p.key === home.hero.photo)!;

  it("fills tokens, shares the home hero photo and starts the graph with the university", async () => {
    const head = await pageHeadField.resolve(seo, { path: "/academics/" }, context);
    expect(head.title).toBe("Academics | BCU");
    expect(head.canonical).toBe(`${site.siteUrl}/academics/`);
    expect(head.meta.find((m) => m.name === "description")?.content).toBe(`Our ${programs.length} programs.`);
    expect(head.meta.find((m) => m.property === "og:image")?.content).toBe(ogImageUrl(heroPhoto));
    expect(head.meta.find((m) => m.property === "og:image:alt")?.content).toBe(heroPhoto.alt);
    const graph = JSON.parse(head.jsonLd)["@graph"];
    expect(graph).toHaveLength(1);
    expect(graph[0]).toMatchObject({ "@type": "CollegeOrUniversity", name: site.name });
  });

  it("adds the programs anchored on the page's own path with jsonLd: [PROGRAMS]", async () => {
    const head = await pageHeadField.resolve(seo, { path: "/academics/", jsonLd: ["PROGRAMS"] }, context);
    const graph = JSON.parse(head.jsonLd)["@graph"];
    expect(graph.slice(1)).toEqual(programJsonLd(programs, site, "/academics/"));
    expect(graph[1]["@id"]).toBe(`${site.siteUrl}/academics/#${programs[0].slug}`);
  });

  it("noindex: robots noindex and no canonical", async () => {
    const head = await pageHeadField.resolve(seo, { path: "/404.html", noindex: true }, context);
    expect(head.canonical).toBeNull();
    expect(head.meta.find((m) => m.name === "robots")?.content).toBe("noindex");
  });

  it("names the content file when a node is missing", async () => {
    const missingPhoto = {
      nodeModel: { findOne: ({ type }: { type: string }) => Promise.resolve(type === STOCK_PHOTO_TYPE ? null : nodes[type]) },
    };
    await expect(pageHeadField.resolve(seo, { path: "/" }, missingPhoto)).rejects.toThrow(
      `content/photos.json (photo "${home.hero.photo}") is missing`,
    );
  });
});

describe("@fillTokens: {programCount} filled at build time", () => {
  const programs = JSON.parse(fs.readFileSync(path.join(contentDir, "programs.json"), "utf8")).programs;
  // One node per counted file (src/lib/text.ts COUNTED_RECORDS), as Gatsby's node model holds them.
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
    expect(marked).toEqual(expect.arrayContaining(["HomePageHero.lead", "AcademicsPagePrograms.heading", "Stat.value", "SiteJson.name"]));
    // The only String fields left alone: photo records and fields with a directive of their own.
    for (const name of unmarkedStrings) expect(name).toMatch(/^StockPhoto\.|\.iconSvg$/);
  });
});
