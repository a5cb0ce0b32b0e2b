import { contentNodes, type NodeContext } from "../content-schema";

// Lists that grow with the records (every program, every deadline) on pages with a size budget:
// each shows the first `max` items its content allows, then a link to the full list. The cut is
// made here, in the query, so a page's HTML and its page data (the JSON the browser fetches to
// hydrate) carry only the items shown, however many records there are.

/**
 * The lists on pages: the GraphQL type the field is added to (a block type, or the footer's
 * settings), the field that holds the maximum in its content, the content file's node type and its
 * list field, and the records' GraphQL type.
 */
export const BOUNDED_LISTS = [
  { type: "ProgramTilesBlock", max: "maxTiles", node: "ProgramsJson", list: "programs", item: "Program" },
  { type: "ProcessStepsBlock", max: "maxPrograms", node: "ProgramsJson", list: "programs", item: "Program" },
  { type: "DeadlinesBlock", max: "maxRows", node: "DeadlinesJson", list: "deadlines", item: "Deadline" },
  { type: "SiteFooter", max: "maxPrograms", node: "ProgramsJson", list: "programs", item: "Program" },
  { type: "ProgramCompareBlock", max: "maxPrograms", node: "ProgramsJson", list: "programs", item: "Program" },
] as const;

/** The first `max` items, and whether some were left out (the page then links to the full list). */
export function bounded<T>(items: readonly T[], max: number): { shown: T[]; more: boolean } {
  return { shown: items.slice(0, max), more: items.length > max };
}

/** The GraphQL type of a bounded list of `item`s ("Program" -> "ShownPrograms"). */
const shownType = (item: string) => `Shown${item}s`;

/** SDL of the result types, one per kind of record. */
export function boundedTypeDefs(): string {
  return [...new Set(BOUNDED_LISTS.map((l) => l.item))]
    .map(
      (item) => `"The first records a list on a page shows, and whether it left some out (the page then links to all)."
type ${shownType(item)} {
  items: [${item}!]!
  more: Boolean!
}`,
    )
    .join("\n");
}

/** `shown` on each type of BOUNDED_LISTS: the records its list shows, cut at its maximum. */
export function boundedResolvers(): Record<string, object> {
  return Object.fromEntries(
    BOUNDED_LISTS.map(({ type, max, node, list, item }) => [
      type,
      {
        shown: {
          type: `${shownType(item)}!`,
          description: `The first ${max} records of ${list}, and whether there are more.`,
          resolve: async (source: Record<string, unknown>, _args: unknown, context: NodeContext) => {
            // A block of a layout that shows no such list names no maximum: it shows none.
            if (typeof source[max] !== "number") return { items: [], more: false };
            const file = await contentNodes(`${type}.shown`, context)<Record<string, unknown[]>>(node, `the list "${list}"`);
            const { shown, more } = bounded(file[list], source[max]);
            return { items: shown, more };
          },
        },
      },
    ]),
  );
}
