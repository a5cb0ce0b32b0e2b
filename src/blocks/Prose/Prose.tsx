import { graphql } from "gatsby";
import PhotoSection from "../../components/PhotoSection/PhotoSection";
import * as styles from "./Prose.module.scss";

// Paragraphs (the first of several set larger, as a lead-in), with a photo beside them from 1024 px.
export const query = graphql`
  fragment ProseBlock on ProseBlock {
    prose: block {
      id
      heading
      paragraphs
      photo {
        alt
        img(layout: CONSTRAINED, width: 640, aspectRatio: 1.25, outputPixelDensities: [0.5, 1, 1.25, 2]) {
          ...PhotoImg
        }
      }
    }
  }
`;

export default function Prose({ block }: { block: Queries.ProseBlockFragment["prose"] }) {
  return (
    <PhotoSection {...block}>
      <div className={styles.text}>
        {block.paragraphs.map((paragraph, index) => (
          // The first paragraph is set larger, as a lead-in to the rest: a lone one is the text itself.
          <p key={paragraph} className={index === 0 && block.paragraphs.length > 1 ? styles.lead : undefined}>
            {paragraph}
          </p>
        ))}
      </div>
    </PhotoSection>
  );
}
