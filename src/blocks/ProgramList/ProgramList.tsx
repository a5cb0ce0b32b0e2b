import { graphql } from "gatsby";
import type { CSSProperties } from "react";
import Section from "../../components/Section/Section";
import Icon from "../../components/Icon/Icon";
import SmartLink from "../../components/SmartLink/SmartLink";
import PageNav from "../../components/PageNav/PageNav";
import ProgramActions from "../../components/ProgramActions/ProgramActions";
import * as styles from "./ProgramList.module.scss";

// The full program catalogue: a jump list of every program (anchors = program slugs, the same
// ones home's "Learn more" links use), then one <article> per program, its list item carrying the
// slug as its id, so /academics#dental-medicine lands on the whole entry. The whole card links to
// the program's page (its name's link, stretched over the card); above that layer, Apply leads to
// the How to Apply section of its page and a second button e-mails admissions (ProgramActions).
// Long lists spread over numbered pages (plugins/pages paging.ts): each page queries its own
// slice ($skip, $limit), so a page's HTML holds its programs only.
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
          navAction {
            label
          }
          ui {
            opensEmail
          }
        }
      }
    }
  }
`;

export default function ProgramList({ block }: { block: Queries.ProgramListBlockFragment["programList"] }) {
  const { jumpLabel, durationLabel, degreeLabel, pagesLabel, previousLabel, nextLabel } = block;
  const { programs, ...nav } = block.content.programs.listPage;
  const { navAction, ui } = block.content.site;
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
                  actions={[{ label: navAction.label, href: program.applyPath }, program.ask]}
                  opensEmail={ui.opensEmail}
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
