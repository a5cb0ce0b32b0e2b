import * as React from "react";
import { revealClass } from "../Reveal/Reveal";
import Container from "../Container/Container";
import * as styles from "./Band.module.scss";

// A full-width band of the page: vertical rhythm, a background tone, content in the Container,
// fading in via Reveal. Section is a Band with a heading; a Band alone holds blocks that carry
// their own headings. A dark tone (ocean or navy) is used at most once between hero and footer.
export type BandTone = "default" | "mist" | "sand" | "gulf" | "ocean" | "navy";

export interface BandProps {
  as?: "section" | "div";
  id?: string;
  tone?: BandTone;
  width?: "default" | "narrow";
  className?: string; // on the band
  innerClassName?: string; // on the Container
  "aria-labelledby"?: string;
  children?: React.ReactNode;
}

export default function Band({
  as: Tag = "div",
  id,
  tone = "default",
  width = "default",
  className,
  innerClassName,
  children,
  ...aria
}: BandProps) {
  // A literal map, not styles[tone]: a dynamic key would make the page's script carry every class
  // name of the module.
  const toneClass = {
    default: styles.toneDefault,
    mist: styles.toneMist,
    sand: styles.toneSand,
    gulf: styles.toneGulf,
    ocean: styles.toneOcean,
    navy: styles.toneNavy,
  }[tone];
  return (
    <Tag className={[revealClass, styles.band, toneClass, className ?? ""].filter(Boolean).join(" ")} id={id} {...aria}>
      <Container width={width} className={innerClassName}>
        {children}
      </Container>
    </Tag>
  );
}
