import { graphql } from "gatsby";
import Section from "../../components/Section/Section";
import ActionLinks from "../../components/ActionLinks/ActionLinks";
import * as styles from "./Callout.module.scss";

// A call to action beside a portrait photo, on sand (/research: partner with the Research Office).
export const query = graphql`
  fragment CalloutBlock on CalloutBlock {
    callout: block {
      id
      heading
      text
      actions
      photo {
        alt
        img(
          layout: CONSTRAINED
          width: 448
          aspectRatio: 0.8
          outputPixelDensities: [0.5, 1, 1.5, 2]
          sizes: "(min-width: 64em) 384px, 92vw"
        ) {
          ...PhotoImg
        }
      }
    }
  }
`;

export default function Callout({ block }: { block: Queries.CalloutBlockFragment["callout"] }) {
  return (
    <Section {...block} intro={block.text} tone="sand" photoClassName={styles.photo}>
      <ActionLinks ids={block.actions} />
    </Section>
  );
}
