import { graphql } from "gatsby";
import type { CSSProperties } from "react";
import Section from "../../components/Section/Section";
import Icon from "../../components/Icon/Icon";
import * as styles from "./ProgramList.module.scss";

// The full program catalogue, phone first: a jump list of every program right under the heading
// (anchors = program slugs, the same ones home's "Learn more" links use), then one compact
// <article> per record (a sideways-scrolling row on phones, a grid from 768 px) of content/programs.json, in file order, named by its heading
// (aria-labelledby). The list item carries the slug as its id, so /academics#dental-medicine
// lands on the whole entry, icon included.
export const query = graphql`
  fragment AcademicsProgramList on Content {
    academicsPage {
      programs {
        id
        heading
        intro
        jumpLabel
        durationLabel
        degreeLabel
      }
    }
    programs {
      programs {
        ...ProgramMark
        description
        duration {
          text
        }
        degree
      }
    }
  }
`;

export default function ProgramList({ content }: { content: Queries.AcademicsProgramListFragment }) {
  const page = content.academicsPage;
  const { id, heading, intro, jumpLabel, durationLabel, degreeLabel } = page.programs;
  const { programs } = content.programs;
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
      {/* On phones the list scrolls sideways: a scroll container must take keyboard focus
          (WCAG 2.1.1; axe scrollable-region-focusable), named by the section heading. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <ul className={styles.grid} tabIndex={0} aria-labelledby={`${id}-heading`}>
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
                  {program.name}
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
              </article>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
