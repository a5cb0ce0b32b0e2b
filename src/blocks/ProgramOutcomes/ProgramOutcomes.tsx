import { graphql } from "gatsby";
import Section from "../../components/Section/Section";
import { barsPath, chartWidth, CHART, tracksPath } from "./outcomeBars";
import * as styles from "./ProgramOutcomes.module.scss";

// The program's outcomes and completion rates as one table, a column per graduating class and a
// row per measure (written at build time: Program.outcomeTable, plugins/pages). Each measure's
// three classes are also a small bar chart under its name, drawn here at build time as SVG (no
// script): a picture of the rates the row's cells give as text, so it is hidden from screen
// readers, which read the cells.
export const query = graphql`
  fragment ProgramOutcomesBlock on ProgramOutcomesBlock {
    programOutcomes: block {
      id
      heading
      intro
      measureLabel
      note
      content {
        programs {
          program(slug: $slug) {
            outcomeTable {
              columns
              rows {
                measure
                values
                percents
              }
            }
          }
        }
      }
    }
  }
`;

export default function ProgramOutcomes({ block }: { block: Queries.ProgramOutcomesBlockFragment["programOutcomes"] }) {
  const { id, heading, intro, measureLabel, note } = block;
  const { columns, rows } = block.content.programs.program.outcomeTable;
  const viewBox = `0 0 ${chartWidth(columns.length)} ${CHART.height}`;
  const tracks = tracksPath(columns.length);
  return (
    <Section id={id} heading={heading} intro={intro} tone="gulf">
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{measureLabel}</th>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.measure}>
              <th scope="row">
                {row.measure}
                <svg className={styles.chart} viewBox={viewBox} aria-hidden="true">
                  <path d={tracks} />
                  <path d={barsPath(row.percents)} />
                </svg>
              </th>
              {row.values.map((value, i) => (
                <td key={columns[i]}>{value}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <p className={styles.note}>{note}</p>
    </Section>
  );
}
