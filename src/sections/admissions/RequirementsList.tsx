import { graphql } from "gatsby";
import Section from "../../components/Section/Section";
import Icon from "../../components/Icon/Icon";
import * as styles from "./RequirementsList.module.scss";

// Admission requirements (content/requirements.json) as a checklist. The section id is
// "requirements": the "View Detailed Requirements" CTA (site.json) points here.
export const query = graphql`
  fragment AdmissionsRequirements on Content {
    admissionsPage {
      requirements {
        id
        heading
        intro
        iconSvg
        note
      }
    }
    requirements {
      requirements
    }
  }
`;

export default function RequirementsList({ content }: { content: Queries.AdmissionsRequirementsFragment }) {
  const { id, heading, intro, iconSvg, note } = content.admissionsPage.requirements;
  const { requirements } = content.requirements;
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
