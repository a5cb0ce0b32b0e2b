import type * as React from "react";
import { graphql } from "gatsby";
import Photo from "../Photo/Photo";
import ParallaxImage from "../ParallaxImage/ParallaxImage";
import Container from "../Container/Container";
import ActionLinks, { HERO_ACTIONS_MARK } from "../ActionLinks/ActionLinks";
import { WIDE } from "./heroHint";
import * as styles from "./PageHero.module.scss";

export { heroHint, heroPhoto } from "./heroHint";

// The opening band of a page: eyebrow, the page's only <h1>, a lead paragraph, optional
// call-to-action ids and the page's photo (above the fold and the largest paint, so it is asked
// for with hero: true: eager, fetched first, lighter quality; the page's Head announces it with
// heroHint).
//
// Photo first on phones: the photo runs edge to edge at the top in a 4:3 crop (281 px tall at
// 375 px), the text below it. From 1024 px the photo fills one half of the band to the screen's
// edge in an 11:10 crop, the text in the other half. Each crop is its own file (art direction: a
// <picture>), so the file fits the box at every width instead of a landscape file stretched over
// a tall box. The home page's hero is the same band with the display size and the ocean tone,
// the whole first screen tall from 1024 px (its own, taller `wide` crop: src/blocks/Hero).
export const query = graphql`
  fragment HeroPhoto on StockPhoto {
    alt
    origin
    img(layout: FULL_WIDTH, aspectRatio: 1.333, hero: true, sizes: "100vw", breakpoints: [750, 1080]) {
      ...PhotoImg
    }
    wide: img(layout: FULL_WIDTH, aspectRatio: 1.1, hero: true, sizes: "55vw", breakpoints: [720, 1080, 1440, 1920]) {
      ...PhotoImg
    }
  }
`;

export interface PageHeroProps {
  eyebrow?: string | null;
  heading: string;
  lead: string;
  actions?: readonly string[] | null;
  /** Its phone crop (img) and its crop beside the text (wide); none for a plain banner (a policy page). */
  photo?: Queries.HeroPhotoFragment | null;
  /** Each page picks its tone and side, so no two neighbours open alike. */
  tone?: "white" | "sand" | "gulf" | "ocean";
  photoFirst?: boolean | null; // the photo on the left from 1024 px
  display?: boolean | null; // the home page: display size, under the transparent bar, the photo drifts (parallax)
  /** What a page adds under the lead, before the actions (a program's degree and length). */
  children?: React.ReactNode;
}

export default function PageHero({ eyebrow, heading, lead, actions, photo, tone = "sand", photoFirst, display, children }: PageHeroProps) {
  const onDark = tone === "ocean";
  // A literal map, not styles[tone]: a dynamic key would make the page's script carry every class.
  const toneClass = { white: styles.white, sand: styles.sand, gulf: styles.gulf, ocean: styles.ocean }[tone];
  const classes = [styles.hero, toneClass, photo ? "" : styles.plain, photoFirst ? styles.photoFirst : "", display ? styles.home : ""]
    .filter(Boolean)
    .join(" ");
  const image = photo ? (
    <Photo image={photo.img} sources={[{ media: WIDE, image: photo.wide }]} alt={photo.alt} className={styles.image} />
  ) : null;
  return (
    <header className={classes}>
      {image ? (
        display ? (
          <ParallaxImage className={styles.media}>{image}</ParallaxImage>
        ) : (
          <div className={styles.media}>{image}</div>
        )
      ) : null}
      <Container className={styles.inner}>
        <div className={styles.text}>
          {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
          <h1 className={styles.heading}>{heading}</h1>
          <p className={styles.lead}>{lead}</p>
          {children}
          {actions && actions.length > 0 ? (
            <ActionLinks ids={actions} onDark={onDark} className={styles.actions} mark={HERO_ACTIONS_MARK} />
          ) : null}
        </div>
      </Container>
    </header>
  );
}
