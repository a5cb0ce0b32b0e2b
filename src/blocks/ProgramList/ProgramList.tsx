import { graphql } from "gatsby";
import type { CSSProperties } from "react";
import Section from "../../components/Section/Section";
import Icon from "../../components/Icon/Icon";
import SmartLink from "../../components/SmartLink/SmartLink";
import PageNav from "../../components/PageNav/PageNav";
import DeadlineStatus from "../../components/DeadlineStatus/DeadlineStatus";
import { useToday } from "../../hooks/useToday";
import { deadlineStatus, formatIsoDate } from "../../lib/deadlines";
import { compareHref } from "../../lib/compareSelection";
import * as buttons from "../../components/ActionLinks/ActionLinks.module.scss";
import * as styles from "./ProgramList.module.scss";

// The full program catalog: a jump list of every program (anchors = program slugs, the same
// ones home's "Learn more" links use), then one <article> per program, its list item carrying the
// slug as its id, so /academics#dental-medicine lands on the whole entry. Under its name and degree,
// its own short text, then what a student weighs first: the deadline with its status (the one rule, src/lib/deadlines.ts, on the
// build's day, then the visitor's: useToday), the cost of attendance a year (Program.costTable)
// and the length; then one target, View program, and Compare, which opens the comparison with
// this program chosen. Once its deadline has passed, the status line says when the next cycle
// opens (Program.cycle) and e-mails admissions to be told. Long lists spread over numbered pages
// (plugins/pages paging.ts): each page queries its own slice ($skip, $limit), so a page's HTML
// holds its programs only.
export const query = graphql`
  fragment ProgramListBlock on ProgramListBlock {
    programList: block {
      id
      heading
      intro
      jumpLabel
      durationLabel
      deadlineLabel
      costLabel
      viewLabel
      compareLabel
      compareTo
      notifyHint
      pagesLabel
      previousLabel
      nextLabel
      content {
        buildDate
        deadlines {
          labels {
            ...DeadlineLabelWords
          }
        }
        programs {
          listPage(path: $path, skip: $skip, limit: $limit) {
            count
            previous
            next
            links {
              number
              path
              current
            }
            programs {
              ...ProgramMark
              description
              degree
              duration {
                text
              }
              path
              deadline {
                date(formatString: "YYYY-MM-DD")
              }
              cycle {
                opens
                nextOpens
              }
              costTable {
                rows {
                  perYear
                  kind
                }
              }
              ask: action(id: "requestInfo") {
                href
              }
            }
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

export default function ProgramList({ block }: { block: Queries.ProgramListBlockFragment["programList"] }) {
  const { jumpLabel, durationLabel, deadlineLabel, costLabel, pagesLabel, previousLabel, nextLabel } = block;
  const { programs, ...nav } = block.content.programs.listPage;
  const { labels } = block.content.deadlines;
  const today = useToday(block.content.buildDate);
  return (
    <Section {...block} tone="mist">
      <nav aria-label={jumpLabel} className={styles.jump}>
        <ul className={styles.jumpList}>
          {programs.map((program) => (
            <li key={program.slug}>
              <a href={`#${program.slug}`} className={styles.jumpLink}>
                {program.name}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <ul className={styles.grid}>
        {programs.map((program) => {
          const headingId = `${program.slug}-heading`;
          // The program colour is data, not design: it reaches CSS as a custom property.
          const colour = { "--program-color": program.color } as CSSProperties;
          const date = program.deadline?.date;
          const status = deadlineStatus(date, program.cycle, today, labels);
          const costPerYear = program.costTable.rows.find((row) => row.kind === "total")?.perYear;
          return (
            <li key={program.slug} id={program.slug} className={styles.item} style={colour}>
              <article aria-labelledby={headingId} className={styles.program}>
                <h3 id={headingId} className={styles.name}>
                  <span className={styles.icon}>
                    <Icon svg={program.iconSvg} size={22} />
                  </span>
                  {program.name}
                </h3>
                <p className={styles.degree}>{program.degree}</p>
                <p className={styles.description}>{program.description}</p>
                <dl className={styles.facts}>
                  <div className={styles.deadline}>
                    <dt>{deadlineLabel}</dt>
                    <dd data-deadline={date ?? ""}>
                      {date ? <time dateTime={date}>{formatIsoDate(date)}</time> : labels.rollingDate}{" "}
                      <DeadlineStatus status={status} note={false} />
                      {/* One line kept for where to go once closed, so a status the browser changes moves nothing. */}
                      <p className={styles.next}>
                        {status.state === "closed" ? (
                          <a href={program.ask.href} className={styles.notify}>
                            {status.note}
                            <span className="visually-hidden">
                              {`${block.notifyHint.replace("{program}", program.name)} (${block.content.site.ui.opensEmail})`}
                            </span>
                          </a>
                        ) : null}
                      </p>
                    </dd>
                  </div>
                  <div className={styles.fact}>
                    <dt>{costLabel}</dt>
                    <dd data-cost-per-year="">{costPerYear}</dd>
                  </div>
                  <div className={styles.fact}>
                    <dt>{durationLabel}</dt>
                    <dd>{program.duration.text}</dd>
                  </div>
                </dl>
                <ul className={styles.actions}>
                  <li>
                    {/* The card's one target for its page: its ::after covers the card; Compare and the notice's link sit above it. */}
                    <SmartLink to={program.path} className={`${buttons.primary} ${styles.view}`}>
                      {block.viewLabel}
                      <span className="visually-hidden">{`: ${program.name}`}</span>
                    </SmartLink>
                  </li>
                  <li>
                    <SmartLink to={compareHref(block.compareTo, [program.slug])} className={`${buttons.secondary} ${styles.above}`}>
                      {block.compareLabel}
                      <span className="visually-hidden">{`: ${program.name}`}</span>
                    </SmartLink>
                  </li>
                </ul>
              </article>
            </li>
          );
        })}
      </ul>
      <PageNav label={pagesLabel} previousLabel={previousLabel} nextLabel={nextLabel} {...nav} />
    </Section>
  );
}
