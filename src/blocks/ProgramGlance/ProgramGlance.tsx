import { graphql } from "gatsby";
import Container from "../../components/Container/Container";
import DeadlineStatus from "../../components/DeadlineStatus/DeadlineStatus";
import { deadlineStatus, formatIsoDate } from "../../lib/deadlines";
import * as styles from "./ProgramGlance.module.scss";

// A program's page at a glance, right under its hero: a band with the deadline and its status on
// the build's day (src/lib/deadlines.ts), with its closed status beside it hidden by CSS until the
// program's application card on the same page (ProgramPath, re-evaluated on the visitor's day)
// says closed (its data-deadline-state), as the hero's actions do: no JavaScript of its own. Then
// the figures the build computed (ProgramGlanceBlock.facts: cost, length, seats, GPA, headline
// outcome) and Compare; then the menu of the page's sections (one scrolling line on phones, a bar
// that stays below the nav bar from 1024 px, a column beside the sections from 1280 px). The
// block's frame gives way (display: contents), so the menu stays in view over the whole page, not
// only over this block. The band and the menu are the first screen's, so their CSS is inlined in
// every program page (plugins/first-paint): they are styled through few classes.
export const query = graphql`
  fragment ProgramGlanceBlock on ProgramGlanceBlock {
    programGlance: block {
      id
      heading
      deadlineLabel
      compareLabel
      menuLabel
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
        programs {
          program(slug: $slug) {
            deadline {
              date(formatString: "YYYY-MM-DD")
            }
          }
        }
      }
    }
  }
`;

type Block = Queries.ProgramGlanceBlockFragment["programGlance"];

/**
 * The deadline and its status on the build's day; while it is still ahead, its closed status too,
 * shown instead once the program's application card says closed. The words for asking when the
 * program has no deadline record.
 */
function Deadline({ block }: { block: Block }) {
  const { cycle, labels } = block.content.deadlines;
  const { deadline } = block.content.programs.program;
  if (!deadline) return <>{labels.askAdmissions}</>;
  const built = deadlineStatus(deadline.date, cycle, block.content.buildDate, labels);
  // Any day after the deadline reads the same closed label (its note is not shown here).
  const closed = deadline.date ? deadlineStatus(deadline.date, cycle, "9999-12-31", labels) : null;
  return (
    <>
      {deadline.date ? <time dateTime={deadline.date}>{formatIsoDate(deadline.date)}</time> : labels.rollingDate}{" "}
      {closed && built.state !== "closed" ? (
        <>
          <span className={styles.whenOpen}>
            <DeadlineStatus status={built} note={false} />
          </span>
          <span className={styles.whenClosed}>
            <DeadlineStatus status={closed} note={false} />
          </span>
        </>
      ) : (
        <DeadlineStatus status={built} note={false} />
      )}
    </>
  );
}

export default function ProgramGlance({ block }: { block: Block }) {
  const { id, heading, deadlineLabel } = block;
  return (
    <>
      <section id={id} aria-labelledby={`${id}-heading`} className={styles.band}>
        <Container>
          <h2 id={`${id}-heading`}>{heading}</h2>
          <dl>
            <div>
              <dt>{deadlineLabel}</dt>
              <dd>
                <Deadline block={block} />
              </dd>
            </div>
            {block.facts.map((fact) => (
              <div key={fact.label}>
                <dt>{fact.label}</dt>
                <dd>{fact.value}</dd>
              </div>
            ))}
          </dl>
          <a href={block.compareHref}>{block.compareLabel}</a>
        </Container>
      </section>
      <nav aria-label={block.menuLabel} className={styles.menu}>
        <ul>
          {block.sections.map((section) => (
            <li key={section.to}>
              <a href={section.to}>{section.label}</a>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
