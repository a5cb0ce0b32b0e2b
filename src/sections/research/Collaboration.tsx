import type { IGatsbyImageData } from "gatsby-plugin-image";
import Photo from "../../components/Photo/Photo";
import Reveal from "../../components/Reveal/Reveal";
import Container from "../../components/Container/Container";
import SectionHeading from "../../components/SectionHeading/SectionHeading";
import ActionLinks from "../../components/ActionLinks/ActionLinks";
import * as styles from "./Collaboration.module.scss";

// Closing call to action: partner with the Research Office (a mailto CTA from site.json), with an
// optional photo beside the text. Built from Reveal + Container rather than Section because the
// heading sits in the text column, beside the photo, not above both.
export interface CollaborationProps {
  id: string;
  heading: string;
  text: string;
  actions: readonly string[];
  image?: IGatsbyImageData | null;
  imageAlt?: string | null;
}

export default function Collaboration({ id, heading, text, actions, image, imageAlt }: CollaborationProps) {
  const headingId = `${id}-heading`;
  return (
    <Reveal as="section" id={id} className={styles.section} aria-labelledby={headingId}>
      <Container>
        <div className={image ? styles.split : undefined}>
          <div className={styles.text}>
            <SectionHeading id={headingId} heading={heading} intro={text} className={styles.headingBlock} />
            <ActionLinks ids={actions} onDark />
          </div>
          {image ? (
            <div className={styles.media}>
              <Photo image={image} alt={imageAlt ?? ""} className={styles.image} />
            </div>
          ) : null}
        </div>
      </Container>
    </Reveal>
  );
}
