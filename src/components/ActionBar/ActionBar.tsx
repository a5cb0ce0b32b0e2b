import SmartLink from "../SmartLink/SmartLink";
import * as buttons from "../ActionLinks/ActionLinks.module.scss";
import * as styles from "./ActionBar.module.scss";

// The action set (site.json quickActions: Apply, Visit, Request Information) one tap away on
// phones: a slim bar fixed at the bottom of the screen below 768 px, on every page, with or
// without JavaScript (plain links, no code). The page makes room for it (Layout: padding and
// scroll-padding-bottom), so it never covers content at the end of the page or the focused
// element (WCAG 2.4.11). Hidden from 768 px (Apply is in the nav bar) and in print.
export interface ActionBarAction {
  label: string;
  href: string;
  kind: string;
}

export interface ActionBarProps {
  label: string; // the landmark's name, e.g. "Quick actions"
  actions: readonly ActionBarAction[];
  opensEmail: string; // screen-reader hint after an e-mail action
}

export default function ActionBar({ label, actions, opensEmail }: ActionBarProps) {
  return (
    <nav aria-label={label} className={styles.bar}>
      <ul className={styles.list}>
        {actions.map((action, index) => (
          <li key={action.href}>
            <SmartLink to={action.href} className={`${index === 0 ? buttons.primary : buttons.secondary} ${styles.target}`}>
              {action.label}
              {action.kind === "email" ? <span className={styles.hint}>{` (${opensEmail})`}</span> : null}
            </SmartLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
