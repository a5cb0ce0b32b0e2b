import fs from "fs";
import path from "path";
import type { CreateNodeArgs, Node } from "gatsby";
import { createPhotoNodes } from "./stockPhotos";

const contentDir = path.join(__dirname, "../../content");

describe("createPhotoNodes", () => {
  const photos = JSON.parse(fs.readFileSync(path.join(contentDir, "photos.json"), "utf8")).photos as Array<{ key: string }>;

  function run(node: Partial<Node> & { photos?: unknown[] }) {
    const created: Array<Record<string, unknown>> = [];
    const links: Array<{ parent: unknown; child: { id: string } }> = [];
    const args = {
      node: { id: "file-node", children: [], internal: { type: "PhotosJson", contentDigest: "x", owner: "t" }, ...node },
      actions: {
        createNode: (n: Record<string, unknown>) => created.push(n),
        createParentChildLink: (l: { parent: unknown; child: { id: string } }) => links.push(l),
      },
      createNodeId: (s: string) => `id:${s}`,
      createContentDigest: (o: unknown) => `digest:${JSON.stringify(o).length}`,
    } as unknown as CreateNodeArgs;
    createPhotoNodes(args);
    return { created, links };
  }

  it("creates one StockPhoto child node per photos.json record", () => {
    const { created, links } = run({ photos });
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
});
