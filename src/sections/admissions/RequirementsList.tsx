import { graphql } from "gatsby";
import Section from "../../components/Section/Section";
import Icon from "../../components/Icon/Icon";
import { required } from "../../lib/required";
import * as styles from "./RequirementsList.module.scss";

// Admission requirements (content/requirements.json) as a checklist. The section id is
// "requirements": the "View Detailed Requirements" CTA (site.json) points here.
export const query = graphql`
  fragment AdmissionsRequirements on Query {
    admissionsPageJson {
      requirements {
        id
        heading
        intro
        iconSvg
        note
      }
    }
    requirementsJson {
      requirements
    }
  }
`;

export default function RequirementsList({ data }: { data: Queries.AdmissionsRequirementsFragment }) {
  const { id, heading, intro, iconSvg, note } = required(data.admissionsPageJson, "content/admissionsPage.json").requirements;
  const { requirements } = required(data.requirementsJson, "content/requirements.json");
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
