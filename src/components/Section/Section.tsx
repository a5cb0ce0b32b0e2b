import * as React from "react";
import Band, { type BandTone } from "../Band/Band";
import SectionHeading, { type OpenerKind } from "../SectionHeading/SectionHeading";
import Photo from "../Photo/Photo";
import * as styles from "./Section.module.scss";

// A page section: a Band (tone, rhythm, Container, Reveal) rendered as a landmark <section>
// labelled by its heading. `opener` is how it opens (SectionHeading lists the kinds; README,
// Design system, says when to use which). A split has two columns from 1024 px: the heading,
// intro and `children` on the left, and `aside` on the right; on phones the aside follows.
// `photo` is the usual aside, and makes the section a split by itself; beside a list or a
// carousel the aside gets the wider share and the heading stays in view.
// A block spreads its own data in (`<Section {...block}>`): its id, heading, intro, eyebrow, photo.

export interface SectionProps {
  id: string; // anchor (kebab-case, from content); the heading gets `${id}-heading`
  heading?: string | null;
  intro?: string | null;
  eyebrow?: string | null;
  tone?: BandTone;
  opener?: OpenerKind; // "split" when an aside or a photo is given, else "plain"
  width?: "default" | "narrow";
  aside?: React.ReactNode; // the split's right column
  photo?: { alt: string; img: Queries.PhotoImgFragment } | null; // the split's right column: a photo
  photoFirst?: boolean; // the aside on the left from 1024 px
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
  opener,
  width = "default",
  aside,
  photo,
  photoFirst = false,
  photoClassName,
  className,
  landmark = true,
  children,
}: SectionProps) {
  const headingId = `${id}-heading`;
  const side = photo ? (
    <Photo image={photo.img} alt={photo.alt} className={[styles.photo, photoClassName ?? ""].filter(Boolean).join(" ")} />
  ) : (
    aside
  );
  const kind = opener ?? (side ? "split" : "plain");
  const headingBlock = heading ? <SectionHeading id={headingId} heading={heading} intro={intro} eyebrow={eyebrow} opener={kind} /> : null;
  return (
    <Band
      as="section"
      id={id}
      tone={tone}
      width={width}
      className={className}
      aria-labelledby={heading && landmark ? headingId : undefined}
    >
      {side ? (
        <div className={[styles.split, photo ? "" : styles.listSplit, photoFirst ? styles.asideFirst : ""].filter(Boolean).join(" ")}>
          <div className={styles.text}>
            {headingBlock}
            {children}
          </div>
          <div className={styles.aside}>{side}</div>
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
