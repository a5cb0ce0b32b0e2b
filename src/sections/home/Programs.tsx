import Section from "../../components/Section/Section";
import Card from "../../components/Card/Card";
import SmartLink from "../../components/SmartLink/SmartLink";
import * as styles from "./Programs.module.scss";

// Academic Excellence: one card per program record, each linking to its anchor on /academics.
export interface ProgramSummary {
  slug: string;
  name: string;
  iconSvg: string;
  color: string;
  summary: string;
}

export interface ProgramsProps {
  id: string;
  heading: string;
  intro?: string | null;
  learnMoreLabel: string;
  learnMoreAccessibleLabel: string; // "Learn more about {name}"
  programs: readonly ProgramSummary[];
}

export default function Programs({ id, heading, intro, learnMoreLabel, learnMoreAccessibleLabel, programs }: ProgramsProps) {
  return (
    <Section id={id} heading={heading} intro={intro} align="center">
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
