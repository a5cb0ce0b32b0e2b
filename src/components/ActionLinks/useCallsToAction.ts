import { graphql, useStaticQuery } from "gatsby";
import { findCta } from "../../lib/links";

// Resolves the call-to-action ids that page content names ("applyNow") into label + href, from
// content/site.json. The hrefs are made at build time (SiteJson.resolvedCallsToAction in
// plugins/content-schema/schema.ts, from the rules in src/lib/links.ts), so no link code ships to the browser.
export type ResolvedCta = Pick<Queries.ResolvedCallToAction, "id" | "label" | "href" | "kind">;

export function useCallsToAction(): { resolve: (id: string) => ResolvedCta; opensEmail: string } {
  const data = useStaticQuery<Queries.CallsToActionQuery>(graphql`
    query CallsToAction {
      content {
        site {
          resolvedCallsToAction {
            id
            label
            href
            kind
          }
          ui {
            opensEmail
          }
        }
      }
    }
  `);
  const site = data.content.site;
  // Content validation checks every "x-ref": "cta"; findCta throws a clear error for a stray id.
  const resolve = (id: string): ResolvedCta => findCta(site.resolvedCallsToAction, id);
  return { resolve, opensEmail: site.ui.opensEmail };
}
