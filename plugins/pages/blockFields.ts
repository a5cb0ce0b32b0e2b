import { contentNodes, emailAddress, mailtoHref, type NodeContext, type SiteContactLike } from "../content-schema";

// The fields block types compute, beside the fields they show as content stores them (every block
// type's GraphQL type is generated from its folder's schema: plugins/content-schema). A block
// whose component would otherwise look records up or format a value gets a field here, so what
// it prints is ready at build time. (The lists cut at a maximum are boundedLists.ts; a program's
// own figures and lines are programFields.ts.)

/** The resolvers of the computed block fields (gatsby-node.ts createResolvers). */
export function blockFieldResolvers(): Record<string, object> {
  return {
    FiguresBlock: {
      items: {
        type: "[Stat!]!",
        description: "The figures of the set this block names (stats.json), tokens filled by Stat's @fillTokens.",
        resolve: async (block: { figures: string }, _args: unknown, context: NodeContext) => {
          const stats = await contentNodes("FiguresBlock.items", context)<Record<string, unknown>>("StatsJson", "content/stats.json");
          const items = stats[block.figures];
          if (!Array.isArray(items)) throw new Error(`figures block: content/stats.json has no set "${block.figures}"`);
          return items as unknown[];
        },
      },
    },
    ContactBlock: {
      emailLink: {
        type: "EmailLink!",
        description: "The e-mail address this block names (site.json emails), written out and as a mailto: link.",
        resolve: async (block: { email: string }, _args: unknown, context: NodeContext) => {
          const site = await contentNodes("ContactBlock.emailLink", context)<SiteContactLike>("SiteJson", "content/site.json");
          const address = emailAddress(block.email, site);
          return { address, href: mailtoHref(address) };
        },
      },
    },
  };
}
