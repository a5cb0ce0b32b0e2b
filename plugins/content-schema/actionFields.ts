import { findCta } from "../../src/lib/links";
import { ctaHref, ctaKind, eventSignUpHref, type CtaLike, type SiteContactLike } from "./links";
import { contentNodes, type NodeContext } from "./contentRoot";

// The calls to action as links, resolved at build time (the rules: src/lib/links.ts), so no link
// code ships to the browser: every button of site.json, the nav bar's (headerAction), the action set of the phone bar and the
// menu (site.json quickActions), a program's own actions: any e-mail button about it, whose
// subject names the program (where its Apply leads, Program.applyPath, is plugins/pages'),
// and an event's sign-up: an e-mail whose subject names the event, or the phone.

/** A call to action as a link: what it says, where it goes, what it opens (ResolvedCallToAction). */
interface ResolvedCta {
  id: string;
  label: string;
  href: string;
  kind: ReturnType<typeof ctaKind>;
}

type ActionSite = SiteContactLike & {
  readonly headerAction: string;
  readonly callsToAction: readonly (CtaLike & { readonly label: string })[];
  readonly quickActions: readonly string[];
};

/** The call to action `id` of site.json as a link; about `program` (its name) when given. */
export function resolveCta(site: ActionSite, id: string, program?: string): ResolvedCta {
  const cta = findCta(site.callsToAction, id);
  return { id: cta.id, label: cta.label, href: ctaHref(cta, site, program), kind: ctaKind(cta) };
}

/** SDL of the type these fields return. */
export const ACTION_TYPE_DEFS = `
  "A call to action of content/site.json with its link resolved (SiteJson.resolvedCallsToAction)."
  type ResolvedCallToAction {
    id: String!
    label: String!
    href: String!
    "What the link opens: a page of the site (page), an e-mail (email), a phone call (phone) or another site (external)."
    kind: String!
  }
`;

/** Resolvers by type and field (for Gatsby's createResolvers). */
export const actionResolvers = {
  SiteJson: {
    navAction: {
      type: "ResolvedCallToAction!",
      description: "The call to action of the nav bar and mobile menu, resolved from headerAction.",
      resolve: (site: ActionSite) => resolveCta(site, site.headerAction),
    },
    resolvedCallsToAction: {
      type: "[ResolvedCallToAction!]!",
      description: "The calls to action with label, href (page, mailto:, tel: or a map service) and kind.",
      resolve: (site: ActionSite) => site.callsToAction.map((cta) => resolveCta(site, cta.id)),
    },
    quickActionLinks: {
      type: "[ResolvedCallToAction!]!",
      description: "The action set (quickActions) as links: the phone action bar and the menu.",
      resolve: (site: ActionSite) => site.quickActions.map((id) => resolveCta(site, id)),
    },
  },
  Event: {
    signUpAction: {
      type: "ResolvedCallToAction!",
      description:
        "How to sign up for the event (its signUp, a call to action of site.json): an e-mail whose subject names the event and its day (the button's eventSubject), or the phone.",
      resolve: async (event: { signUp: string; title: string; date: string }, _args: unknown, context: NodeContext) => {
        const site = await contentNodes("Event.signUpAction", context)<ActionSite>("SiteJson", "content/site.json");
        const cta = findCta(site.callsToAction, event.signUp);
        return { id: cta.id, label: cta.label, href: eventSignUpHref(cta, site, event), kind: ctaKind(cta) };
      },
    },
  },
  Program: {
    action: {
      type: "ResolvedCallToAction!",
      args: { id: { type: "String!", description: 'The id of a call to action in site.json, e.g. "requestInfo".' } },
      description: "A call to action of site.json about this program: an e-mail's subject names it (the button's programSubject).",
      resolve: async (program: { name: string }, { id }: { id: string }, context: NodeContext) => {
        const site = await contentNodes("Program.action", context)<ActionSite>("SiteJson", "content/site.json");
        return resolveCta(site, id, program.name);
      },
    },
  },
};
