import { graphql } from "gatsby";
import type { CSSProperties } from "react";
import Section from "../../components/Section/Section";
import * as styles from "./ProgramCurriculum.module.scss";

// The curriculum year by year: an ordered list, side by side from 1024 px.
export const query = graphql`
  fragment ProgramCurriculumBlock on ProgramCurriculumBlock {
    programCurriculum: block {
      id
      heading
      content {
        programs {
          program(slug: $slug) {
            color
            curriculum {
              year
              label
              title
              summary
              courses
            }
          }
        }
      }
    }
  }
`;

export default function ProgramCurriculum({ block }: { block: Queries.ProgramCurriculumBlockFragment["programCurriculum"] }) {
  const { program } = block.content.programs;
  return (
    <Section {...block} tone="gulf">
      {/* The program colour is data, not design: it reaches CSS as a custom property. */}
      <ol className={styles.years} style={{ "--program-color": program.color } as CSSProperties}>
        {program.curriculum.map((year) => (
          <li key={year.year} className={styles.year}>
            <p className={styles.label}>{year.label}</p>
            <h3 className={styles.title}>{year.title}</h3>
            <p className={styles.summary}>{year.summary}</p>
            <ul className={styles.courses}>
              {year.courses.map((course) => (
                <li key={course}>{course}</li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </Section>
  );
}
