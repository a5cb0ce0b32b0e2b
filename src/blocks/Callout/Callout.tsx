import { graphql } from "gatsby";
import Section from "../../components/Section/Section";
import PhotoSection from "../../components/PhotoSection/PhotoSection";
import ActionLinks from "../../components/ActionLinks/ActionLinks";
import * as styles from "./Callout.module.scss";

// A call to action: a heading, a prompt and its buttons. "closing": a page's closing band,
// centred, on sand or gulf by the tone of the section above it: light either way, so it stands
// apart from the navy footer right below it. "photo": a split on sand beside a portrait photo
// (/research: partner with the Research Office). With "applications", the prompt starts with the
// sentence on applications as of the build's date (DeadlinesJson.summaryText), so it claims no
// more than the deadlines table shows.
export const query = graphql`
  fragment CalloutBlock on CalloutBlock {
    callout: block {
      layout
      id
      heading
      text
      actions
      tone
      applications
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
      content {
        deadlines {
          summaryText
        }
      }
    }
  }
`;

export default function Callout({ block }: { block: Queries.CalloutBlockFragment["callout"] }) {
  const { id, heading, photo } = block;
  const sentence = block.applications ? block.content.deadlines.summaryText : null;
  const intro = [sentence, block.text].filter(Boolean).join(" ");
  if (block.layout === "photo") {
    return (
      <PhotoSection id={id} heading={heading} intro={intro} tone="sand" photo={photo} photoClassName={styles.photo}>
        <ActionLinks ids={block.actions} />
      </PhotoSection>
    );
  }
  return (
    <Section id={id} heading={heading} intro={intro} tone={block.tone === "gulf" ? "gulf" : "sand"} opener="closing">
      <ActionLinks ids={block.actions} align="center" />
    </Section>
  );
}
