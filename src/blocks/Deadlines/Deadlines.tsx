import { graphql } from "gatsby";
import Section from "../../components/Section/Section";
import DeadlineStatus from "../../components/DeadlineStatus/DeadlineStatus";
import { deadlineStatus, formatIsoDate } from "../../lib/deadlines";
import { useToday } from "../../hooks/useToday";
import SeeAll from "../../components/SeeAll/SeeAll";
import * as styles from "./Deadlines.module.scss";

// Application deadlines (content/deadlines.json) as one real <table>: program, deadline, status
// (as of the build's day, then the visitor's: useToday), and an .ics download for a deadline still
// ahead, then which day the statuses hold for. At most maxRows rows (the page keeps its size
// budget with any number of programs), then a link to the list of programs, each page of which
// shows its own deadline. Below 1024 px the rows restyle into cards without column names (the
// <th>s still name each cell for screen readers).
export const query = graphql`
  fragment DeadlinesBlock on DeadlinesBlock {
    deadlines: block {
      id
      heading
      intro
      columns {
        program
        deadline
        status
        calendar
      }
      addToCalendarLabel
      noCalendarLabel
      seeAllLabel
      seeAllTo
      shown {
        items {
          program
          date(formatString: "YYYY-MM-DD")
          calendarPath
        }
        more
      }
      content {
        buildDate
        deadlines {
          ...DeadlineRules
        }
      }
    }
  }
`;

export default function Deadlines({ block }: { block: Queries.DeadlinesBlockFragment["deadlines"] }) {
  const { id, columns, addToCalendarLabel, noCalendarLabel } = block;
  const { cycle, labels } = block.content.deadlines;
  const { items: deadlines, more } = block.shown;
  const today = useToday(block.content.buildDate);
  const [asOfBefore, asOfAfter] = labels.asOf.split("{date}");
  return (
    <Section {...block} tone="sand">
      <table className={styles.table} aria-labelledby={`${id}-heading`}>
        <thead>
          <tr>
            <th scope="col">{columns.program}</th>
            <th scope="col" className={styles.dateColumn}>
              {columns.deadline}
            </th>
            <th scope="col" className={styles.statusColumn}>
              {columns.status}
            </th>
            <th scope="col" className={styles.calendarColumn}>
              {columns.calendar}
            </th>
          </tr>
        </thead>
        <tbody>
          {deadlines.map((d) => {
            const status = deadlineStatus(d.date, cycle, today, labels);
            return (
              <tr key={d.program} className={styles.row}>
                <th scope="row" className={styles.program}>
                  {d.program}
                </th>
                <td className={styles.deadline}>{d.date ? <time dateTime={d.date}>{formatIsoDate(d.date)}</time> : labels.rollingDate}</td>
                <td className={styles.status}>
                  <DeadlineStatus status={status} />
                </td>
                <td className={styles.calendar}>
                  {d.calendarPath && status.calendar ? (
                    // A static file, not a page: a plain <a download>, never Gatsby's router.
                    <a className={styles.icsLink} href={d.calendarPath} download>
                      {addToCalendarLabel}
                      <span className={styles.hint}>{`: ${d.program}`}</span>
                    </a>
                  ) : (
                    <span className={styles.none}>{d.date ? labels.passedCalendar : noCalendarLabel}</span>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <SeeAll more={more} label={block.seeAllLabel} to={block.seeAllTo} />
      <p className={styles.asOf}>
        {asOfBefore}
        <time dateTime={today}>{formatIsoDate(today)}</time>
        {asOfAfter}
      </p>
    </Section>
  );
}
