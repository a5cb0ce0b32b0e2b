import { graphql } from "gatsby";
import Section from "../../components/Section/Section";
import Icon from "../../components/Icon/Icon";
import * as styles from "./Requirements.module.scss";

// Admission requirements (content/requirements.json) as a checklist.
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
  const { iconSvg, note } = block;
  return (
    <Section {...block}>
      <ul className={styles.list}>
        {block.content.requirements.requirements.map((requirement) => (
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
