import { deadlineStatus, formatIsoDate, type DeadlineCycle, type DeadlineLabels } from "../../lib/deadlines";
import ProgramActions, { type ProgramAction } from "../ProgramActions/ProgramActions";
import SmartLink from "../SmartLink/SmartLink";
import * as styles from "./ProgramApplyActions.module.scss";

// A program's actions in its page's hero: Apply and Request Information while its deadline is
// ahead (or it has none); once the deadline has passed, no Apply but when the next cycle opens
// (the program's cycle: Program.cycle), and Request Information, which e-mails admissions with the
// program in the subject, as the way to be told. Closed on the build's day: only the closed
// actions. Open on the build's day: both, the closed ones hidden by CSS until the program's
// application card on the same page (ProgramPath, which re-evaluates the one rule of
// src/lib/deadlines.ts on the visitor's day) says closed (its data-deadline-state), so a page
// built before the deadline and read after it switches without a rebuild and without shipping the
// hero's JavaScript. Both are one row of two 44 px slots, so the switch moves nothing. (The
// wrappers hide and show: the list's own display is its place's, ProgramHero's.)
export interface ProgramApplyActionsProps {
  program: string;
  /** The program's deadline (YYYY-MM-DD), or none (rolling admissions, or no record). */
  deadline: string | null | undefined;
  cycle: DeadlineCycle | null | undefined;
  labels: DeadlineLabels;
  buildDate: string;
  apply: ProgramAction;
  ask: ProgramAction;
  opensEmail: string;
  className: string;
  mark?: string;
}

export default function ProgramApplyActions(props: ProgramApplyActionsProps) {
  const { program, deadline, cycle, labels, apply, ask, opensEmail, className, mark } = props;
  const closedToday = deadlineStatus(deadline, cycle, props.buildDate, labels).state === "closed";
  // Where to go next once closed: the next cycle's opening, else the admissions office.
  const next = cycle?.nextOpens ? labels.nextCycle.replace("{date}", formatIsoDate(cycle.nextOpens)) : labels.askAdmissions;
  const closed = (
    <ul className={className} data-actions={mark} data-closed="">
      <li className={styles.closed}>
        <strong>{labels.closed}</strong> {next}
      </li>
      <li>
        <SmartLink to={ask.href} className={styles.primary}>
          {ask.label}
          <span className="visually-hidden">{`: ${program} (${opensEmail})`}</span>
        </SmartLink>
      </li>
    </ul>
  );
  if (closedToday || !deadline) {
    return closedToday ? (
      closed
    ) : (
      <ProgramActions program={program} actions={[apply, ask]} opensEmail={opensEmail} className={className} mark={mark} />
    );
  }
  return (
    <>
      <div className={styles.whenOpen}>
        <ProgramActions program={program} actions={[apply, ask]} opensEmail={opensEmail} className={className} mark={mark} />
      </div>
      <div className={styles.whenClosed}>{closed}</div>
    </>
  );
}
