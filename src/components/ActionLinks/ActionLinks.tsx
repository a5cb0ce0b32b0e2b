import { graphql, useStaticQuery } from "gatsby";
import SmartLink from "../SmartLink/SmartLink";
import { findCta } from "../../lib/links";
import * as styles from "./ActionLinks.module.scss";

// A row of buttons for the call-to-action ids a content file lists ("actions": ["applyNow", ...]).
// The first is primary, the rest outlined; `onDark` switches the outline style for navy/ocean/photo
// backgrounds. The ids become label + href through content/site.json: the hrefs are made at build
// time (SiteJson.resolvedCallsToAction in plugins/content-schema/schema.ts, from the rules in
// src/lib/links.ts), so no link code ships to the browser.
/**
 * The mark a hero gives its list of actions (data-actions), which the phone action bar watches
 * (ActionBar's HERO_ACTIONS). Here, not in ActionBar, so a hero does not import the bar's script.
 */
export const HERO_ACTIONS_MARK = "hero";

export interface ActionLinksProps {
  ids: readonly string[];
  onDark?: boolean;
  align?: "start" | "center";
  className?: string;
  /** data-actions on the list, for scripts that watch it (the hero's: HERO_ACTIONS_MARK). */
  mark?: string;
}

export default function ActionLinks({ ids, onDark = false, align = "start", className, mark }: ActionLinksProps) {
  const { site } = useStaticQuery<Queries.CallsToActionQuery>(graphql`
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
  `).content;
  if (ids.length === 0) return null;
  const rowClass = [styles.row, align === "center" ? styles.center : "", className ?? ""].filter(Boolean).join(" ");
  return (
    <ul className={rowClass} data-actions={mark}>
      {ids.map((id, index) => {
        // Content validation checks every "x-ref": "cta"; findCta throws a clear error for a stray id.
        const cta = findCta(site.resolvedCallsToAction, id);
        const variant = index === 0 ? styles.primary : onDark ? styles.secondaryOnDark : styles.secondary;
        return (
          <li key={id}>
            <SmartLink to={cta.href} className={variant} data-cta={id}>
              {cta.label}
              {cta.kind === "email" ? <span className={styles.hint}>{` (${site.ui.opensEmail})`}</span> : null}
            </SmartLink>
          </li>
        );
      })}
    </ul>
  );
}
