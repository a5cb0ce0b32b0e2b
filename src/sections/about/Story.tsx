import type { IGatsbyImageData } from "gatsby-plugin-image";
import Photo from "../../components/Photo/Photo";
import Section from "../../components/Section/Section";
import * as styles from "./Story.module.scss";

// "Our Story": the founding narrative as paragraphs, with a photo beside it from 1024 px.
export interface StoryProps {
  id: string;
  heading: string;
  paragraphs: readonly string[];
  image?: IGatsbyImageData | null;
  imageAlt?: string | null;
}

export default function Story({ id, heading, paragraphs, image, imageAlt }: StoryProps) {
  return (
    <Section id={id} heading={heading}>
      <div className={image ? styles.split : undefined}>
        <div className={styles.text}>
          {paragraphs.map((paragraph, index) => (
            // The first paragraph is set larger, as a lead-in.
            <p key={paragraph} className={index === 0 ? styles.lead : undefined}>
              {paragraph}
            </p>
          ))}
        </div>
        {image ? (
          <div className={styles.media}>
            <Photo image={image} alt={imageAlt ?? ""} className={styles.image} />
          </div>
        ) : null}
      </div>
    </Section>
  );
}
