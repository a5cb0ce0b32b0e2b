import { graphql } from "gatsby";
import Section from "../../components/Section/Section";
import Icon from "../../components/Icon/Icon";
import * as styles from "./Checklist.module.scss";

// A split: a few points, each with a check, beside a photo (below the points on phones).
export const query = graphql`
  fragment ChecklistBlock on ChecklistBlock {
    checklist: block {
      id
      eyebrow
      heading
      intro
      bullets
      photo {
        alt
        img(layout: CONSTRAINED, width: 640, aspectRatio: 1.5, outputPixelDensities: [0.5, 1, 1.25, 2]) {
          ...PhotoImg
        }
      }
      content {
        checkIcon: iconSvg(name: "CircleCheck")
      }
    }
  }
`;

export default function Checklist({ block }: { block: Queries.ChecklistBlockFragment["checklist"] }) {
  return (
    <Section {...block}>
      <ul className={styles.bullets}>
        {block.bullets.map((bullet) => (
          <li key={bullet}>
            <Icon svg={block.content.checkIcon} size={24} className={styles.check} />
            <span>{bullet}</span>
          </li>
        ))}
      </ul>
    </Section>
  );
}
