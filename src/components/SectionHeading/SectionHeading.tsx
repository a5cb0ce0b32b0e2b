import * as styles from "./SectionHeading.module.scss";

// Heading block of a section: optional eyebrow, the heading (h2 by default) and an intro paragraph.
// Colours inherit from the section tone, so it reads on sand, ocean and navy alike.
//
// THE ALIGNMENT RULE (one for the whole site): a section heading starts at the container's left
// edge, level with the content below it. Only a closing band (a short call-to-action band before
// the footer: ClosingBand, or home's closing Section) centres its heading. Never centre a heading
// above a grid, list or table: the eye would jump between a centred title and left-aligned rows.
export interface SectionHeadingProps {
  id?: string; // put on the heading so the section can be aria-labelledby it
  heading: string;
  intro?: string | null;
  eyebrow?: string | null;
  level?: 2 | 3;
  align?: "start" | "center"; // "center" for closing bands only (the rule above)
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
