import { graphql } from "gatsby";
import Section from "../components/Section/Section";
import Icon from "../components/Icon/Icon";
import * as styles from "./Requirements.module.scss";

// Admission requirements (content/requirements.json) as a checklist. The section id is
// "requirements": the "View Detailed Requirements" CTA (site.json) points here.
export const query = graphql`
  fragment RequirementsBlock on RequirementsBlock {
    requirements: block {
      id
      heading
      intro
      iconSvg
      note
      content {
        requirements {
          requirements
        }
      }
    }
  }
`;

export default function Requirements({ block }: { block: Queries.RequirementsBlockFragment["requirements"] }) {
  const { id, heading, intro, iconSvg, note } = block;
  const { requirements } = block.content.requirements;
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
