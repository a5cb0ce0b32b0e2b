import { graphql } from "gatsby";
import DeadlineStatus from "../../components/DeadlineStatus/DeadlineStatus";
import { deadlineStatus, formatIsoDate } from "../../lib/deadlines";
import { useToday } from "../../hooks/useToday";
import * as styles from "./ProgramGlance.module.scss";

// A program's page at a glance, right under its hero: a band with the deadline and its status (the
// build's day in the HTML, the visitor's once hydrated: src/lib/deadlines.ts, as the deadlines
// table), then the figures the build computed (ProgramGlanceBlock.facts: cost, length, seats, GPA,
// headline outcome) and Compare; then the rail: the menu of the page's sections (one scrolling line
// on phones, a bar that stays below the nav bar from 1024 px, a column beside the sections from
// 1280 px, with the deadline, how to apply and whom to ask under it). The block's frame gives way
// (display: contents), so the rail stays in view over the whole page, not only over this block.
export const query = graphql`
  fragment ProgramGlanceBlock on ProgramGlanceBlock {
    programGlance: block {
      id
      heading
      deadlineLabel
      compareLabel
      menuLabel
      applyLabel
      facts(program: $slug) {
        value
        label
      }
      compareHref(program: $slug)
      sections {
        to
        label
      }
      content {
        buildDate
        deadlines {
          ...DeadlineRules
        }
        programPage {
          applyId
        }
        programs {
          program(slug: $slug) {
            deadline {
              date(formatString: "YYYY-MM-DD")
            }
            ask: action(id: "requestInfo") {
              label
              href
            }
          }
        }
      }
    }
  }
`;

type Block = Queries.ProgramGlanceBlockFragment["programGlance"];

/** The deadline and its status on `today`; the words for asking when the program has no deadline record. */
function Deadline({ block, today }: { block: Block; today: string }) {
  const { cycle, labels } = block.content.deadlines;
  const { deadline } = block.content.programs.program;
  if (!deadline) return <>{labels.askAdmissions}</>;
  return (
    <>
      {deadline.date ? <time dateTime={deadline.date}>{formatIsoDate(deadline.date)}</time> : labels.rollingDate}{" "}
      <DeadlineStatus status={deadlineStatus(deadline.date, cycle, today, labels)} note={false} />
    </>
  );
}

export default function ProgramGlance({ block }: { block: Block }) {
  const { id, heading, deadlineLabel } = block;
  const { program } = block.content.programs;
  const today = useToday(block.content.buildDate);
  return (
    <>
      <section id={id} aria-labelledby={`${id}-heading`} className={styles.band}>
        <div className={styles.inner}>
          <h2 id={`${id}-heading`} className={styles.heading}>
            {heading}
          </h2>
          <dl className={styles.facts}>
            <div className={styles.deadline}>
              <dt>{deadlineLabel}</dt>
              <dd>
                <Deadline block={block} today={today} />
              </dd>
            </div>
            {block.facts.map((fact) => (
              <div key={fact.label}>
                <dt>{fact.label}</dt>
                <dd>{fact.value}</dd>
              </div>
            ))}
          </dl>
          <a className={styles.compare} href={block.compareHref}>
            {block.compareLabel}
          </a>
        </div>
      </section>
      <div className={styles.rail}>
        <nav aria-label={block.menuLabel} className={styles.menu}>
          <ul>
            {block.sections.map((section) => (
              <li key={section.to}>
                <a href={section.to}>{section.label}</a>
              </li>
            ))}
          </ul>
        </nav>
        <p className={styles.card}>
          <span className={styles.cardLabel}>{deadlineLabel}</span>
          <span>
            <Deadline block={block} today={today} />
          </span>
          <a href={`#${block.content.programPage.applyId}`}>{block.applyLabel}</a>
          <a href={program.ask.href}>{program.ask.label}</a>
        </p>
      </div>
    </>
  );
}
