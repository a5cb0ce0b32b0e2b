import Section from "../../components/Section/Section";
import Icon from "../../components/Icon/Icon";
import * as styles from "./RequirementsList.module.scss";

// Admission requirements (content/requirements.json) as a checklist. The section id is
// "requirements": the "View Detailed Requirements" CTA (site.json) points here.
export interface RequirementsListProps {
  id: string;
  heading: string;
  intro?: string | null;
  iconSvg: string; // icon drawn before each item (content names it; `iconSvg` GraphQL field)
  note?: string | null;
  requirements: readonly string[];
}

export default function RequirementsList({ id, heading, intro, iconSvg, note, requirements }: RequirementsListProps) {
  return (
    <Section id={id} heading={heading} intro={intro}>
      <ul className={styles.list}>
        {requirements.map((requirement) => (
          <li key={requirement} className={styles.item}>
            <Icon svg={iconSvg} size={24} className={styles.icon} />
            <span>{requirement}</span>
          </li>
        ))}
      </ul>
      {note ? <p className={styles.note}>{note}</p> : null}
    </Section>
  );
}
