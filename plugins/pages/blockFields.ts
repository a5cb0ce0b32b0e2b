import {
  buildDate,
  contentNodes,
  emailAddress,
  fillTokens,
  mailtoHref,
  tokenCounts,
  type NodeContext,
  type SiteContactLike,
} from "../content-schema";
import { fillTemplate } from "../../src/lib/fillTemplate";
import { pageCopy, programOfPage } from "./programFields";
import { classProfileFigures } from "./programPages";
import { nextEventFor, type EventTiming } from "../../src/lib/events";

// The fields block types compute, beside the fields they show as content stores them (every block
// type's GraphQL type is generated from its folder's schema: plugins/content-schema). A block
// whose component would otherwise look records up or format a value gets a field here, so what
// it prints is ready at build time. (The lists cut at a maximum are boundedLists.ts; the fields a
// program's record computes for its page are programFields.ts.)

type Figure = { value: string; label: string };

/** The page's program's own sets of figures, each with the line it brings under the heading (or none). */
const PROGRAM_SETS: Readonly<
  Record<string, (program: Record<string, never>, copy: Awaited<ReturnType<typeof pageCopy>>) => { intro: string | null; items: Figure[] }>
> = {
  classProfile: ({ classProfile }, copy) => ({
    intro: fillTemplate(copy.classProfile.intro, { year: (classProfile as { year: number }).year }),
    items: classProfileFigures(classProfile, copy.classProfile),
  }),
};

/** The set of figures a figures block names: a set of stats.json, or one of the page's program's (PROGRAM_SETS). */
async function figureSet(
  set: string,
  slug: string | null | undefined,
  context: NodeContext,
): Promise<{ intro: string | null; items: unknown[] }> {
  const ofProgram = PROGRAM_SETS[set];
  if (ofProgram)
    return ofProgram((await programOfPage(`figures "${set}"`, slug, context)) as Record<string, never>, await pageCopy(context));
  const stats = await contentNodes("FiguresBlock.items", context)<Record<string, unknown>>("StatsJson", "content/stats.json");
  const items = stats[set];
  if (!Array.isArray(items)) throw new Error(`figures block: content/stats.json has no set "${set}"`);
  return { intro: null, items };
}

/** The record lists of content files a block may show instead of its own items ("records"): node type and list. */
const RECORDS: Readonly<Record<string, { node: string; list: string; file: string }>> = {
  coreValues: { node: "CoreValuesJson", list: "values", file: "content/coreValues.json" },
  requirements: { node: "RequirementsJson", list: "requirements", file: "content/requirements.json" },
};

/** The records a block names with "records" (RECORDS). */
async function recordsOf(name: string, field: string, context: NodeContext): Promise<unknown[]> {
  const { node, list, file } = RECORDS[name];
  return (await contentNodes(field, context)<Record<string, unknown[]>>(node, file))[list];
}

/** The argument of a field a program's page computes: its program, by the page query's $slug. */
const PROGRAM_ARG = { program: { type: "String", description: "The page's program: the page query's $slug (empty on other pages)." } };

/** The resolvers of the computed block fields (gatsby-node.ts createResolvers). */
export function blockFieldResolvers(): Record<string, object> {
  return {
    FiguresBlock: {
      items: {
        type: "[Stat!]!",
        args: PROGRAM_ARG,
        description:
          "The figures of the set this block names: a set of stats.json (tokens filled by Stat's @fillTokens), or the page's program's class profile, labelled by programPage.json.",
        resolve: async (block: { figures: string }, args: { program?: string | null }, context: NodeContext) =>
          (await figureSet(block.figures, args.program, context)).items,
      },
      setIntro: {
        type: "String",
        args: PROGRAM_ARG,
        description:
          "The line the set brings under the heading when the block writes none: a program's class profile's, \"The class that entered in fall 2026.\"; null for the others.",
        resolve: async (block: { figures: string }, args: { program?: string | null }, context: NodeContext) =>
          (await figureSet(block.figures, args.program, context)).intro,
      },
    },
    PointsBlock: {
      items: {
        description:
          'The points: those written in the block, or the records it names ("records": a content file\'s list of the same shape).',
        resolve: async (block: { items?: unknown[]; records?: string }, _args: unknown, context: NodeContext) =>
          block.items || !block.records ? (block.items ?? []) : recordsOf(block.records, "PointsBlock.items", context),
      },
    },
    ProgramTilesBlock: {
      pageProgram: {
        type: "Program",
        args: { slug: PROGRAM_ARG.program },
        description:
          "The page's program (slug: the page query's $slug), whose related programs the \"related\" layout shows; null for the other layout.",
        resolve: (block: { layout?: string }, args: { slug?: string | null }, context: NodeContext) =>
          block.layout === "related" ? programOfPage("programTiles related", args.slug, context) : null,
      },
    },
    ChecklistBlock: {
      lines: {
        type: "[String!]!",
        description:
          'The lines shown, tokens filled: those written in the block, or the records it names ("records": requirements.json\'s).',
        resolve: async (block: { items?: string[]; records?: string }, _args: unknown, context: NodeContext) => {
          const lines =
            block.items ?? (block.records ? ((await recordsOf(block.records, "ChecklistBlock.lines", context)) as string[]) : []);
          const counts = await tokenCounts(context);
          return lines.map((line) => fillTokens(line, counts));
        },
      },
    },
    NextEventBlock: {
      event: {
        type: "Event",
        args: PROGRAM_ARG,
        description:
          "The next event with seats left on the build's day that fits the page: on a program's page (program: the page query's $slug) that program's next information session, else the next event about the whole university; elsewhere the next event about the whole university, else any (src/lib/events.ts nextEventFor). Null when none lies ahead.",
        resolve: async (_block: unknown, args: { program?: string | null }, context: NodeContext) => {
          const program = args.program ? ((await programOfPage("nextEvent event", args.program, context)).name as string) : null;
          const file = await contentNodes("NextEventBlock.event", context)<{ events: EventTiming[] }>("EventsJson", "content/events.json");
          return nextEventFor(file.events, buildDate(), program) ?? null;
        },
      },
    },
    ContactBlock: {
      emailLink: {
        type: "EmailLink",
        description: "The e-mail address this block names (site.json emails), written out and as a mailto: link; null when it names none.",
        resolve: async (block: { email?: string }, _args: unknown, context: NodeContext) => {
          if (!block.email) return null;
          const site = await contentNodes("ContactBlock.emailLink", context)<SiteContactLike>("SiteJson", "content/site.json");
          const address = emailAddress(block.email, site);
          return { address, href: mailtoHref(address) };
        },
      },
    },
  };
}
