import fs from "fs";
import path from "path";
import { readSchemas } from "./schema";
import { collectRefs, photoCreditsResolvers } from "./photoCredits";
import type { JsonSchema } from "./graphqlTypes";

// The photo credits (on /about) list the photos content references, found through the schemas' "x-ref": "photo".
const schemas = readSchemas();
const contentDir = path.resolve("content");
const docs = new Map(
  [...schemas.keys()]
    .map((schemaFile) => [schemaFile, path.join(contentDir, schemaFile.replace(".schema.json", ".json"))] as const)
    .filter(([, file]) => fs.existsSync(file))
    .map(([schemaFile, file]) => [schemaFile, JSON.parse(fs.readFileSync(file, "utf8"))] as const),
);

/** The photo keys the content files reference, each against its schema. */
const shownPhotoKeys = (schemas: ReadonlyMap<string, JsonSchema>, docs: ReadonlyMap<string, unknown>) => {
  const keys = new Set<string>();
  for (const [schemaFile, doc] of docs) collectRefs("photo", schemas.get(schemaFile)!, doc, schemaFile, schemas, keys);
  return keys;
};

describe("photo credits", () => {
  it("follows $ref, properties, items and oneOf to every x-ref of a kind", () => {
    const local = new Map<string, JsonSchema>([
      ["defs.schema.json", { $defs: { photoKey: { type: "string", "x-ref": "photo" } } }],
      [
        "page.schema.json",
        {
          $defs: { card: { type: "object", properties: { photo: { $ref: "defs.schema.json#/$defs/photoKey" } } } },
          type: "object",
          properties: {
            hero: { $ref: "defs.schema.json#/$defs/photoKey" },
            cards: { type: "array", items: { $ref: "#/$defs/card" } },
            either: { oneOf: [{ type: "string", "x-ref": "photo" }, { type: "number" }] },
            other: { type: "string" },
          },
        },
      ],
    ]);
    const doc = { hero: "a", cards: [{ photo: "b" }, { photo: "c" }, {}], either: "d", other: "not-a-photo" };
    expect([...collectRefs("photo", local.get("page.schema.json")!, doc, "page.schema.json", local)].sort()).toEqual(["a", "b", "c", "d"]);
  });

  it("finds every photo content uses, and none that only photos.json lists", () => {
    const keys = shownPhotoKeys(schemas, docs);
    const registry = (docs.get("photos.schema.json") as { photos: { key: string }[] }).photos.map((p) => p.key);
    const pages = JSON.stringify([...docs].filter(([file]) => file !== "photos.schema.json").map(([, doc]) => doc));
    for (const key of registry) expect([key, keys.has(key)]).toEqual([key, pages.includes(`"${key}"`)]);
  });

  it("answers the StockPhoto nodes of those keys, sorted by key", async () => {
    const nodeModel = {
      findOne: ({ type }: { type: string }) => {
        const file = [...docs.keys()].find((f) => `${f[0].toUpperCase()}${f.slice(1).replace(".schema.json", "")}Json` === type);
        return Promise.resolve(file ? docs.get(file) : null);
      },
      findAll: () => Promise.resolve({ entries: (docs.get("photos.schema.json") as { photos: { key: string }[] }).photos }),
    };
    const credits = await photoCreditsResolvers(schemas).Content.photoCredits.resolve(undefined, undefined, { nodeModel });
    const keys = credits.map((photo) => photo.key);
    expect(keys).toEqual([...shownPhotoKeys(schemas, docs)].sort());
  });
});
