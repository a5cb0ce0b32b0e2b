import { graphql } from "gatsby";
import Photo from "../../components/Photo/Photo";
import ParallaxImage from "../../components/ParallaxImage/ParallaxImage";
import Container from "../../components/Container/Container";
import ActionLinks from "../../components/ActionLinks/ActionLinks";
import * as styles from "./Hero.module.scss";

// The home page's opening: full-bleed photo under the transparent nav bar, headline (the page's
// only h1), lead and the two primary calls to action. Not a Reveal section: it must be visible at
// once, and its photo is the page's largest paint: img(hero: true) loads it eagerly, first, at the
// heroes' lighter quality (a no-op while the photo is from Pexels, which takes none).
export const query = graphql`
  fragment HomeHero on Content {
    homePage {
      hero {
        eyebrow
        headline
        lead
        actions
        photo {
          alt
          origin
          img(layout: FULL_WIDTH, hero: true) {
            ...PhotoImg
          }
        }
      }
    }
  }
`;

export default function Hero({ content }: { content: Queries.HomeHeroFragment }) {
  const { eyebrow, headline, lead, actions, photo } = content.homePage.hero;
  return (
    <header className={styles.hero}>
      <ParallaxImage className={styles.media}>
        <Photo image={photo.img} alt={photo.alt} className={styles.image} />
      </ParallaxImage>
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
