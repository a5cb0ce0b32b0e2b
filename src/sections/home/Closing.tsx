import type { IGatsbyImageData } from "gatsby-plugin-image";
import Photo from "../../components/Photo/Photo";
import Section from "../../components/Section/Section";
import ActionLinks from "../../components/ActionLinks/ActionLinks";
import * as styles from "./Closing.module.scss";

// The closing call to action: Apply, Request Information, Schedule a Tour over an optional photo.
export interface ClosingProps {
  id: string;
  heading: string;
  text: string;
  image?: IGatsbyImageData | null;
  actions: readonly string[];
}

export default function Closing({ id, heading, text, image, actions }: ClosingProps) {
  return (
    <Section id={id} heading={heading} tone="ocean" align="center" width="narrow" className={styles.section}>
      {image ? (
        <div className={styles.backdrop} aria-hidden="true">
          {/* Decorative: the heading and text carry the message, so alt is empty. */}
          <Photo image={image} alt="" className={styles.image} />
        </div>
      ) : null}
      <p className={styles.text}>{text}</p>
      <ActionLinks ids={actions} onDark align="center" />
    </Section>
  );
}
