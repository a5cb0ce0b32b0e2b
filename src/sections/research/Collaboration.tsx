import { graphql } from "gatsby";
import Section from "../../components/Section/Section";
import ActionLinks from "../../components/ActionLinks/ActionLinks";
import * as styles from "./Collaboration.module.scss";

// Closing call to action (split media/text on ocean): partner with the Research Office (a mailto
// CTA from site.json), with an optional portrait photo beside the text.
export const query = graphql`
  fragment ResearchCollaboration on Content {
    researchPage {
      collaboration {
        id
        heading
        text
        actions
        photo {
          alt
          img(layout: CONSTRAINED, width: 448, aspectRatio: 0.8) {
            ...PhotoImg
          }
        }
      }
    }
  }
`;

export default function Collaboration({ content }: { content: Queries.ResearchCollaborationFragment }) {
  const { id, heading, text, actions, photo } = content.researchPage.collaboration;
  return (
    <Section id={id} heading={heading} intro={text} tone="ocean" photo={photo} photoClassName={styles.photo} className={styles.section}>
      <ActionLinks ids={actions} onDark />
    </Section>
  );
}
