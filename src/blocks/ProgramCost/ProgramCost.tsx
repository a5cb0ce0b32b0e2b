import { graphql } from "gatsby";
import type { CSSProperties } from "react";
import Section from "../../components/Section/Section";
import SmartLink from "../../components/SmartLink/SmartLink";
import AidDeadline from "../../components/AidDeadline/AidDeadline";
import * as styles from "./ProgramCost.module.scss";

// What the program costs and how to pay for it: the cost of attendance a year and over its
// full-time length beside the federal loan limit of its level and the gap left (every figure
// computed at build time by plugins/financial-aid from src/lib/netPrice.ts), the federal rules
// with their sources, and the aid the program names (financialAid.json) with its deadlines'
// statuses, then the financial aid office's mail and phone; a link to every program's cost and
// the net price calculator (the tuition and aid page).
export const query = graphql`
  fragment ProgramCostBlock on ProgramCostBlock {
    programCost: block {
      id
      heading
      aidHeading
      officeLabel
      hubLabel
      hubTo
      content {
        buildDate
        deadlines {
          ...DeadlineRules
        }
        financialAid {
          ...AidDeadlineRules
          office {
            ...AidOfficeContact
          }
        }
        programs {
          program(slug: $slug) {
            color
            costTable {
              intro
              perYearLabel
              totalLabel
              rows {
                label
                perYear
                total
                kind
              }
              notes {
                text
                sourceUrl
                sourceLabel
              }
            }
            aidItems {
              id
              name
              amount
              eligibility
              howToApply
              deadline {
                date
                prefix
                rules
              }
            }
          }
        }
      }
    }
  }
`;

export default function ProgramCost({ block }: { block: Queries.ProgramCostBlockFragment["programCost"] }) {
  const { content } = block;
  const { program } = content.programs;
  const { id, heading, aidHeading, officeLabel } = block;
  const { intro, perYearLabel, totalLabel, rows, notes } = program.costTable;
  const { office } = content.financialAid;
  const application = { cycle: content.deadlines.cycle, labels: content.deadlines.labels };
  const aid = { cycle: content.financialAid.statusCycle, labels: content.financialAid.statusLabels };
  return (
    <Section id={id} heading={heading} intro={intro}>
      <div className={styles.layout} style={{ "--program-color": program.color } as CSSProperties}>
        <div className={styles.figures}>
          <table className={styles.table}>
            <thead>
              <tr>
                <td />
                <th scope="col">{perYearLabel}</th>
                <th scope="col">{totalLabel}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.label} className={styles[row.kind]}>
                  <th scope="row">{row.label}</th>
                  <td>{row.perYear}</td>
                  <td>{row.total}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <div className={styles.notes}>
            {notes.map((note) => (
              <p key={note.text}>
                {note.text} <a href={note.sourceUrl}>{note.sourceLabel}</a>
              </p>
            ))}
          </div>
          <p className={styles.hub}>
            <SmartLink to={block.hubTo}>{block.hubLabel}</SmartLink>
          </p>
        </div>
        <div className={styles.aid}>
          <h3 className={styles.aidHeading}>{aidHeading}</h3>
          <ul className={styles.aidList}>
            {program.aidItems.map((item) => (
              <li key={item.id}>
                <h4 className={styles.aidName}>{item.name}</h4>
                {item.amount ? <p className={styles.amount}>{item.amount}</p> : null}
                <p className={styles.detail}>{item.eligibility}</p>
                <p className={styles.detail}>{item.howToApply}</p>
                <AidDeadline deadline={item.deadline} application={application} aid={aid} buildDate={content.buildDate} />
              </li>
            ))}
          </ul>
          <div className={styles.office}>
            {/* Its one token filled in place: fillTemplate's module would ship with this hydrated block. */}
            <p>{officeLabel.replace("{office}", office.name)}</p>
            <p className={styles.contacts}>
              <a href={office.emailLink.href}>{office.emailLink.address}</a>
              <a href={office.phone.href}>{office.phone.display}</a>
            </p>
            <p>{office.hours}</p>
          </div>
        </div>
      </div>
    </Section>
  );
}
