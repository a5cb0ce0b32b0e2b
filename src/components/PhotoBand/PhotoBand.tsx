import * as React from "react";
import { revealClass } from "../Reveal/Reveal";
import Container from "../Container/Container";
import SectionHeading from "../SectionHeading/SectionHeading";
import Photo from "../Photo/Photo";
import * as styles from "./PhotoBand.module.scss";

// The photo band opener (at most once per page): a photo that carries the section, edge to edge,
// and the section's heading and content in a panel over its edge, never bare on the photo. Up to
// 1280 px the photo spans the screen and the panel rises over its lower edge; from 1280 px the
// photo fills the band's right 62% to the screen's edge and the panel overlaps its left edge.
// One 5:4 crop serves both: the section's fragment asks for it with
// `img(layout: FULL_WIDTH, aspectRatio: 1.25, sizes: "(min-width: 80em) 75vw, 100vw")`.
export interface PhotoBandProps {
  id: string;
  heading: string;
  intro?: string | null;
  eyebrow?: string | null;
  photo: { alt: string; img: Queries.PhotoImgFragment };
  tone?: "sand" | "white"; // the band behind the panel, by its neighbours' tones
  children?: React.ReactNode;
}

export default function PhotoBand({ id, heading, intro, eyebrow, photo, tone = "sand", children }: PhotoBandProps) {
  const headingId = `${id}-heading`;
  return (
    <section className={[revealClass, styles.band, tone === "white" ? styles.white : ""].join(" ")} id={id} aria-labelledby={headingId}>
      <Photo image={photo.img} alt={photo.alt} className={styles.photo} />
      <Container className={styles.inner}>
        <div className={styles.panel}>
          <SectionHeading id={headingId} heading={heading} intro={intro} eyebrow={eyebrow} className={styles.heading} />
          {children}
        </div>
      </Container>
    </section>
  );
}
