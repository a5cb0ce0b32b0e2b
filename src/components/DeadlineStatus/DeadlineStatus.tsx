import type { DeadlineStatus as Status } from "../../lib/deadlines";
import * as styles from "./DeadlineStatus.module.scss";

// A deadline's status as computed by src/lib/deadlines.ts: a badge whose words say the state
// ("Closes in 5 days", "Closed") and whose shape says it again without colour
// (a dot when open, a triangle when closing, a square when closed, a ring before the cycle opens,
// a diamond for rolling admissions), and a line under it for where to go next once closed. That
// line keeps its height when empty, so a status the browser re-evaluates (src/hooks/useToday.ts)
// never moves what follows. `note={false}` leaves the line out, for a place that shows the note
// in the calendar link's stead (the two never show together). `noteBeside` sets the line beside the
// badge where it fits (a list that keeps each row short: the aid list), so an empty one takes no
// line of its own.
export default function DeadlineStatus({
  status,
  note = true,
  noteBeside = false,
}: {
  status: Status;
  note?: boolean;
  noteBeside?: boolean;
}) {
  return (
    <span className={noteBeside ? `${styles.status} ${styles.beside}` : styles.status}>
      <span className={`${styles.badge} ${styles[status.state]}`}>{status.label}</span>
      {note ? <span className={styles.note}>{status.note}</span> : null}
    </span>
  );
}
