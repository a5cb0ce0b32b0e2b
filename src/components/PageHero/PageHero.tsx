import * as React from "react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import Photo from "../Photo/Photo";
import Container from "../Container/Container";
import ActionLinks from "../ActionLinks/ActionLinks";
import * as styles from "./PageHero.module.scss";

// The opening band of an inner page: eyebrow, the page's only <h1>, a lead paragraph, optional
// call-to-action ids and an optional photo (above the fold and usually the largest paint, so it
// loads eagerly with fetchpriority=high; the page's Head preconnects to its CDN, see Seo `preconnect`).
export interface PageHeroProps {
  heading: string;
  eyebrow?: string | null;
  lead?: string | null;
  image?: IGatsbyImageData | null; // photo { gatsbyImageData(layout: CONSTRAINED, width: 720, aspectRatio: 1.33) }
  imageAlt?: string | null;
  actions?: readonly string[] | null;
  children?: React.ReactNode;
}

export default function PageHero({ heading, eyebrow, lead, image, imageAlt, actions, children }: PageHeroProps) {
  return (
    <header className={[styles.hero, image ? styles.withImage : ""].filter(Boolean).join(" ")}>
      <Container className={styles.inner}>
        <div className={styles.text}>
          {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
          <h1 className={styles.heading}>{heading}</h1>
          {lead ? <p className={styles.lead}>{lead}</p> : null}
          {children}
          {actions && actions.length > 0 ? <ActionLinks ids={actions} onDark /> : null}
        </div>
        {image ? (
          <div className={styles.media}>
            <Photo image={image} alt={imageAlt ?? ""} loading="eager" priority className={styles.image} />
          </div>
        ) : null}
      </Container>
    </header>
  );
}
