import { graphql } from "gatsby";
import Photo from "../Photo/Photo";
import Container from "../Container/Container";
import ActionLinks from "../ActionLinks/ActionLinks";
import * as styles from "./PageHero.module.scss";

// The opening band of an inner page: eyebrow, the page's only <h1>, a lead paragraph, optional
// call-to-action ids and the page's photo (above the fold and usually the largest paint, so it
// loads eagerly with fetchpriority=high; the post-build step adds the preconnect to its CDN).
//
// One system, three faces, so the five inner pages don't open alike:
//   layout "split"  text beside a framed photo from 1024 px (photoFirst puts the photo on the left)
//   layout "banner" the text across the band, then a wide photo strip rising out of its lower edge
//                   (room for a row of three buttons: /admissions)
//   tone   "navy" (deep gradient, white text) or "sand" (warm light band, navy text)
// The fragment asks for both crops; a page uses the one its layout shows. Both at q=50 rather than
// the default 70: the hero is the page's largest paint, and at 50 a detailed photo's phone
// candidate fits the first round trip of its CDN connection (about 13 KB instead of 24 on
// /student-experience), with no loss a phone shows (compared side by side at 2x).
export const query = graphql`
  fragment PageHero on PageHero {
    eyebrow
    heading
    lead
    actions
    photo {
      alt
      img(layout: CONSTRAINED, width: 720, aspectRatio: 1.33, quality: 50) {
        ...PhotoImg
      }
      wide: img(layout: FULL_WIDTH, aspectRatio: 2.4, quality: 50) {
        ...PhotoImg
      }
    }
  }
`;

export interface PageHeroProps {
  hero: Queries.PageHeroFragment;
  layout?: "split" | "banner";
  tone?: "navy" | "sand";
  photoFirst?: boolean;
}

export default function PageHero({ hero, layout = "split", tone = "navy", photoFirst = false }: PageHeroProps) {
  const { eyebrow, heading, lead, actions, photo } = hero;
  const onDark = tone === "navy";
  const classes = [styles.hero, styles[tone], styles[layout], photoFirst ? styles.photoFirst : ""].filter(Boolean).join(" ");
  const image = layout === "banner" ? photo.wide : photo.img;
  return (
    <header className={classes}>
      <Container className={styles.inner}>
        <div className={styles.text}>
          {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
          <h1 className={styles.heading}>{heading}</h1>
          <p className={styles.lead}>{lead}</p>
          {actions && actions.length > 0 ? <ActionLinks ids={actions} onDark={onDark} className={styles.actions} /> : null}
        </div>
        <div className={styles.media}>
          <Photo image={image} alt={photo.alt} loading="eager" priority className={styles.image} />
        </div>
      </Container>
    </header>
  );
}
