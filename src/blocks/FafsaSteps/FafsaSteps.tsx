import { graphql } from "gatsby";
import Section from "../../components/Section/Section";
import ContactDetails from "../../components/ContactDetails/ContactDetails";
import { fillTemplate } from "../../lib/fillTemplate";
import { formatIsoDate } from "../../lib/deadlines";
import * as styles from "./FafsaSteps.module.scss";

// How to apply for aid for the coming award year: the FAFSA's steps in order, their dates filled
// from content/financialAid.json fafsa (the day it opens, BCU's priority date, the federal
// deadline), Florida's rule, the source; beside them the dates, then the financial aid office's
// e-mail and phone (nothing is sent from the page).
export const query = graphql`
  fragment FafsaStepsBlock on FafsaStepsBlock {
    fafsaSteps: block {
      id
      heading
      intro
      datesHeading
      opensLabel
      priorityLabel
      federalLabel
      officeHeading
      emailLabel
      phoneLabel
      content {
        financialAid {
          fafsa {
            awardYear
            opens(formatString: "YYYY-MM-DD")
            priorityDate(formatString: "YYYY-MM-DD")
            federalDeadline(formatString: "YYYY-MM-DD")
            steps {
              title
              text
            }
            stateDeadline
          }
          office {
            ...AidOfficeContact
          }
        }
      }
    }
  }
`;

export default function FafsaSteps({ block }: { block: Queries.FafsaStepsBlockFragment["fafsaSteps"] }) {
  const { fafsa, office } = block.content.financialAid;
  const values = {
    awardYear: fafsa.awardYear,
    opens: formatIsoDate(fafsa.opens),
    priorityDate: formatIsoDate(fafsa.priorityDate),
    federalDeadline: formatIsoDate(fafsa.federalDeadline),
  };
  const dates = [
    { label: block.opensLabel, date: fafsa.opens },
    { label: block.priorityLabel, date: fafsa.priorityDate },
    { label: block.federalLabel, date: fafsa.federalDeadline },
  ];
  return (
    <Section id={block.id} heading={block.heading} intro={block.intro} tone="sand">
      <div className={styles.layout}>
        <ol className={styles.steps}>
          {fafsa.steps.map((step) => (
            <li key={step.title}>
              <h3 className={styles.title}>{fillTemplate(step.title, values)}</h3>
              <p>{fillTemplate(step.text, values)}</p>
            </li>
          ))}
        </ol>
        <div className={styles.aside}>
          <h3 className={styles.asideHeading}>{block.datesHeading}</h3>
          <dl className={styles.dates}>
            {dates.map((d) => (
              <div key={d.label}>
                <dt>{d.label}</dt>
                <dd>
                  <time dateTime={d.date}>{formatIsoDate(d.date)}</time>
                </dd>
              </div>
            ))}
          </dl>
          <p className={styles.note}>{fafsa.stateDeadline}</p>
          <h3 className={styles.asideHeading}>{block.officeHeading}</h3>
          <p className={styles.office}>{office.name}</p>
          <ContactDetails
            items={[
              { label: block.emailLabel, text: office.emailLink.address, href: office.emailLink.href },
              { label: block.phoneLabel, text: office.phone.display, href: office.phone.href },
            ]}
          />
          <p className={styles.note}>{office.hours}</p>
        </div>
      </div>
    </Section>
  );
}
