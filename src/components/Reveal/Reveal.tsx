import * as styles from "./Reveal.module.scss";

// The class of a page section that fades in once its top passes the reveal line (Band and
// PhotoBand put it on theirs). The element only carries the class: the page-wide script
// (src/lib/revealSections.ts, started by Layout) finds every element of that class and sets its
// state, so the section itself ships no JavaScript.
export const revealClass = styles.reveal;
