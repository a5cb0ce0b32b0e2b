import { graphql } from "gatsby";
import Photo from "../../components/Photo/Photo";
import ParallaxImage from "../../components/ParallaxImage/ParallaxImage";
import Container from "../../components/Container/Container";
import ActionLinks from "../../components/ActionLinks/ActionLinks";
import { required } from "../../lib/required";
import * as styles from "./Hero.module.scss";

// The home page's opening: full-bleed photo under the transparent nav bar, headline (the page's
// only h1), lead and the two primary calls to action. Not a Reveal section: it must be visible at
// once, and its photo is the page's largest paint, so it loads eagerly, first, at the heroes'
// lighter quality (q=50, see PageHero; a no-op while the photo is from Pexels, which takes none).
export const query = graphql`
  fragment HomeHero on Query {
    homePageJson {
      hero {
        eyebrow
        headline
        lead
        actions
        photo {
          alt
          img(layout: FULL_WIDTH, quality: 50) {
            ...PhotoImg
          }
        }
      }
    }
  }
`;

export default function Hero({ data }: { data: Queries.HomeHeroFragment }) {
  const { eyebrow, headline, lead, actions, photo } = required(data.homePageJson, "content/homePage.json").hero;
  return (
    <header className={styles.hero}>
      <ParallaxImage className={styles.media}>
        <Photo image={photo.img} alt={photo.alt} loading="eager" priority className={styles.image} />
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
