import { graphql } from "gatsby";
import SmartLink from "../SmartLink/SmartLink";
import { useOnScreen } from "../../hooks/useOnScreen";
import { HERO_ACTIONS_MARK } from "../ActionLinks/ActionLinks";
import * as buttons from "../ActionLinks/ActionLinks.module.scss";
import * as styles from "./ActionBar.module.scss";

// The action set (site.json quickActions: Apply, Visit, Request Information) one tap away on
// phones: a slim bar fixed at the bottom of the screen below 768 px, on every page. Hidden from
// 768 px (the nav bar has the actions) and in print.
//
// It does not repeat the hero's own actions: while those are on screen (below the nav bar) the
// bar is tucked below the screen's edge, and it slides in once they have scrolled away (or
// before they have come into view). Until the page's script has looked, the styles decide:
// tucked on a page whose hero has actions, shown elsewhere; without JavaScript always shown.
// Showing and hiding move it by transform and opacity only (no layout shift, and none at all
// under reduced motion); the tucked bar is out of the tab order. The page keeps room for it
// (Layout: padding and scroll-padding-bottom), so it never covers content at the end of the page
// or the focused element (WCAG 2.4.11).
export const query = graphql`
  fragment ActionBarSite on SiteJson {
    quickActionLinks {
      label
      href
      kind
    }
    ui {
      quickActionsLabel
      opensEmail
    }
  }
`;

export interface ActionBarProps {
  site: Queries.ActionBarSiteFragment;
  /** The route: the hero's actions are looked up again on each page. */
  pathname: string;
}

/**
 * How the bar finds the hero's list of actions (ActionLinks' HERO_ACTIONS_MARK).
 * ActionBar.module.scss names the same attribute for the state before the script has looked.
 */
export const HERO_ACTIONS = `[data-actions="${HERO_ACTIONS_MARK}"]`;

/** How far down the fixed nav bar (the page's first header, Layout's) covers the screen. */
function navBarBottom(): number {
  return document.querySelector("header")!.getBoundingClientRect().bottom;
}

export default function ActionBar({ site, pathname }: ActionBarProps) {
  const heroActionsOnScreen = useOnScreen(HERO_ACTIONS, pathname, navBarBottom);
  const shown = heroActionsOnScreen === null ? undefined : String(!heroActionsOnScreen);
  return (
    <nav aria-label={site.ui.quickActionsLabel} className={styles.bar} data-shown={shown}>
      <ul className={styles.list}>
        {site.quickActionLinks.map((action, index) => (
          <li key={action.href}>
            <SmartLink to={action.href} className={`${index === 0 ? buttons.primary : buttons.secondary} ${styles.target}`}>
              {action.label}
              {action.kind === "email" ? <span className={buttons.hint}>{` (${site.ui.opensEmail})`}</span> : null}
            </SmartLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
