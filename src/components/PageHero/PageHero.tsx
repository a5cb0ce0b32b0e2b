import { graphql } from "gatsby";
import Photo from "../Photo/Photo";
import Container from "../Container/Container";
import ActionLinks from "../ActionLinks/ActionLinks";
import * as styles from "./PageHero.module.scss";

// The opening band of an inner page: eyebrow, the page's only <h1>, a lead paragraph, optional
// call-to-action ids and the page's photo (above the fold and usually the largest paint, so it
// is asked for with hero: true: eager, fetched first, lighter quality; the page's Head announces it
// with heroHint).
//
// One system, three faces, so the five inner pages don't open alike:
//   layout "split"  text beside a framed photo from 1024 px (photoFirst puts the photo on the left)
//   layout "banner" the text across the band, then a wide photo strip rising out of its lower edge
//                   (room for a row of three buttons: /admissions)
//   tone   "navy" (deep gradient, white text) or "sand" (warm light band, navy text)
// The fragment asks for both crops; a page uses the one its layout shows.
export const query = graphql`
  fragment PageHero on PageHero {
    eyebrow
    heading
    lead
    actions
    photo {
      alt
      origin
      img(layout: CONSTRAINED, width: 720, aspectRatio: 1.33, hero: true) {
        ...PhotoImg
      }
      wide: img(layout: FULL_WIDTH, aspectRatio: 2.4, hero: true) {
        ...PhotoImg
      }
    }
  }
`;

/** How a page's hero is laid out: each page picks its combination, so no two neighbours open alike. */
export interface PageHeroLayout {
  layout?: "split" | "banner";
  tone?: "navy" | "sand";
  photoFirst?: boolean;
}

export interface PageHeroProps extends PageHeroLayout {
  hero: Queries.PageHeroFragment;
}

/** The crop a layout shows. */
function heroImage(hero: Queries.PageHeroFragment, layout: PageHeroLayout["layout"]): Queries.PhotoImgFragment {
  return layout === "banner" ? hero.photo.wide : hero.photo.img;
}

/** The hint the page's Head prints for its hero photo (Seo's `hero`): the crop the page shows. */
export function heroHint(hero: Queries.PageHeroFragment, { layout }: PageHeroLayout) {
  return { origin: hero.photo.origin, img: heroImage(hero, layout) };
}

export default function PageHero({ hero, layout = "split", tone = "navy", photoFirst = false }: PageHeroProps) {
  const { eyebrow, heading, lead, actions, photo } = hero;
  const onDark = tone === "navy";
  const classes = [styles.hero, styles[tone], styles[layout], photoFirst ? styles.photoFirst : ""].filter(Boolean).join(" ");
  const image = heroImage(hero, layout);
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
          <Photo image={image} alt={photo.alt} className={styles.image} />
        </div>
      </Container>
    </header>
  );
}
