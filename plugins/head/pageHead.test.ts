import fs from "fs";
import path from "path";
import { COUNTED_RECORDS } from "../content-schema";
import { type PhotoRecord, STOCK_PHOTO_TYPE } from "../photos";
import { pageHeadField } from "./pageHead";
import { ogImageUrl } from "./documentHead";
import { programJsonLd } from "./jsonLd";

const contentDir = path.join(__dirname, "../../content");

describe("PageSeo.head: the document head resolved at build time", () => {
  const read = (file: string) => JSON.parse(fs.readFileSync(path.join(contentDir, file), "utf8"));
  const site = read("site.json");
  const home = read("pages/home.json");
  const homeHero = home.blocks.find((b: { type: string }) => b.type === "hero");
  const programs = read("programs.json").programs;
  const photos: PhotoRecord[] = read("photos.json").photos;
  // Gatsby's node model over the real content files: one node per file, StockPhoto by key.
  const nodes: Record<string, unknown> = {
    SiteJson: site,
    PageJson: home,
    ...Object.fromEntries(Object.values(COUNTED_RECORDS).map(({ file, nodeType }) => [nodeType, read(file)])),
  };
  const findOne = jest.fn(({ type, query }: { type: string; query: { filter?: { key?: { eq: string } } } }) =>
    Promise.resolve(type === STOCK_PHOTO_TYPE ? (photos.find((p) => p.key === query.filter?.key?.eq) ?? null) : (nodes[type] ?? null)),
  );
  const context = { nodeModel: { findOne } };
  const seo = { title: "Academics", description: "Our {programCount} programs." };
  const heroPhoto = photos.find((p) => p.key === homeHero.photo)!;

  it("fills tokens, shares the home hero photo and starts the graph with the university", async () => {
    const head = await pageHeadField.resolve(seo, { path: "/academics/" }, context);
    expect(head.title).toBe("Academics | BCU");
    expect(head.canonical).toBe(`${site.siteUrl}/academics/`);
    expect(head.meta.find((m) => m.name === "description")?.content).toBe(`Our ${programs.length} programs.`);
    expect(head.meta.find((m) => m.property === "og:image")?.content).toBe(ogImageUrl(heroPhoto));
    expect(head.meta.find((m) => m.property === "og:image:alt")?.content).toBe(heroPhoto.alt);
    const graph = JSON.parse(head.jsonLd)["@graph"];
    expect(graph.map((node: { "@type": string }) => node["@type"])).toEqual(["CollegeOrUniversity", "WebPage", "BreadcrumbList"]);
    expect(graph[0]).toMatchObject({ "@type": "CollegeOrUniversity", name: site.name });
    expect(graph[1]).toMatchObject({ url: `${site.siteUrl}/academics/`, name: "Academics | BCU".replace(" | BCU", "") });
    expect(graph[2].itemListElement.map((item: { item: string }) => item.item)).toEqual([`${site.siteUrl}/`, `${site.siteUrl}/academics/`]);
  });

  it("adds the programs, each naming its own page, with jsonLd: [PROGRAMS], deadlines as of the build's date", async () => {
    const deadlines = read("deadlines.json").deadlines;
    const day = deadlines.find((d: { date?: string }) => d.date).date;
    process.env.BCU_BUILD_DATE = day;
    try {
      const head = await pageHeadField.resolve(seo, { path: "/academics/", jsonLd: ["PROGRAMS"] }, context);
      const graph = JSON.parse(head.jsonLd)["@graph"];
      expect(graph.slice(3)).toEqual(programJsonLd(programs, site, deadlines, day));
      expect(graph.slice(3).some((p: { applicationDeadline?: string }) => p.applicationDeadline === day)).toBe(true);
      expect(graph[3]["@id"]).toBe(`${site.siteUrl}/academics/${programs[0].slug}/#program`);
    } finally {
      delete process.env.BCU_BUILD_DATE;
    }
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
      `content/photos.json (photo "${homeHero.photo}") is missing`,
    );
  });
});
