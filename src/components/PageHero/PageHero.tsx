import { graphql } from "gatsby";
import Photo from "../Photo/Photo";
import Container from "../Container/Container";
import ActionLinks from "../ActionLinks/ActionLinks";
import * as styles from "./PageHero.module.scss";

// The opening band of an inner page: eyebrow, the page's only <h1>, a lead paragraph, optional
// call-to-action ids and the page's photo (above the fold and usually the largest paint, so it
// loads eagerly with fetchpriority=high; the page's Head preconnects to its CDN, see Seo `preconnect`).
export const query = graphql`
  fragment PageHero on PageHero {
    eyebrow
    heading
    lead
    actions
    photo {
      alt
      gatsbyImageData(layout: CONSTRAINED, width: 720, aspectRatio: 1.33)
    }
  }
`;

export default function PageHero({ hero }: { hero: Queries.PageHeroFragment }) {
  const { eyebrow, heading, lead, actions, photo } = hero;
  return (
    <header className={styles.hero}>
      <Container className={styles.inner}>
        <div className={styles.text}>
          {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
          <h1 className={styles.heading}>{heading}</h1>
          <p className={styles.lead}>{lead}</p>
          {actions && actions.length > 0 ? <ActionLinks ids={actions} onDark /> : null}
        </div>
        <div className={styles.media}>
          <Photo image={photo.gatsbyImageData} alt={photo.alt} loading="eager" priority className={styles.image} />
        </div>
      </Container>
    </header>
  );
}
