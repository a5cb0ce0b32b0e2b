import { graphql } from "gatsby";
import Photo from "../../components/Photo/Photo";
import Section from "../../components/Section/Section";
import ActionLinks from "../../components/ActionLinks/ActionLinks";
import * as styles from "./Closing.module.scss";

// The closing call to action: Apply, Request Information, Schedule a Tour over an optional photo.
export const query = graphql`
  fragment HomeClosing on Content {
    homePage {
      closing {
        id
        heading
        text
        actions
        photo {
          img(layout: FULL_WIDTH, breakpoints: [480, 750, 1080, 1366]) {
            ...PhotoImg
          }
        }
      }
    }
  }
`;

export default function Closing({ content }: { content: Queries.HomeClosingFragment }) {
  const { id, heading, text, actions, photo } = content.homePage.closing;
  return (
    <Section id={id} heading={heading} tone="ocean" align="center" width="narrow" className={styles.section}>
      {photo ? (
        <div className={styles.backdrop} aria-hidden="true">
          {/* Decorative: the heading and text carry the message, so alt is empty. */}
          <Photo image={photo.img} alt="" className={styles.image} />
        </div>
      ) : null}
      <p className={styles.text}>{text}</p>
      <ActionLinks ids={actions} onDark align="center" />
    </Section>
  );
}
