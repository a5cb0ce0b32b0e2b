import { graphql } from "gatsby";
import type { CSSProperties } from "react";
import Section from "../components/Section/Section";
import Icon from "../components/Icon/Icon";
import SmartLink from "../components/SmartLink/SmartLink";
import PageNav from "../components/PageNav/PageNav";
import ProgramActions from "../components/ProgramActions/ProgramActions";
import { useCallsToAction } from "../components/ActionLinks/useCallsToAction";
import * as styles from "./ProgramList.module.scss";

// The full program catalogue, phone first: a jump list of every program right under the heading
// (anchors = program slugs, the same ones home's "Learn more" links use), then one <article> per
// record of content/programs.json, in file order, named by its heading (aria-labelledby). The list
// item carries the slug as its id, so /academics#dental-medicine lands on the whole entry.
//
// Each card can be acted on: the whole card is one target, the program's own page (its name is the
// link, stretched over the card); above that layer, Apply leads to the How to Apply section of its
// page (Program.applyPath: its service, deadline and what to send), and a second button e-mails
// admissions with the program in the subject (Request Information): ProgramActions.
// Phones: the cards stack, each whole on one screen, so every program is read by scrolling down;
// from 768 px a grid.
// Long lists spread over numbered pages (a pageSize in the block; plugins/pages paging.ts): each
// page queries its own slice ($skip, $limit from the page context), so a page's HTML holds its
// programs only, and a pagination nav follows them; while every program fits one page, no nav.
export const query = graphql`
  fragment ProgramListBlock on ProgramListBlock {
    programList: block {
      id
      heading
      intro
      jumpLabel
      durationLabel
      degreeLabel
      pagesLabel
      previousLabel
      nextLabel
      content {
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
              duration {
                text
              }
              degree
              path
              applyPath
              ask: action(id: "requestInfo") {
                label
                href
                kind
              }
            }
          }
        }
        site {
          headerAction
        }
      }
    }
  }
`;

export default function ProgramList({ block }: { block: Queries.ProgramListBlockFragment["programList"] }) {
  const { id, heading, intro, jumpLabel, durationLabel, degreeLabel, pagesLabel, previousLabel, nextLabel } = block;
  const { programs, ...nav } = block.content.programs.listPage;
  const { resolve, opensEmail } = useCallsToAction();
  const apply = resolve(block.content.site.headerAction);
  return (
    <Section id={id} heading={heading} intro={intro} className={styles.section}>
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
      <ul className={styles.grid} aria-labelledby={`${id}-heading`}>
        {programs.map((program) => {
          const headingId = `${program.slug}-heading`;
          // The program colour is data, not design: it reaches CSS as a custom property.
          const colour = { "--program-color": program.color } as CSSProperties;
          return (
            <li key={program.slug} id={program.slug} className={styles.item} style={colour}>
              <article aria-labelledby={headingId} className={styles.program}>
                <h3 id={headingId} className={styles.name}>
                  <span className={styles.icon}>
                    <Icon svg={program.iconSvg} size={22} />
                  </span>
                  {/* The card's one target: its ::after covers the whole card. */}
                  <SmartLink to={program.path} className={styles.page}>
                    {program.name}
                  </SmartLink>
                </h3>
                <p className={styles.description}>{program.description}</p>
                <dl className={styles.facts}>
                  <div className={styles.fact}>
                    <dt>{durationLabel}</dt>
                    <dd>{program.duration.text}</dd>
                  </div>
                  <div className={styles.fact}>
                    <dt>{degreeLabel}</dt>
                    <dd>{program.degree}</dd>
                  </div>
                </dl>
                <ProgramActions
                  program={program.name}
                  actions={[{ ...apply, href: program.applyPath }, program.ask]}
                  opensEmail={opensEmail}
                  className={styles.actions}
                  buttonClassNames={[styles.apply, styles.ask]}
                />
              </article>
            </li>
          );
        })}
      </ul>
      <PageNav label={pagesLabel} previousLabel={previousLabel} nextLabel={nextLabel} {...nav} />
    </Section>
  );
}
