import type { IGatsbyImageData } from "gatsby-plugin-image";
import Photo from "../../components/Photo/Photo";
import ParallaxImage from "../../components/ParallaxImage/ParallaxImage";
import Container from "../../components/Container/Container";
import ActionLinks from "../../components/ActionLinks/ActionLinks";
import * as styles from "./Hero.module.scss";

// The home page's opening: full-bleed beach photo under the transparent nav bar, headline (the
// page's only h1), lead and the two primary calls to action. Not a Reveal section: it must be
// visible at once, and its photo is the page's largest paint, so it loads eagerly, first.
export interface HeroProps {
  eyebrow?: string | null;
  headline: string;
  lead: string; // tokens already filled
  image: IGatsbyImageData | null;
  imageAlt: string;
  actions: readonly string[];
}

export default function Hero({ eyebrow, headline, lead, image, imageAlt, actions }: HeroProps) {
  return (
    <header className={styles.hero}>
      {image ? (
        <ParallaxImage className={styles.media}>
          <Photo image={image} alt={imageAlt} loading="eager" priority className={styles.image} />
        </ParallaxImage>
      ) : null}
      <div className={styles.scrim} aria-hidden="true" />
      <Container className={styles.content}>
        {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
        <h1 className={styles.headline}>{headline}</h1>
        <p className={styles.lead}>{lead}</p>
        <ActionLinks ids={actions} onDark />
      </Container>
    </header>
  );
}
