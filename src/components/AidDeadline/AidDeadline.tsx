import DeadlineStatus from "../DeadlineStatus/DeadlineStatus";
import { deadlineStatus, formatIsoDate, type DeadlineCycle, type DeadlineLabels } from "../../lib/deadlines";
import { useToday } from "../../hooks/useToday";
import * as styles from "./AidDeadline.module.scss";

/** A cycle and the words of its states: the application deadlines' (deadlines.json) or the aid's (financialAid.json). */
export interface StatusRules {
  readonly cycle: DeadlineCycle | null;
  readonly labels: DeadlineLabels;
}

export interface AidDeadlineProps {
  /** When to apply (plugins/financial-aid aidItems): a date or none, words before it, whose rules the status follows. */
  deadline: { readonly date: string | null; readonly prefix: string; readonly rules: string };
  application: StatusRules;
  aid: StatusRules;
  buildDate: string;
  /** The status's note beside its badge (DeadlineStatus noteBeside). */
  noteBeside?: boolean;
}

// When to apply for a piece of aid: the words before the date ("With your application, by"), the
// date, and its status by the one rule of src/lib/deadlines.ts (the application's cycle and words
// for aid considered with the application, the aid year's otherwise), for the build's day in the
// HTML and the visitor's once hydrated, like the deadlines table. No status when the provider sets
// the date each year; once closed, the status alone, which names the date.
export default function AidDeadline({ deadline, application, aid, buildDate, noteBeside }: AidDeadlineProps) {
  const today = useToday(buildDate);
  const rules = deadline.rules === "application" ? application : deadline.rules === "aid" ? aid : null;
  const status = rules ? deadlineStatus(deadline.date, rules.cycle, today, rules.labels) : null;
  // Once closed, the status says the date ("Closed December 1, 2026") and where to go next.
  const closed = status?.state === "closed";
  return (
    <span className={styles.deadline}>
      {deadline.prefix && !closed ? <span>{deadline.prefix}</span> : null}
      {deadline.date && !closed ? <time dateTime={deadline.date}>{formatIsoDate(deadline.date)}</time> : null}
      {status ? <DeadlineStatus status={status} noteBeside={noteBeside} /> : null}
    </span>
  );
}
