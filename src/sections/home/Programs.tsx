import { graphql } from "gatsby";
import Section from "../../components/Section/Section";
import Card from "../../components/Card/Card";
import SmartLink from "../../components/SmartLink/SmartLink";
import { required } from "../../lib/required";
import * as styles from "./Programs.module.scss";

// Academic Excellence: one card per program record, each linking to its anchor on /academics.
export const query = graphql`
  fragment HomePrograms on Query {
    homePageJson {
      programs {
        id
        heading
        intro
        learnMoreLabel
        learnMoreAccessibleLabel
      }
    }
    programsJson {
      programs {
        slug
        name
        iconSvg
        color
        summary
      }
    }
  }
`;

export default function Programs({ data }: { data: Queries.HomeProgramsFragment }) {
  const { id, heading, intro, learnMoreLabel, learnMoreAccessibleLabel } = required(data.homePageJson, "content/homePage.json").programs;
  const { programs } = required(data.programsJson, "content/programs.json");
  return (
    <Section id={id} heading={heading} intro={intro}>
      <ul className={styles.grid}>
        {programs.map((program) => (
          <Card
            key={program.slug}
            as="li"
            heading={program.name}
            iconSvg={program.iconSvg}
            iconColor={program.color}
            footer={
              <SmartLink
                to={`/academics#${program.slug}`}
                className={styles.more}
                aria-label={learnMoreAccessibleLabel.replace("{name}", program.name)}
              >
                {learnMoreLabel}
                <span aria-hidden="true" className={styles.arrow}>
                  →
                </span>
              </SmartLink>
            }
          >
            <p>{program.summary}</p>
          </Card>
        ))}
      </ul>
    </Section>
  );
}
