import { graphql, useStaticQuery } from "gatsby";
import { ctaHref, findCta } from "../../lib/links";

// Resolves the call-to-action ids that page content names ("applyNow") into label + href, from
// content/site.json. The href rules (mailto/tel/internal) live in src/lib/links.ts only.
export interface ResolvedCta {
  id: string;
  label: string;
  href: string;
  kind: "page" | "email" | "phone";
}

export function useCallsToAction(): { resolve: (id: string) => ResolvedCta; opensEmail: string } {
  const data = useStaticQuery<Queries.CallsToActionQuery>(graphql`
    query CallsToAction {
      siteJson {
        domain
        emails {
          info
          admissions
          research
          visits
        }
        phone {
          display
          e164
        }
        callsToAction {
          id
          label
          to
          email
          subject
          phone
        }
        ui {
          opensEmail
        }
      }
    }
  `);
  const site = data.siteJson;
  if (!site) throw new Error("content/site.json is missing: no siteJson node");
  const resolve = (id: string): ResolvedCta => {
    // Content validation checks every "x-ref": "cta"; findCta throws a clear error for a stray id.
    const cta = findCta(site.callsToAction, id);
    const kind = cta.email ? "email" : cta.phone ? "phone" : "page";
    return { id, label: cta.label, href: ctaHref(cta, site), kind };
  };
  return { resolve, opensEmail: site.ui.opensEmail };
}
