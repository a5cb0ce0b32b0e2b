import path from "path";
import type { GatsbyNode } from "gatsby";
import { formatUsd, programPagePath, relatedPrograms } from "./programPages";

// One page per record of content/programs.json at /academics/<slug>/ (see README.md), and the
// fields those pages read that no content file stores: the page's path, the program's deadline,
// story and related programs found by its name, and its costs written out.

const TEMPLATE = path.resolve("src", "templates", "program.tsx");

interface NodeModelLike {
  findOne(args: { query: Record<string, unknown>; type: string }): Promise<unknown>;
}
type Context = { nodeModel: NodeModelLike };
type Rec = Record<string, unknown>;

/** The list `list` of the one node of `type` (content validation guarantees the file). */
async function recordsOf(context: Context, type: string, list: string): Promise<Rec[]> {
  const node = (await context.nodeModel.findOne({ query: {}, type })) as Rec | null;
  const items = node?.[list];
  if (!Array.isArray(items)) throw new Error(`program-pages: no ${type} node with "${list}" (its content file is missing)`);
  return items as Rec[];
}

export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }) => {
  // Gatsby types createResolvers as a bare Function.
  (createResolvers as (resolvers: Record<string, object>) => void)({
    ProgramsJson: {
      program: {
        type: "Program!",
        args: { slug: { type: "String!", description: 'A program\'s slug, e.g. "dental-medicine".' } },
        description: "The program with this slug (a program page's query).",
        resolve: (doc: { programs: Rec[] }, { slug }: { slug: string }) => {
          const program = doc.programs.find((p) => p.slug === slug);
          if (!program) throw new Error(`program-pages: content/programs.json has no program with slug "${slug}"`);
          return program;
        },
      },
    },
    Program: {
      path: {
        type: "String!",
        description: 'The program\'s page: "/academics/" + its slug + "/".',
        resolve: (program: { slug: string }) => programPagePath(program.slug),
      },
      deadline: {
        type: "Deadline",
        description: "The program's record of content/deadlines.json (by name); null when it has none.",
        resolve: async (program: { name: string }, _args: unknown, context: Context) =>
          (await recordsOf(context, "DeadlinesJson", "deadlines")).find((d) => d.program === program.name) ?? null,
      },
      story: {
        type: "Story",
        description: "The first story of content/stories.json from this program; null when none is.",
        resolve: async (program: { name: string }, _args: unknown, context: Context) =>
          (await recordsOf(context, "StoriesJson", "stories")).find((s) => s.program === program.name) ?? null,
      },
      related: {
        type: "[Program!]!",
        description: "The programs the program's page suggests: the next ones in content order (programPages.ts relatedPrograms).",
        resolve: async (program: { slug: string }, _args: unknown, context: Context) => {
          const programs = await recordsOf(context, "ProgramsJson", "programs");
          return relatedPrograms(
            programs,
            programs.findIndex((p) => p.slug === program.slug),
          );
        },
      },
    },
    ProgramCost: {
      tuitionAndFeesText: {
        type: "String!",
        description: 'Tuition and fees written out: "$78,400".',
        resolve: (cost: { tuitionAndFees: number }) => formatUsd(cost.tuitionAndFees),
      },
      otherCostsText: {
        type: "String!",
        description: 'The other costs written out: "$32,600".',
        resolve: (cost: { otherCosts: number }) => formatUsd(cost.otherCosts),
      },
      totalText: {
        type: "String!",
        description: 'The cost of attendance, tuition and fees plus other costs, written out: "$111,000".',
        resolve: (cost: { tuitionAndFees: number; otherCosts: number }) => formatUsd(cost.tuitionAndFees + cost.otherCosts),
      },
    },
    Story: {
      programPath: {
        type: "String!",
        description: "The page of the story's program (content validation checks the name).",
        resolve: async (story: { program: string }, _args: unknown, context: Context) => {
          const program = (await recordsOf(context, "ProgramsJson", "programs")).find((p) => p.name === story.program);
          if (!program) throw new Error(`program-pages: the story's program "${story.program}" is not in content/programs.json`);
          return programPagePath(String(program.slug));
        },
      },
    },
  });
};

// A page per program, from the content: a new record gets its page with no code.
export const createPages: GatsbyNode["createPages"] = async (args) => {
  const { actions, reporter } = args;
  const result = await args.graphql<{ content: { programs: { programs: Array<{ slug: string; path: string }> } } }>(`
    query ProgramPages {
      content {
        programs {
          programs {
            slug
            path
          }
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild(`program-pages: could not read content/programs.json: ${JSON.stringify(result.errors)}`);
    return;
  }
  for (const { slug, path: pagePath } of result.data.content.programs.programs) {
    actions.createPage({ path: pagePath, component: TEMPLATE, context: { slug } });
  }
};
