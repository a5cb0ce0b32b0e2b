import * as React from "react";
import Reveal from "../Reveal/Reveal";
import Container from "../Container/Container";
import SectionHeading from "../SectionHeading/SectionHeading";
import * as styles from "./Section.module.scss";

// A page section: landmark <section> labelled by its heading, fades in via Reveal, coloured by
// `tone`, content centred in a Container. Every page section except a hero uses it.
export type SectionTone = "default" | "sand" | "ocean" | "navy";

export interface SectionProps {
  id: string; // anchor (kebab-case, from content); the heading gets `${id}-heading`
  heading?: string | null;
  intro?: string | null;
  eyebrow?: string | null;
  tone?: SectionTone;
  align?: "start" | "center"; // heading alignment
  width?: "default" | "narrow" | "wide";
  className?: string;
  // false when a child is itself the labelled landmark (the story carousel region), so two
  // landmarks don't share one name.
  landmark?: boolean;
  children?: React.ReactNode;
}

export default function Section({ id, heading, intro, eyebrow, tone = "default", align = "start", width = "default", className, landmark = true, children }: SectionProps) {
  const headingId = `${id}-heading`;
  const toneClass = { default: styles.toneDefault, sand: styles.toneSand, ocean: styles.toneOcean, navy: styles.toneNavy }[tone];
  const classes = [styles.section, toneClass, className ?? ""].filter(Boolean).join(" ");
  return (
    <Reveal as="section" id={id} className={classes} aria-labelledby={heading && landmark ? headingId : undefined}>
      <Container width={width}>
        {heading ? <SectionHeading id={headingId} heading={heading} intro={intro} eyebrow={eyebrow} align={align} /> : null}
        {children}
      </Container>
    </Reveal>
  );
}
