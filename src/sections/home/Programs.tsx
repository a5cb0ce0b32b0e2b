import type { CSSProperties } from "react";
import { graphql } from "gatsby";
import Section from "../../components/Section/Section";
import Icon from "../../components/Icon/Icon";
import SmartLink from "../../components/SmartLink/SmartLink";
import * as styles from "./Programs.module.scss";

// Academic Excellence: a centred statement over one compact tile per program record (two columns
// even on phones, four from 1024 px), each a link to the program's own page.
export const query = graphql`
  fragment HomePrograms on Content {
    homePage {
      programs {
        id
        heading
        intro
        learnMoreLabel
        learnMoreAccessibleLabel
      }
    }
    programs {
      programs {
        ...ProgramMark
        summary
        path
      }
    }
  }
`;

export default function Programs({ content }: { content: Queries.HomeProgramsFragment }) {
  const { id, heading, intro, learnMoreLabel, learnMoreAccessibleLabel } = content.homePage.programs;
  const { programs } = content.programs;
  return (
    <Section id={id} heading={heading} intro={intro} opener="statement">
      <ul className={styles.tiles}>
        {programs.map((program) => (
          // The program colour is data, not design: it reaches CSS as a custom property.
          <li key={program.slug} className={styles.tile} style={{ "--program-color": program.color } as CSSProperties}>
            <span className={styles.icon}>
              <Icon svg={program.iconSvg} size={22} />
            </span>
            <h3 className={styles.name}>{program.name}</h3>
            <p className={styles.summary}>{program.summary}</p>
            {/* The link stretches over the whole tile (CSS), so the tile is one big target. */}
            <SmartLink to={program.path} className={styles.more} aria-label={learnMoreAccessibleLabel.replace("{name}", program.name)}>
              {learnMoreLabel}
              <span aria-hidden="true" className={styles.arrow}>
                →
              </span>
            </SmartLink>
          </li>
        ))}
      </ul>
    </Section>
  );
}
