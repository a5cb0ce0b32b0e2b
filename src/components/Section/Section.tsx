import * as React from "react";
import Band, { type BandTone } from "../Band/Band";
import SectionHeading from "../SectionHeading/SectionHeading";
import Photo from "../Photo/Photo";
import * as styles from "./Section.module.scss";

// A page section: a Band (tone, rhythm, Container, Reveal) rendered as a landmark <section>
// labelled by its heading. Every page section except a hero uses it.
// With a `photo` it becomes the split media/text pattern: heading and content in one column,
// the photo beside it from 1024 px (above it on phones when `photoFirst`, else below).
export type SectionTone = BandTone;

export interface SectionPhoto {
  alt: string;
  img: Queries.PhotoImgFragment;
}

export interface SectionProps {
  id: string; // anchor (kebab-case, from content); the heading gets `${id}-heading`
  heading?: string | null;
  intro?: string | null;
  eyebrow?: string | null;
  tone?: SectionTone;
  align?: "start" | "center"; // heading alignment: "center" for closing bands only (see SectionHeading)
  width?: "default" | "narrow" | "wide";
  photo?: SectionPhoto | null; // split media/text
  photoFirst?: boolean; // the photo on the leading side (and first on phones)
  photoClassName?: string; // a section's own framing of its photo (e.g. capping a portrait)
  className?: string;
  // false when a child is itself the labelled landmark (the story carousel region), so two
  // landmarks don't share one name.
  landmark?: boolean;
  children?: React.ReactNode;
}

export default function Section({
  id,
  heading,
  intro,
  eyebrow,
  tone = "default",
  align = "start",
  width = "default",
  photo,
  photoFirst = false,
  photoClassName,
  className,
  landmark = true,
  children,
}: SectionProps) {
  const headingId = `${id}-heading`;
  const headingBlock = heading ? <SectionHeading id={headingId} heading={heading} intro={intro} eyebrow={eyebrow} align={align} /> : null;
  return (
    <Band
      as="section"
      id={id}
      tone={tone}
      width={width}
      className={className}
      aria-labelledby={heading && landmark ? headingId : undefined}
    >
      {photo ? (
        <div className={[styles.split, photoFirst ? styles.photoFirst : ""].filter(Boolean).join(" ")}>
          <div className={styles.text}>
            {headingBlock}
            {children}
          </div>
          <div className={styles.media}>
            <Photo image={photo.img} alt={photo.alt} className={[styles.photo, photoClassName ?? ""].filter(Boolean).join(" ")} />
          </div>
        </div>
      ) : (
        <>
          {headingBlock}
          {children}
        </>
      )}
    </Band>
  );
}
