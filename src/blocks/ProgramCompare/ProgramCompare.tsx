import { graphql } from "gatsby";
import { useId, useState, useSyncExternalStore, type CSSProperties } from "react";
import Section from "../../components/Section/Section";
import SmartLink from "../../components/SmartLink/SmartLink";
import SeeAll from "../../components/SeeAll/SeeAll";
import DeadlineStatus from "../../components/DeadlineStatus/DeadlineStatus";
import { useToday } from "../../hooks/useToday";
import { deadlineStatus, formatIsoDate } from "../../lib/deadlines";
import { MAX_COMPARED, compareHref, isComparison, parseSelection, toggleSelection } from "../../lib/compareSelection";
import * as styles from "./ProgramCompare.module.scss";

// Programs side by side (/academics/compare/): one table, a column per program and a row per
// fact, every figure computed from the records at build time (cost and loan gap: Program.costTable;
// outcomes: Program.outcomeTable's newest class; the deadline's status: the one rule,
// src/lib/deadlines.ts, on the build's day and then the visitor's). The HTML, and so a reader
// without JavaScript, has every program; the table owns its sideways scroller, so a phone never
// scrolls the page sideways. Once hydrated, the student picks two to four programs; the choice
// lives in the address (?programs=<slug>,<slug>: src/lib/compareSelection.ts), so a comparison
// can be shared and each program's Compare opens this page with it chosen. Until two are chosen,
// every program stays in the table.
export const query = graphql`
  fragment ProgramCompareBlock on ProgramCompareBlock {
    programCompare: block {
      id
      heading
      intro
      pickLabel
      pickHint
      needsJavaScript
      tableLabel
      programLabel
      noTest
      rows {
        degree
        length
        seats
        gpa
        test
        costPerYear
        costTotal
        gap
        accreditation
        outcomes
        deadline
        apply
      }
      seeAllLabel
      seeAllTo
      shown {
        items {
          slug
          name
          color
          path
          applyPath
          degree
          duration {
            text
          }
          classProfile {
            seats
            medianGpa
            test {
              name
              score
              scoreLabel
            }
          }
          costTable {
            rows {
              label
              perYear
              total
              kind
            }
          }
          accreditation {
            abbreviation
            status
          }
          outcomeTable {
            columns
            rows {
              measure
              values
            }
          }
          deadline {
            date(formatString: "YYYY-MM-DD")
          }
          cycle {
            opens
            nextOpens
          }
          service {
            name
          }
        }
        more
      }
      content {
        buildDate
        deadlines {
          labels {
            ...DeadlineLabelWords
          }
        }
      }
    }
  }
`;

type Block = Queries.ProgramCompareBlockFragment["programCompare"];
type Program = Block["shown"]["items"][number];

const noSubscription = () => () => undefined;

/** A program's newest outcomes: the last class of its outcome table, each measure with its rate. */
function newestOutcomes(program: Program) {
  const { columns, rows } = program.outcomeTable;
  const last = columns.length - 1;
  return { cohort: columns[last], rows: rows.map((row) => ({ measure: row.measure, value: row.values[last] })) };
}

export default function ProgramCompare({ block }: { block: Block }) {
  const id = useId();
  const { rows: words } = block;
  const { items: programs, more } = block.shown;
  const { labels } = block.content.deadlines;
  const today = useToday(block.content.buildDate);
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  // The address's choice (read once hydrated: the HTML has every program), until the student
  // changes it; then the student's own, written back to the address.
  const search = useSyncExternalStore(
    noSubscription,
    () => window.location.search,
    () => "",
  );
  const slugs = programs.map((p) => p.slug);
  const [own, setOwn] = useState<string[] | null>(null);
  const chosen = own ?? parseSelection(search, slugs);
  const shown = isComparison(chosen) ? chosen.map((slug) => programs.find((p) => p.slug === slug) as Program) : programs;

  function choose(slug: string, on: boolean) {
    const next = toggleSelection(chosen, slug, on);
    setOwn(next);
    // The address holds the choice; Gatsby's router state is kept as it is.
    window.history.replaceState(window.history.state, "", compareHref(window.location.pathname, next));
  }

  const cell = (program: Program, content: React.ReactNode, key: string) => (
    <td key={program.slug} data-program={program.slug} data-fact={key}>
      {content}
    </td>
  );
  const row = (key: keyof typeof words, render: (program: Program) => React.ReactNode) => (
    <tr key={key}>
      <th scope="row">{words[key]}</th>
      {shown.map((program) => cell(program, render(program), key))}
    </tr>
  );
  const costRow = (program: Program, kind: string) => program.costTable.rows.find((r) => r.kind === kind);

  return (
    <Section {...block} tone="mist">
      {/* Without JavaScript the boxes do nothing: disabled until hydrated, and the line under them says so. */}
      <fieldset
        className={hydrated ? `${styles.picker} ${styles.live}` : styles.picker}
        disabled={!hydrated}
        aria-describedby={`${id}-hint`}
      >
        <legend className={styles.legend}>{block.pickLabel}</legend>
        <ul className={styles.choices}>
          {programs.map((program) => {
            const checked = chosen.includes(program.slug);
            return (
              <li key={program.slug} style={{ "--program-color": program.color } as CSSProperties}>
                <label className={styles.choice}>
                  <input
                    type="checkbox"
                    value={program.slug}
                    checked={checked}
                    disabled={!checked && chosen.length >= MAX_COMPARED}
                    onChange={(event) => choose(program.slug, event.target.checked)}
                  />
                  {program.name}
                </label>
              </li>
            );
          })}
        </ul>
        <p id={`${id}-hint`} className={styles.hint}>
          {/* How to choose, from the first paint (hydrating changes no words on screen); without
              JavaScript the boxes stay disabled and the line after it says so. */}
          <span>{block.pickHint}</span>
          <noscript>{block.needsJavaScript}</noscript>
        </p>
      </fieldset>
      {/* Its own scroller; a keyboard reaches every column through the links in its cells. */}
      <section className={styles.scroller} aria-label={block.tableLabel}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col" className={styles.corner}>
                {block.programLabel}
              </th>
              {shown.map((program) => (
                <th key={program.slug} scope="col" style={{ "--program-color": program.color } as CSSProperties}>
                  <SmartLink to={program.path}>{program.name}</SmartLink>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {row("degree", (p) => p.degree)}
            {row("length", (p) => p.duration.text)}
            {row("seats", (p) => p.classProfile.seats)}
            {row("gpa", (p) => p.classProfile.medianGpa.toFixed(2))}
            {row("test", (p) =>
              p.classProfile.test
                ? `${p.classProfile.test.name} ${p.classProfile.test.score} (${p.classProfile.test.scoreLabel})`
                : block.noTest,
            )}
            {row("costPerYear", (p) => costRow(p, "total")?.perYear)}
            {row("costTotal", (p) => costRow(p, "total")?.total)}
            {row("gap", (p) => (
              <ul className={styles.lines}>
                {p.costTable.rows
                  .filter((r) => r.kind === "gap")
                  .map((r) => (
                    <li key={r.label}>
                      <strong>{r.perYear}</strong> <span className={styles.small}>{r.label}</span>
                    </li>
                  ))}
              </ul>
            ))}
            {row("accreditation", (p) => (
              <>
                <strong>{p.accreditation.abbreviation}</strong> <span className={styles.small}>{p.accreditation.status}</span>
              </>
            ))}
            {row("outcomes", (p) => {
              const newest = newestOutcomes(p);
              return (
                <>
                  <span className={styles.small}>{newest.cohort}</span>
                  <ul className={styles.lines}>
                    {newest.rows.map((r) => (
                      <li key={r.measure}>
                        <strong>{r.value}</strong> <span className={styles.small}>{r.measure}</span>
                      </li>
                    ))}
                  </ul>
                </>
              );
            })}
            {row("deadline", (p) => {
              const date = p.deadline?.date;
              const status = deadlineStatus(date, p.cycle, today, labels);
              return (
                <>
                  {date ? <time dateTime={date}>{formatIsoDate(date)}</time> : labels.rollingDate}
                  <DeadlineStatus status={status} />
                </>
              );
            })}
            {row("apply", (p) => (
              <SmartLink to={p.applyPath}>
                {p.service.name}
                <span className="visually-hidden">{`: ${p.name}`}</span>
              </SmartLink>
            ))}
          </tbody>
        </table>
      </section>
      <SeeAll more={more} label={block.seeAllLabel} to={block.seeAllTo} />
    </Section>
  );
}
