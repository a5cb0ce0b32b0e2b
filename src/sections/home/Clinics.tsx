import { graphql } from "gatsby";
import Photo from "../../components/Photo/Photo";
import Section from "../../components/Section/Section";
import Icon from "../../components/Icon/Icon";
import * as styles from "./Clinics.module.scss";

// University clinics: why training with real patients matters, four points and a photo.
export const query = graphql`
  fragment HomeClinics on Content {
    homePage {
      clinics {
        id
        eyebrow
        heading
        intro
        bullets
        photo {
          alt
          img(layout: CONSTRAINED, width: 720, aspectRatio: 1.5) {
            ...PhotoImg
          }
        }
      }
    }
    checkIcon: iconSvg(name: "CircleCheck")
  }
`;

export default function Clinics({ content }: { content: Queries.HomeClinicsFragment }) {
  const { id, eyebrow, heading, intro, bullets, photo } = content.homePage.clinics;
  return (
    <Section id={id} eyebrow={eyebrow} heading={heading} intro={intro}>
      <div className={styles.split}>
        <ul className={styles.bullets}>
          {bullets.map((bullet) => (
            <li key={bullet}>
              <Icon svg={content.checkIcon} size={24} className={styles.check} />
              <span>{bullet}</span>
            </li>
          ))}
        </ul>
        <div className={styles.media}>
          <Photo image={photo.img} alt={photo.alt} className={styles.image} />
        </div>
      </div>
    </Section>
  );
}
