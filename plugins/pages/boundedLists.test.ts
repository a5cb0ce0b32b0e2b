import { BOUNDED_LISTS, bounded, boundedResolvers, boundedTypeDefs } from "./boundedLists";

describe("bounded", () => {
  test("shows every item, and no more, when they fit", () => {
    expect(bounded(["a", "b"], 2)).toEqual({ shown: ["a", "b"], more: false });
    expect(bounded([], 3)).toEqual({ shown: [], more: false });
  });

  test("shows the first max items in order and says some were left out", () => {
    expect(bounded(["a", "b", "c", "d"], 3)).toEqual({ shown: ["a", "b", "c"], more: true });
  });
});

describe("the shown field of each bounded list", () => {
  const programs = Array.from({ length: 30 }, (_, i) => ({ slug: `p${i}` }));
  const nodeModel = { findOne: ({ type }: { type: string }) => Promise.resolve(type === "ProgramsJson" ? { programs } : null) };
  type Resolve = (source: object, args: object, context: { nodeModel: typeof nodeModel }) => Promise<unknown>;
  const resolvers = boundedResolvers() as Record<string, { shown: { resolve: Resolve } }>;

  test("cuts the records at the maximum its own content names", async () => {
    const tiles = await resolvers.ProgramTilesBlock.shown.resolve({ maxTiles: 8 }, {}, { nodeModel });
    expect(tiles).toEqual({ items: programs.slice(0, 8), more: true });
    const footer = await resolvers.SiteFooter.shown.resolve({ maxPrograms: 40 }, {}, { nodeModel });
    expect(footer).toEqual({ items: programs, more: false });
  });

  test("shows none for a block whose layout names no maximum (a program page's related tiles)", async () => {
    expect(await resolvers.ProgramTilesBlock.shown.resolve({ layout: "related" }, {}, { nodeModel })).toEqual({ items: [], more: false });
  });

  test("names the type and the file when the records are missing", async () => {
    await expect(resolvers.DeadlinesBlock.shown.resolve({ maxRows: 3 }, {}, { nodeModel })).rejects.toThrow(
      'DeadlinesBlock.shown: the list "deadlines" is missing (no DeadlinesJson node)',
    );
  });

  test("one result type per kind of record", () => {
    expect(boundedTypeDefs()).toContain("type ShownPrograms {");
    expect(boundedTypeDefs()).toContain("type ShownDeadlines {");
    expect(new Set(BOUNDED_LISTS.map((l) => l.type)).size).toBe(BOUNDED_LISTS.length);
  });
});
