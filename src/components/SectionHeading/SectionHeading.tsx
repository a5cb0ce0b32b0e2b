import * as styles from "./SectionHeading.module.scss";

// Heading block of a section: optional eyebrow, the h2 heading and an intro paragraph.
// Colours inherit from the band's tone, so it reads on white, sand, gulf, ocean and navy alike.
//
// Its look is the section's opener (README, Design system), chosen by what the section holds:
//   plain      the heading at the container's left edge, nothing added (a section that follows
//              another of its kind, a panel inside a band)
//   statement  the wave device, eyebrow, a centred heading and a short lead (at most 40rem):
//              above a grid or a list (programs, values, features)
//   split      the heading with the short gold bar under it, left column of a split (Section
//              puts the right column beside it from 1024 px): narrative sections
//   figures    the heading small, in capitals: the figures below it are the opener
// (The fourth opener, the photo band, is its own component: PhotoBand.) A page's closing band
// (a callout block's closing layout) centres its heading and prompt like a statement, without the
// wave: "closing".
export type OpenerKind = "plain" | "statement" | "split" | "figures" | "closing";

export interface SectionHeadingProps {
  id?: string; // put on the heading so the section can be aria-labelledby it
  heading: string;
  intro?: string | null;
  eyebrow?: string | null;
  opener?: OpenerKind;
  className?: string;
}

export default function SectionHeading({ id, heading, intro, eyebrow, opener = "plain", className }: SectionHeadingProps) {
  // A literal map, not styles[opener]: a dynamic key would make the page's script carry every
  // class name of the module.
  const kind = { plain: "", statement: styles.statement, split: styles.split, figures: styles.figures, closing: styles.closing }[opener];
  return (
    <div className={[styles.block, kind, className ?? ""].filter(Boolean).join(" ")}>
      {opener === "statement" ? (
        // The one graphic device: the two wave lines of the logo's mark (src/components/Logo), in
        // the text colour (the second line lighter). Decorative, for this opener only.
        <svg
          className={styles.wave}
          viewBox="14 34 36 15"
          width="56"
          height="24"
          fill="none"
          stroke="currentColor"
          strokeWidth="3"
          strokeLinecap="round"
          aria-hidden="true"
          focusable="false"
        >
          <path d="M15.5 39.5Q20 36 24.5 39.5T33.5 39.5T42.5 39.5T48.5 39.5" />
          <path d="M20 47Q24 44 28 47T36 47T44 47" opacity=".45" />
        </svg>
      ) : null}
      {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
      <h2 id={id} className={styles.heading}>
        {heading}
      </h2>
      {intro ? <p className={styles.intro}>{intro}</p> : null}
    </div>
  );
}
