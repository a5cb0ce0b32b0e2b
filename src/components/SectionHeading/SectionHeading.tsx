import * as styles from "./SectionHeading.module.scss";

// Heading block of a section: optional eyebrow, the heading (h2 by default) and an intro paragraph.
// Colours inherit from the section tone, so it reads on sand, ocean and navy alike.
export interface SectionHeadingProps {
  id?: string; // put on the heading so the section can be aria-labelledby it
  heading: string;
  intro?: string | null;
  eyebrow?: string | null;
  level?: 2 | 3;
  align?: "start" | "center";
  className?: string;
}

export default function SectionHeading({ id, heading, intro, eyebrow, level = 2, align = "start", className }: SectionHeadingProps) {
  const Heading = level === 2 ? "h2" : "h3";
  const classes = [styles.block, align === "center" ? styles.center : "", className ?? ""].filter(Boolean).join(" ");
  return (
    <div className={classes}>
      {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
      <Heading id={id} className={level === 2 ? styles.heading : styles.subheading}>
        {heading}
      </Heading>
      {intro ? <p className={styles.intro}>{intro}</p> : null}
    </div>
  );
}
