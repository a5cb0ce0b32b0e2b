import * as React from "react";
import Band, { type BandTone } from "../Band/Band";
import SectionHeading, { type OpenerKind } from "../SectionHeading/SectionHeading";
import * as styles from "./Section.module.scss";

// A page section: a Band (tone, rhythm, Container, Reveal) rendered as a landmark <section>
// labelled by its heading. `opener` is how it opens (SectionHeading lists the kinds; README,
// Design system, says when to use which). A split has two columns from 1024 px: the heading,
// intro and `children` on the left, and `aside` on the right; on phones the aside follows.
// A photo is the usual aside (PhotoSection, which holds the photo's code: most sections that hydrate
// in the browser show none); beside a list or a carousel the aside gets the wider share and the
// heading stays in view.
// A block spreads its own data in (`<Section {...block}>`): its id, heading, intro, eyebrow.

export interface SectionProps {
  id: string; // anchor (kebab-case, from content); the heading gets `${id}-heading`
  heading?: string | null;
  intro?: string | null;
  eyebrow?: string | null;
  tone?: BandTone;
  opener?: OpenerKind; // "split" when an aside or a photo is given, else "plain"
  width?: "default" | "narrow";
  aside?: React.ReactNode; // the split's right column
  asideIsPhoto?: boolean; // the aside is a photo (PhotoSection), not a list's wider share
  photoFirst?: boolean; // the aside on the left from 1024 px
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
  asideIsPhoto = false,
  photoFirst = false,
  className,
  landmark = true,
  children,
}: SectionProps) {
  const headingId = `${id}-heading`;
  const side = aside;
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
        <div
          className={[styles.split, asideIsPhoto ? "" : styles.listSplit, photoFirst ? styles.asideFirst : ""].filter(Boolean).join(" ")}
        >
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
