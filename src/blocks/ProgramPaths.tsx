import { graphql } from "gatsby";
import type { CSSProperties } from "react";
import Section from "../components/Section/Section";
import Icon from "../components/Icon/Icon";
import * as styles from "./ProgramPaths.module.scss";

// Each program's application path (content/programs.json "application"), one entry per program
// with the anchor #apply-<slug>: the list in #apply and every program's Apply button lead here.
// An entry says where to apply (the profession's centralised application service, by its
// official name, with a button to it; or, for a program without one, an e-mail to admissions
// whose subject names the program, and the phone), the deadline (content/deadlines.json, with
// its calendar file) and what to send; a second button e-mails a question about the program.
// Every link is made at build time (Program.applyAnchor, Program.action: plugins/content-schema/actionFields.ts).
export const query = graphql`
  fragment ProgramPathsBlock on ProgramPathsBlock {
    programPaths: block {
      addToCalendarLabel
      id
      heading
      intro
      serviceLabel
      serviceAction
      directLabel
      directText
      deadlineLabel
      noDeadline
      sendLabel
      content {
        programs {
          programs {
            ...ProgramMark
            applyAnchor
            application {
              service {
                name
                fullName
                url
              }
              send
            }
            ask: action(id: "requestInfo") {
              label
              href
            }
            applyByEmail: action(id: "applyByEmail") {
              label
              href
            }
            call: action(id: "callCampus") {
              label
              href
            }
          }
        }
        deadlines {
          deadlines {
            program
            deadline
            date(formatString: "YYYY-MM-DD")
            calendarPath
          }
        }
        site {
          ui {
            opensEmail
          }
        }
      }
    }
  }
`;

export default function ProgramPaths({ block }: { block: Queries.ProgramPathsBlockFragment["programPaths"] }) {
  const { id, heading, intro, serviceLabel, serviceAction, directLabel, directText, deadlineLabel, noDeadline, sendLabel } = block;
  const { addToCalendarLabel } = block;
  const { opensEmail } = block.content.site.ui;
  const deadlineOf = new Map(block.content.deadlines.deadlines.map((d) => [d.program, d]));
  return (
    <Section id={id} heading={heading} intro={intro} tone="sand">
      <ul className={styles.paths}>
        {block.content.programs.programs.map((program) => {
          const headingId = `${program.applyAnchor}-heading`;
          const { service, send } = program.application;
          const deadline = deadlineOf.get(program.name);
          const colour = { "--program-color": program.color } as CSSProperties;
          const emailHint = <span className="visually-hidden">{`: ${program.name} (${opensEmail})`}</span>;
          return (
            <li key={program.slug} id={program.applyAnchor} className={styles.item} style={colour}>
              <article aria-labelledby={headingId} className={styles.path}>
                <h3 id={headingId} className={styles.name}>
                  <span className={styles.icon}>
                    <Icon svg={program.iconSvg} size={20} />
                  </span>
                  {program.name}
                </h3>
                <dl className={styles.facts}>
                  <div>
                    <dt>{service ? serviceLabel : directLabel}</dt>
                    <dd>
                      {service ? (
                        <>
                          <strong className={styles.service}>{service.name}</strong>{" "}
                          <span className={styles.fullName}>{service.fullName}</span>
                        </>
                      ) : (
                        directText
                      )}
                    </dd>
                  </div>
                  <div>
                    <dt>{deadlineLabel}</dt>
                    <dd className={styles.deadline}>
                      {deadline ? (
                        <>
                          {deadline.date ? <time dateTime={deadline.date.slice(0, 10)}>{deadline.deadline}</time> : deadline.deadline}
                          {deadline.calendarPath ? (
                            // A static file, not a page: a plain <a download>, never Gatsby's router.
                            <a className={styles.ics} href={deadline.calendarPath} download>
                              {addToCalendarLabel}
                              <span className="visually-hidden">{`: ${program.name}`}</span>
                            </a>
                          ) : null}
                        </>
                      ) : (
                        noDeadline
                      )}
                    </dd>
                  </div>
                  <div>
                    <dt>{sendLabel}</dt>
                    <dd>
                      <ul className={styles.send}>
                        {send.map((item) => (
                          <li key={item}>{item}</li>
                        ))}
                      </ul>
                    </dd>
                  </div>
                </dl>
                <ul className={styles.actions}>
                  {service ? (
                    <>
                      <li>
                        <a href={service.url} className={styles.primary} rel="noopener noreferrer">
                          {serviceAction.replace("{service}", service.name)}
                          <span className="visually-hidden">{`: ${program.name}`}</span>
                        </a>
                      </li>
                      <li>
                        <a href={program.ask.href} className={styles.secondary}>
                          {program.ask.label}
                          {emailHint}
                        </a>
                      </li>
                    </>
                  ) : (
                    <>
                      <li>
                        <a href={program.applyByEmail.href} className={styles.primary}>
                          {program.applyByEmail.label}
                          {emailHint}
                        </a>
                      </li>
                      <li>
                        <a href={program.call.href} className={styles.secondary}>
                          {program.call.label}
                        </a>
                      </li>
                    </>
                  )}
                </ul>
              </article>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
