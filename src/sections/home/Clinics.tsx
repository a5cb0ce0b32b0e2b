import type { IGatsbyImageData } from "gatsby-plugin-image";
import Photo from "../../components/Photo/Photo";
import Section from "../../components/Section/Section";
import Icon from "../../components/Icon/Icon";
import * as styles from "./Clinics.module.scss";

// University clinics: why training with real patients matters, four points and a photo.
export interface ClinicsProps {
  id: string;
  eyebrow?: string | null;
  heading: string;
  intro?: string | null;
  bullets: readonly string[];
  image: IGatsbyImageData | null;
  imageAlt: string;
  /** Bullet check mark: Query.iconSvg(name: "CircleCheck") (src/components/Icon). */
  checkIconSvg: string;
}

export default function Clinics({ id, eyebrow, heading, intro, bullets, image, imageAlt, checkIconSvg }: ClinicsProps) {
  return (
    <Section id={id} eyebrow={eyebrow} heading={heading} intro={intro}>
      <div className={styles.split}>
        <ul className={styles.bullets}>
          {bullets.map((bullet) => (
            <li key={bullet}>
              <Icon svg={checkIconSvg} size={24} className={styles.check} />
              <span>{bullet}</span>
            </li>
          ))}
        </ul>
        {image ? (
          <div className={styles.media}>
            <Photo image={image} alt={imageAlt} className={styles.image} />
          </div>
        ) : null}
      </div>
    </Section>
  );
}
