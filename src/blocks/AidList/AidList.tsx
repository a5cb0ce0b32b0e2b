import { graphql } from "gatsby";
import Section from "../../components/Section/Section";
import SmartLink from "../../components/SmartLink/SmartLink";
import AidDeadline from "../../components/AidDeadline/AidDeadline";
import { formatIsoDate } from "../../lib/deadlines";
import { useToday } from "../../hooks/useToday";
import * as styles from "./AidList.module.scss";

// The aid records of the kinds the block names (content/financialAid.json aid), each a record:
// its amount, who qualifies, how to apply, the programs that name it (programs.json cost.aid) and
// its deadline with a status derived from the date by src/lib/deadlines.ts, for the build's day in
// the HTML and the visitor's once hydrated (AidDeadline), as the application deadlines are. All
// written out at build time by plugins/financial-aid (AidListBlock.items).
// Each award at a glance: its name, amount and deadline status; who qualifies, how to apply and
// the programs behind a native disclosure (<details>: no script, in the HTML for search and
// without JavaScript, opened with the keyboard), so the awards read as a short list on a phone.
export const query = graphql`
  fragment AidListBlock on AidListBlock {
    aidList: block {
      id
      heading
      intro
      amountLabel
      eligibilityLabel
      howToApplyLabel
      deadlineLabel
      programsLabel
      detailsLabel
      items {
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
        programs {
          name
          path
        }
      }
      content {
        buildDate
        deadlines {
          ...DeadlineRules
        }
        financialAid {
          ...AidDeadlineRules
        }
      }
    }
  }
`;

export default function AidList({ block }: { block: Queries.AidListBlockFragment["aidList"] }) {
  const { content } = block;
  const application = { cycle: content.deadlines.cycle, labels: content.deadlines.labels };
  const aid = { cycle: content.financialAid.statusCycle, labels: content.financialAid.statusLabels };
  const today = useToday(content.buildDate);
  const [asOfBefore, asOfAfter] = aid.labels.asOf.split("{date}");
  return (
    <Section id={block.id} heading={block.heading} intro={block.intro}>
      <ul className={styles.list}>
        {block.items.map((item) => (
          <li key={item.id} id={`${block.id}-${item.id}`} className={styles.item}>
            {/* The whole card the disclosure's summary: the name, amount and deadline's status at a
                glance, who qualifies, how to apply and the programs a tap away. A summary may hold
                a heading (HTML's content model), so the awards stay headings under the section's. */}
            <details>
              <summary>
                <h3 className={styles.name}>{item.name}</h3>
                {item.amount ? (
                  <span className={styles.amount}>
                    <span className="visually-hidden">{block.amountLabel}: </span>
                    {item.amount}
                  </span>
                ) : null}
                <span className={styles.deadline}>
                  <span className="visually-hidden">{block.deadlineLabel}: </span>
                  <AidDeadline deadline={item.deadline} application={application} aid={aid} buildDate={content.buildDate} noteBeside />
                </span>
                <span className="visually-hidden">{block.detailsLabel}</span>
              </summary>
              <dl className={styles.facts}>
                <div>
                  <dt>{block.eligibilityLabel}</dt>
                  <dd>{item.eligibility}</dd>
                </div>
                <div>
                  <dt>{block.howToApplyLabel}</dt>
                  <dd>{item.howToApply}</dd>
                </div>
                {item.programs.length > 0 ? (
                  <div>
                    <dt>{block.programsLabel}</dt>
                    <dd className={styles.programs}>
                      {item.programs.map((program) => (
                        <SmartLink key={program.path} to={program.path}>
                          {program.name}
                        </SmartLink>
                      ))}
                    </dd>
                  </div>
                ) : null}
              </dl>
            </details>
          </li>
        ))}
      </ul>
      <p className={styles.asOf}>
        {asOfBefore}
        <time dateTime={today}>{formatIsoDate(today)}</time>
        {asOfAfter}
      </p>
    </Section>
  );
}
