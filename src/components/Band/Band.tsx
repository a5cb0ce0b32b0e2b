import * as React from "react";
import Reveal from "../Reveal/Reveal";
import Container from "../Container/Container";
import * as styles from "./Band.module.scss";

// A full-width band of the page: vertical rhythm, a background tone, content in the Container,
// fading in via Reveal. Section is a Band with a heading; a Band alone holds blocks that carry
// their own headings (the mission/vision pair, the two student-support lists).
export type BandTone = "default" | "sand" | "ocean" | "navy";

export interface BandProps {
  as?: "section" | "div";
  id?: string;
  tone?: BandTone;
  width?: "default" | "narrow" | "wide";
  className?: string; // on the band
  innerClassName?: string; // on the Container
  "aria-labelledby"?: string;
  children?: React.ReactNode;
}

export default function Band({
  as = "div",
  id,
  tone = "default",
  width = "default",
  className,
  innerClassName,
  children,
  ...aria
}: BandProps) {
  const toneClass = { default: styles.toneDefault, sand: styles.toneSand, ocean: styles.toneOcean, navy: styles.toneNavy }[tone];
  const classes = [styles.band, toneClass, className ?? ""].filter(Boolean).join(" ");
  return (
    <Reveal as={as} id={id} className={classes} {...aria}>
      <Container width={width} className={innerClassName}>
        {children}
      </Container>
    </Reveal>
  );
}
