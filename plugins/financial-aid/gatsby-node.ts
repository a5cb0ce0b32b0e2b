import type { GatsbyNode } from "gatsby";
import { contentNodes, emailAddress, mailtoHref, type NodeContext, type SiteContactLike } from "../content-schema";
import type { PricedProgram } from "../../src/lib/netPrice";
import { programPagePath } from "../pages";
import { aidItems, aidList, costRow, costTable, type CostCopy, type MoneyRules } from "./programCost";

// The money a program's page shows (README.md): its Cost and Aid table and notes, and its aid
// records, computed from content/financialAid.json and the program's record at build time, so no
// component formats or adds up a figure.

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(`
    "A row of a program's Cost and Aid table: what it is, a year and over the program, written out; kind is cost, total, loan or gap."
    type ProgramCostRow {
      label: String!
      perYear: String!
      total: String!
      kind: String!
    }

    "A federal rule under a program's Cost and Aid table, in words, and where it is published."
    type ProgramCostNote {
      text: String!
      sourceUrl: String!
      sourceLabel: String!
    }

    "A program's cost of attendance beside its federal loan limit (src/lib/netPrice.ts): the section's intro, the columns' labels, the rows and the notes."
    type ProgramCostTable {
      intro: String!
      perYearLabel: String!
      totalLabel: String!
      rows: [ProgramCostRow!]!
      notes: [ProgramCostNote!]!
    }

    "When to apply for a piece of aid: a date (none: any time, or set by the provider), words before it, and whose rules its status follows (application, aid or none)."
    type AidDeadlineInfo {
      date: String
      prefix: String!
      rules: String!
    }

    "A federal loan limit beside a program's cost on the tuition and aid page: for whom (dependent or independent undergraduates; null for graduate and professional students), a year and over the program, and the gap left."
    type ProgramCostRowLoan {
      dependency: String
      perYear: String!
      total: String!
      gapPerYear: String!
      gapTotal: String!
    }

    "A program's row of the tuition and aid page's cost table, written out: the same figures as its own page's Cost and Aid."
    type ProgramCostSummaryRow {
      years: Int!
      tuitionAndFees: String!
      living: String!
      perYear: String!
      total: String!
      loans: [ProgramCostRowLoan!]!
    }

    "A program that names a piece of aid (its cost.aid), and its page."
    type AidProgramLink {
      name: String!
      path: String!
    }

    "A piece of aid on the tuition and aid page, written out, with the programs that name it."
    type AidListItem {
      id: String!
      name: String!
      amount: String!
      eligibility: String!
      howToApply: String!
      deadline: AidDeadlineInfo!
      programs: [AidProgramLink!]!
    }

    "A piece of aid a program's page names, written out."
    type ProgramAidItem {
      id: String!
      name: String!
      amount: String!
      eligibility: String!
      howToApply: String!
      deadline: AidDeadlineInfo!
    }
  `);
};

type Rec = Record<string, unknown>;
const node = <T>(context: NodeContext, type: string, file: string) => contentNodes("financial-aid", context)<T>(type, file);

export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }) => {
  // Gatsby types createResolvers as a bare Function.
  (createResolvers as (resolvers: Record<string, object>) => void)({
    Program: {
      costTable: {
        type: "ProgramCostTable!",
        description:
          "The program's Cost and Aid table: cost of attendance, federal loan limit and the gap, a year and over its full-time length, with the rules' notes (plugins/financial-aid).",
        resolve: async (program: PricedProgram, _args: unknown, context: NodeContext) => {
          const rules = await node<MoneyRules>(context, "FinancialAidJson", "content/financialAid.json");
          const copy = await node<{ cost: CostCopy }>(context, "ProgramPageJson", "content/programPage.json");
          return costTable(program, rules, copy.cost);
        },
      },
      costRow: {
        type: "ProgramCostSummaryRow!",
        description:
          "The program's cost of attendance a year and over its full-time length, its federal loan limits and the gap, as on its page's Cost and Aid: the tuition and aid page's table row.",
        resolve: async (program: PricedProgram, _args: unknown, context: NodeContext) =>
          costRow(program, await node<MoneyRules>(context, "FinancialAidJson", "content/financialAid.json")),
      },
      aidItems: {
        type: "[ProgramAidItem!]!",
        description: "The aid the program's page names (cost.aid), each with its amount and deadline written out.",
        resolve: async (program: PricedProgram & { name: string }, _args: unknown, context: NodeContext) => {
          const rules = await node<MoneyRules>(context, "FinancialAidJson", "content/financialAid.json");
          const deadlines = await node<{ deadlines: Rec[] }>(context, "DeadlinesJson", "content/deadlines.json");
          const own = deadlines.deadlines.find((d) => d.program === program.name);
          return aidItems(program, rules, typeof own?.date === "string" ? own.date.slice(0, 10) : null);
        },
      },
    },
    AidListBlock: {
      items: {
        type: "[AidListItem!]!",
        description:
          "The aid records of the kinds the block names (financialAid.json aid, in its order), written out, each with the programs that name it.",
        resolve: async (block: { kinds: string[] }, _args: unknown, context: NodeContext) => {
          const rules = await node<MoneyRules>(context, "FinancialAidJson", "content/financialAid.json");
          const deadlines = await node<{ deadlines: Rec[] }>(context, "DeadlinesJson", "content/deadlines.json");
          const programs = await node<{ programs: (PricedProgram & { name: string })[] }>(context, "ProgramsJson", "content/programs.json");
          const dates = new Map(
            deadlines.deadlines.map((d) => [String(d.program), typeof d.date === "string" ? d.date.slice(0, 10) : null] as const),
          );
          const withPaths = programs.programs.map((p) => ({ ...p, path: programPagePath(p.slug) }));
          return aidList(rules, withPaths, dates, block.kinds);
        },
      },
    },
    AidOffice: {
      emailLink: {
        type: "EmailLink!",
        description: "The office's e-mail (its key of site.json emails), written out and as a mailto: link.",
        resolve: async (office: { email: string }, _args: unknown, context: NodeContext) => {
          const site = await node<SiteContactLike>(context, "SiteJson", "content/site.json");
          const address = emailAddress(office.email, site);
          return { address, href: mailtoHref(address) };
        },
      },
    },
  });
};
