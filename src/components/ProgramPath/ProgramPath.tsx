import { graphql } from "gatsby";
import DeadlineStatus from "../DeadlineStatus/DeadlineStatus";
import { deadlineStatus, formatIsoDate } from "../../lib/deadlines";
import { useToday } from "../../hooks/useToday";
import ProgramActions from "../ProgramActions/ProgramActions";
import * as styles from "./ProgramPath.module.scss";

// One program's application path (content/programs.json "application"): where to apply (its
// application service, content/applicationServices.json), the deadline with its status
// as the deadlines table computes it and its calendar file while ahead, what it requires and what
// to send, and its buttons (links made at build time: Program.action, plugins/content-schema).
// Shown in its page's How to Apply (ProgramApply), where every Apply for the program leads.
// No icon: the program colour along the card's top marks it, and the page stays in its budgets.
export const query = graphql`
  fragment ProgramPath on Program {
    slug
    name
    service {
      name
      fullName
      url
    }
    application {
      requirements
      send
    }
    deadline {
      date(formatString: "YYYY-MM-DD")
      calendarPath
    }
    cycle {
      opens
      nextOpens
    }
    ask: action(id: "requestInfo") {
      label
      href
      kind
    }
  }

  fragment ProgramPathLabels on Content {
    buildDate
    deadlines {
      ...DeadlineRules
    }
    programPage {
      apply {
        serviceLabel
        serviceAction
        deadlineLabel
        noDeadline
        requirementsLabel
        sendLabel
        addToCalendarLabel
      }
    }
    site {
      ui {
        opensEmail
      }
    }
  }
`;

export interface ProgramPathProps {
  program: Queries.ProgramPathFragment;
  labels: Queries.ProgramPathLabelsFragment;
}

export default function ProgramPath({ program, labels }: ProgramPathProps) {
  const copy = labels.programPage.apply;
  const { opensEmail } = labels.site.ui;
  const headingId = `apply-${program.slug}-heading`;
  const { service } = program;
  const { requirements, send } = program.application;
  const { deadline } = program;
  const { cycle, labels: stateLabels } = labels.deadlines;
  // The build's date in the HTML, the visitor's day once hydrated (the one rule, src/lib/deadlines.ts).
  const today = useToday(labels.buildDate);
  // The program's own cycle (its service's next opening where it keeps its own: Program.cycle), else the university's.
  const status = deadline ? deadlineStatus(deadline.date, program.cycle ?? cycle, today, stateLabels) : null;
  return (
    // Its state as data: the hero shows its closed actions once this card, re-evaluated on the
    // visitor's day, says closed (ProgramApplyActions).
    <article aria-labelledby={headingId} className={styles.path} data-deadline-state={status?.state}>
      <h3 id={headingId} className={styles.name}>
        {program.name}
      </h3>
      <dl className={styles.facts}>
        <div>
          <dt>{copy.serviceLabel}</dt>
          <dd>
            <strong className={styles.service}>{service.name}</strong> <span className={styles.fullName}>{service.fullName}</span>
          </dd>
        </div>
        <div>
          <dt>{copy.deadlineLabel}</dt>
          <dd className={styles.deadline}>
            {deadline && status ? (
              <>
                {deadline.date ? <time dateTime={deadline.date}>{formatIsoDate(deadline.date)}</time> : stateLabels.rollingDate}
                <DeadlineStatus status={status} note={false} />
                {deadline.calendarPath && status.calendar ? (
                  // A static file, not a page: a plain <a download>, never Gatsby's router.
                  <a className={styles.ics} href={deadline.calendarPath} download>
                    {copy.addToCalendarLabel}
                    <span className="visually-hidden">{`: ${program.name}`}</span>
                  </a>
                ) : deadline.date ? (
                  // Once closed, where to go next takes the calendar link's place.
                  <span className={styles.passed}>{status.note}</span>
                ) : null}
              </>
            ) : (
              copy.noDeadline
            )}
          </dd>
        </div>
        {[
          { label: copy.requirementsLabel, items: requirements },
          { label: copy.sendLabel, items: send },
        ].map(({ label, items }) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>
              <ul className={styles.list}>
                {items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </dd>
          </div>
        ))}
      </dl>
      <ProgramActions
        program={program.name}
        actions={[{ label: copy.serviceAction.replace("{service}", service.name), href: service.url }, program.ask]}
        opensEmail={opensEmail}
        className={styles.actions}
      />
    </article>
  );
}
