import type { IGatsbyImageData } from "gatsby-plugin-image";
import Photo from "../../components/Photo/Photo";
import Reveal from "../../components/Reveal/Reveal";
import Container from "../../components/Container/Container";
import SectionHeading from "../../components/SectionHeading/SectionHeading";
import * as styles from "./Organizations.module.scss";

// The student-organizations figure ("50+", from content/stats.json studentExperience) next to a
// photo and a short text. The figure's value comes first in the DOM, so it reads as it looks.
export interface OrganizationsStat {
  value: string;
  label: string;
}

export interface OrganizationsProps {
  id: string;
  heading: string;
  text: string;
  stats: readonly OrganizationsStat[];
  image?: IGatsbyImageData | null;
  imageAlt?: string | null;
}

export default function Organizations({ id, heading, text, stats, image, imageAlt }: OrganizationsProps) {
  const headingId = `${id}-heading`;
  return (
    <Reveal as="section" id={id} className={styles.section} aria-labelledby={headingId}>
      <Container className={image ? styles.split : undefined}>
        {image ? (
          <div className={styles.media}>
            <Photo image={image} alt={imageAlt ?? ""} className={styles.image} />
          </div>
        ) : null}
        <div className={styles.text}>
          <ul className={styles.figures}>
            {stats.map((stat) => (
              <li key={stat.label} className={styles.figure}>
                <span className={styles.value}>{stat.value}</span>
                <span className={styles.label}>{stat.label}</span>
              </li>
            ))}
          </ul>
          <SectionHeading id={headingId} heading={heading} intro={text} className={styles.heading} />
        </div>
      </Container>
    </Reveal>
  );
}
