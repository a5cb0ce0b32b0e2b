import { contentNodes, type NodeContext } from "../content-schema";
import { fillTemplate } from "../../src/lib/fillTemplate";
import {
  applySectionId,
  breadcrumbTrail,
  outcomeTable,
  programApplyPath,
  programCycle,
  programPagePath,
  relatedPrograms,
} from "./programPages";
import type { ClassProfileCopy, OutcomesCopy } from "./programPages";

// The fields a program's page (/academics/<slug>/, one per record of content/programs.json; see
// README.md) reads that no content file stores: the page's path, the program's application service,
// deadline, story and related programs found by its name (the rules: programPages.ts; its costs and
// aid: plugins/financial-aid).

type Rec = Record<string, unknown>;

/** The list `list` of the one node of a content file's type. */
async function recordsOf(context: NodeContext, type: string, list: string): Promise<Rec[]> {
  return (await contentNodes("program fields", context)<Record<string, Rec[]>>(type, `the list "${list}"`))[list];
}

// What these fields return: figures and lines ready to print, so the page's JavaScript carries no
// formatting (the browser only hydrates them).
export const PROGRAM_TYPE_DEFS = `
    "A program's outcomes ready to print: the graduating classes' headings, then one row per measure."
    type ProgramOutcomeTable {
      columns: [String!]!
      rows: [ProgramOutcomeRow!]!
    }

    "A measure and its rate for each graduating class (96%), in the order of the table's columns."
    type ProgramOutcomeRow {
      measure: String!
      values: [String!]!
    }

    "The application cycle a program's deadline status is computed against (src/lib/deadlines.ts), days as YYYY-MM-DD."
    type ProgramCycle {
      opens: String!
      nextOpens: String
    }

    "A step of a program page's breadcrumb trail, before the page itself."
    type ProgramCrumb {
      label: String!
      to: String!
    }
  `;

export type ProgramPageCopy = {
  classProfile: ClassProfileCopy & { intro: string };
  curriculum: { yearLabel: string };
  outcomes: OutcomesCopy;
  blocks: { type: string; id?: string }[];
  homeLabel: string;
};
/** content/programPage.json: the words of every program's page, and of the values its fields compute. */
export const pageCopy = (context: NodeContext) =>
  contentNodes("program fields", context)<ProgramPageCopy>("ProgramPageJson", "content/programPage.json");

/** The program whose page a query is for (its $slug), or a clear stop naming `field`. */
export async function programOfPage(field: string, slug: string | null | undefined, context: NodeContext): Promise<Rec> {
  const program = slug ? (await recordsOf(context, "ProgramsJson", "programs")).find((p) => p.slug === slug) : undefined;
  if (!program)
    throw new Error(
      `${field}: no program page's slug (got ${JSON.stringify(slug)}): only content/programPage.json's blocks show a program`,
    );
  return program;
}

/** A field computed from its value and programPage.json's words (the pages' labels and patterns). */
function fromCopy<T>(type: string, description: string, compute: (value: T, copy: ProgramPageCopy) => unknown) {
  return { type, description, resolve: async (value: T, _args: unknown, context: NodeContext) => compute(value, await pageCopy(context)) };
}

/** The resolvers of the program fields (gatsby-node.ts createResolvers). */
export function programResolvers(): Record<string, object> {
  return {
    ProgramsJson: {
      program: {
        type: "Program!",
        args: { slug: { type: "String!", description: 'A program\'s slug, e.g. "dental-medicine".' } },
        description: "The program with this slug (a program page's query).",
        resolve: (doc: { programs: Rec[] }, { slug }: { slug: string }) => {
          const program = doc.programs.find((p) => p.slug === slug);
          if (!program) throw new Error(`ProgramsJson.program: content/programs.json has no program with slug "${slug}"`);
          return program;
        },
      },
    },
    Program: {
      breadcrumbs: {
        type: "[ProgramCrumb!]!",
        description: "The trail before the page: Home, then the Academics link of the main navigation (programPages.ts breadcrumbTrail).",
        resolve: async (_program: unknown, _args: unknown, context: NodeContext) => {
          const site = await contentNodes("Program.breadcrumbs", context)<{ nav: { label: string; to: string }[] }>(
            "SiteJson",
            "content/site.json",
          );
          return breadcrumbTrail((await pageCopy(context)).homeLabel, site.nav);
        },
      },
      outcomeTable: fromCopy<Parameters<typeof outcomeTable>[0]>(
        "ProgramOutcomeTable!",
        'The outcomes and completion rates as one table: a column per graduating class ("Class of 2026", programPage.json), a row per measure (programPages.ts outcomeTable).',
        (program, copy) => outcomeTable(program, copy.outcomes),
      ),
      path: {
        type: "String!",
        description: 'The program\'s page: "/academics/" + its slug + "/".',
        resolve: (program: { slug: string }) => programPagePath(program.slug),
      },
      applyPath: fromCopy<{ slug: string }>(
        "String!",
        "Where the program's Apply buttons go: its page's How to Apply section, \"/academics/pharmacy/#how-to-apply\".",
        (program, copy) => programApplyPath(program.slug, applySectionId(copy.blocks)),
      ),
      service: {
        type: "ApplicationService!",
        description:
          "The application service the program applies through: its record of content/applicationServices.json, by the name application.service gives.",
        resolve: async (program: { name: string; application: { service: string } }, _args: unknown, context: NodeContext) => {
          const service = (await recordsOf(context, "ApplicationServicesJson", "services")).find(
            (s) => s.name === program.application.service,
          );
          // The content check refuses an unknown service before the build starts.
          if (!service)
            throw new Error(
              `program-pages: ${program.name} applies through "${program.application.service}", not in content/applicationServices.json`,
            );
          return service;
        },
      },
      deadline: {
        type: "Deadline",
        description: "The program's record of content/deadlines.json (by name); null when it has none.",
        resolve: async (program: { name: string }, _args: unknown, context: NodeContext) =>
          (await recordsOf(context, "DeadlinesJson", "deadlines")).find((d) => d.program === program.name) ?? null,
      },
      cycle: {
        type: "ProgramCycle",
        description:
          "The cycle the program's deadline belongs to: deadlines.json cycle, with the day the next one opens taken from its application service when the service keeps its own calendar (applicationServices.json nextCycleOpens, e.g. VMCAS in January); null when deadlines.json has no cycle.",
        resolve: async (program: { application: { service: string } }, _args: unknown, context: NodeContext) => {
          const file = await contentNodes("Program.cycle", context)<{ cycle?: { opens: string; nextOpens?: string | null } }>(
            "DeadlinesJson",
            "content/deadlines.json",
          );
          const service = (await recordsOf(context, "ApplicationServicesJson", "services")).find(
            (s) => s.name === program.application.service,
          );
          return programCycle(file.cycle, service?.nextCycleOpens as string | undefined);
        },
      },
      story: {
        type: "Story",
        description: "The first story of content/stories.json from this program; null when none is.",
        resolve: async (program: { name: string }, _args: unknown, context: NodeContext) =>
          (await recordsOf(context, "StoriesJson", "stories")).find((s) => s.program === program.name) ?? null,
      },
      relatedPrograms: {
        type: "[Program!]!",
        description:
          "The programs the program's page suggests: the records its related slugs name, closest profession first (programPages.ts relatedPrograms).",
        resolve: async (program: { related: string[] }, _args: unknown, context: NodeContext) =>
          relatedPrograms((await recordsOf(context, "ProgramsJson", "programs")) as { slug: string }[], program.related),
      },
    },
    ProgramPageJson: {
      applyId: fromCopy<unknown>(
        "String!",
        "The id of the How to Apply section of every program page (its programApply block), where every Apply for a program leads.",
        (_page, copy) => applySectionId(copy.blocks),
      ),
    },
    CurriculumYear: {
      label: fromCopy<{ year: number }>(
        "String!",
        "The year's name, programPage.json's curriculum.yearLabel filled: \"Year 1\".",
        (year, copy) => fillTemplate(copy.curriculum.yearLabel, { n: year.year }),
      ),
    },
    Story: {
      programPath: {
        type: "String!",
        description: "The page of the story's program (content validation checks the name).",
        resolve: async (story: { program: string }, _args: unknown, context: NodeContext) => {
          const program = (await recordsOf(context, "ProgramsJson", "programs")).find((p) => p.name === story.program);
          if (!program) throw new Error(`Story.programPath: the story's program "${story.program}" is not in content/programs.json`);
          return programPagePath(String(program.slug));
        },
      },
    },
  };
}
