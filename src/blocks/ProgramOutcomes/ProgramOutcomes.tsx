import { graphql } from "gatsby";
import Section from "../../components/Section/Section";
import * as styles from "./ProgramOutcomes.module.scss";

// The program's outcomes and completion rates as one table, a column per graduating class and a
// row per measure (written at build time: Program.outcomeTable, plugins/pages).
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
              <th scope="row">{row.measure}</th>
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
