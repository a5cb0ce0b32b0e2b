import { graphql } from "gatsby";
import type { ReactNode } from "react";
import Section from "../components/Section/Section";
import * as styles from "./Deadlines.module.scss";

// Application deadlines (content/deadlines.json) as one real <table>: program, deadline, status,
// and an .ics download for dated deadlines (the rolling one has no date, so no calendar file).
// Below 768 px the rows restyle into stacked cards; each cell then shows its column name, which
// is aria-hidden because the <th> already names the cell for screen readers.

function CellLabel({ children }: { children: ReactNode }) {
  return (
    <span className={styles.cellLabel} aria-hidden="true">
      {children}
    </span>
  );
}

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
      content {
        deadlines {
          deadlines {
            program
            deadline
            date(formatString: "YYYY-MM-DD")
            status
            calendarPath
          }
        }
      }
    }
  }
`;

export default function Deadlines({ block }: { block: Queries.DeadlinesBlockFragment["deadlines"] }) {
  const { id, heading, intro, columns, addToCalendarLabel, noCalendarLabel } = block;
  const { deadlines } = block.content.deadlines;
  return (
    <Section id={id} heading={heading} intro={intro} tone="sand">
      <table className={styles.table} aria-labelledby={`${id}-heading`}>
        <thead>
          <tr>
            <th scope="col">{columns.program}</th>
            <th scope="col">{columns.deadline}</th>
            <th scope="col">{columns.status}</th>
            <th scope="col">{columns.calendar}</th>
          </tr>
        </thead>
        <tbody>
          {deadlines.map((d) => (
            <tr key={d.program} className={styles.row}>
              <th scope="row" className={styles.program}>
                {d.program}
              </th>
              <td className={styles.deadline}>
                <CellLabel>{columns.deadline}</CellLabel>
                {d.date ? <time dateTime={d.date.slice(0, 10)}>{d.deadline}</time> : d.deadline}
              </td>
              <td className={styles.status}>
                <CellLabel>{columns.status}</CellLabel>
                <span className={styles.badge}>{d.status}</span>
              </td>
              <td className={styles.calendar}>
                {d.calendarPath ? (
                  // A static file, not a page: a plain <a download>, never Gatsby's router.
                  <a className={styles.icsLink} href={d.calendarPath} download>
                    {addToCalendarLabel}
                    <span className={styles.hint}>{`: ${d.program}`}</span>
                  </a>
                ) : (
                  <span className={styles.none}>{noCalendarLabel}</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Section>
  );
}
