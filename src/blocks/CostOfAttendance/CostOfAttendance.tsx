import { graphql } from "gatsby";
import Section from "../../components/Section/Section";
import SmartLink from "../../components/SmartLink/SmartLink";
import { fillTemplate } from "../../lib/fillTemplate";
import * as styles from "./CostOfAttendance.module.scss";

// Every program's cost of attendance, one row a program: tuition, fees and books and the living
// costs a year, the cost a year and over its full-time years, the federal Direct Loans its level
// allows over the program and the gap they leave (Program.costRow: the same figures as the
// program's own Cost and Aid, computed at build time by plugins/financial-aid). Each row is an
// anchor (#<id>-<slug>: the institutional disclosures link there) and its program's name links to
// that page's Cost and Aid. The table owns its sideways scroller on narrow screens, the program
// column staying in view.
export const query = graphql`
  fragment CostOfAttendanceBlock on CostOfAttendanceBlock {
    costOfAttendance: block {
      id
      heading
      intro
      columns {
        program
        years
        tuition
        living
        perYear
        total
        loans
        gap
      }
      dependentLabel
      independentLabel
      scrollLabel
      content {
        financialAid {
          costOfAttendance {
            academicYear
            shown
            arrangements {
              id
              label
            }
          }
        }
        programs {
          programs {
            slug
            name
            path
            costRow {
              years
              tuitionAndFees
              living
              perYear
              total
              loans {
                dependency
                total
                gapTotal
              }
            }
          }
        }
      }
    }
  }
`;

export default function CostOfAttendance({ block }: { block: Queries.CostOfAttendanceBlockFragment["costOfAttendance"] }) {
  const { id, heading, columns } = block;
  const coa = block.content.financialAid.costOfAttendance;
  const living = coa.arrangements.find((a) => a.id === coa.shown)?.label.toLowerCase() ?? coa.shown;
  const intro = block.intro ? fillTemplate(block.intro, { academicYear: coa.academicYear, living }) : null;
  const borrower = (dependency: string | null) =>
    dependency === "dependent" ? block.dependentLabel : dependency === "independent" ? block.independentLabel : null;
  const perBorrower = (loans: readonly { dependency: string | null; total: string; gapTotal: string }[], pick: "total" | "gapTotal") =>
    // One line each, a space between them so the cell reads as words ("Dependent $15,000 Independent $25,000").
    loans.map((loan, i) => (
      <span key={loan.dependency ?? "all"} className={styles.line}>
        {i > 0 ? " " : null}
        {borrower(loan.dependency) ? <span className={styles.borrower}>{borrower(loan.dependency)} </span> : null}
        {loan[pick]}
      </span>
    ));
  return (
    <Section id={id} heading={heading} intro={intro}>
      {/* Keyboard users reach it through the programs' links inside (and browsers focus scrollers). */}
      <section className={styles.scroller} aria-label={block.scrollLabel}>
        <table className={styles.table} aria-labelledby={`${id}-heading`}>
          <thead>
            <tr>
              <th scope="col">{columns.program}</th>
              <th scope="col">{columns.years}</th>
              <th scope="col">{columns.tuition}</th>
              <th scope="col">{columns.living}</th>
              <th scope="col">{columns.perYear}</th>
              <th scope="col">{columns.total}</th>
              <th scope="col">{columns.loans}</th>
              <th scope="col">{columns.gap}</th>
            </tr>
          </thead>
          <tbody>
            {block.content.programs.programs.map((program) => {
              const row = program.costRow;
              return (
                <tr key={program.slug} id={`${id}-${program.slug}`}>
                  <th scope="row">
                    <SmartLink to={`${program.path}#cost`}>{program.name}</SmartLink>
                  </th>
                  <td>{row.years}</td>
                  <td>{row.tuitionAndFees}</td>
                  <td>{row.living}</td>
                  <td>{row.perYear}</td>
                  <td className={styles.total}>{row.total}</td>
                  <td>{perBorrower(row.loans, "total")}</td>
                  <td className={styles.gap}>{perBorrower(row.loans, "gapTotal")}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </section>
    </Section>
  );
}
