import { graphql } from "gatsby";
import type { CSSProperties } from "react";
import Section from "../../components/Section/Section";
import Card from "../../components/Card/Card";
import { formatYears } from "../../lib/format";
import { required } from "../../lib/required";
import * as styles from "./ProgramList.module.scss";

// The full program catalogue: one card per record of content/programs.json, in file order.
// Each card's list item carries the program slug as its id, so home's "Learn more" links
// (/academics#dental-medicine) land on the whole card, icon included.
export const query = graphql`
  fragment AcademicsProgramList on Query {
    academicsPageJson {
      programs {
        id
        heading
        intro
        durationLabel
        degreeLabel
      }
    }
    programsJson {
      programs {
        slug
        name
        iconSvg
        color
        description
        duration {
          minYears
          maxYears
        }
        degree
      }
    }
  }
`;

export default function ProgramList({ data }: { data: Queries.AcademicsProgramListFragment }) {
  const { id, heading, intro, durationLabel, degreeLabel } = required(data.academicsPageJson, "content/academicsPage.json").programs;
  const { programs } = required(data.programsJson, "content/programs.json");
  return (
    <Section id={id} heading={heading} intro={intro} className={styles.section}>
      <ul className={styles.grid}>
        {programs.map((program) => (
          // The program colour is data, not design: it reaches CSS as a custom property.
          <li key={program.slug} id={program.slug} className={styles.item} style={{ "--program-color": program.color } as CSSProperties}>
            <Card
              heading={program.name}
              headingId={`${program.slug}-heading`}
              iconSvg={program.iconSvg}
              iconColor={program.color}
              className={styles.card}
              footer={
                <dl className={styles.facts}>
                  <div className={styles.fact}>
                    <dt>{durationLabel}</dt>
                    <dd>{formatYears(program.duration.minYears, program.duration.maxYears)}</dd>
                  </div>
                  <div className={styles.fact}>
                    <dt>{degreeLabel}</dt>
                    <dd>{program.degree}</dd>
                  </div>
                </dl>
              }
            >
              <p>{program.description}</p>
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  );
}
