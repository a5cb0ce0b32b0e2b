import SmartLink from "../SmartLink/SmartLink";
import { useCallsToAction } from "./useCallsToAction";
import * as styles from "./ActionLinks.module.scss";

// A row of buttons for the call-to-action ids a content file lists ("actions": ["applyNow", ...]).
// The first is primary unless `primary` says how many; `onDark` switches the outline style for
// navy/ocean/photo backgrounds.
export interface ActionLinksProps {
  ids: readonly string[];
  primary?: number; // how many leading ids get the primary style (default 1)
  onDark?: boolean;
  align?: "start" | "center";
  className?: string;
  /** data-actions on the list, for scripts that watch it (the hero's: HERO_ACTIONS_MARK in ActionBar). */
  mark?: string;
}

export default function ActionLinks({ ids, primary = 1, onDark = false, align = "start", className, mark }: ActionLinksProps) {
  const { resolve, opensEmail } = useCallsToAction();
  if (ids.length === 0) return null;
  const rowClass = [styles.row, align === "center" ? styles.center : "", className ?? ""].filter(Boolean).join(" ");
  return (
    <ul className={rowClass} data-actions={mark}>
      {ids.map((id, index) => {
        const cta = resolve(id);
        const variant = index < primary ? styles.primary : onDark ? styles.secondaryOnDark : styles.secondary;
        return (
          <li key={id}>
            <SmartLink to={cta.href} className={variant} data-cta={id}>
              {cta.label}
              {cta.kind === "email" ? <span className={styles.hint}>{` (${opensEmail})`}</span> : null}
            </SmartLink>
          </li>
        );
      })}
    </ul>
  );
}
