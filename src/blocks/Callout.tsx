import { graphql } from "gatsby";
import Section from "../components/Section/Section";
import ActionLinks from "../components/ActionLinks/ActionLinks";
import * as styles from "./Callout.module.scss";

// Closing call to action (a split on sand): partner with the Research Office (a mailto CTA from
// site.json), with a portrait photo beside the text.
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
  const { id, heading, text, actions, photo } = block;
  return (
    <Section id={id} heading={heading} intro={text} tone="sand" photo={photo} photoClassName={styles.photo}>
      <ActionLinks ids={actions} />
    </Section>
  );
}
