import Section from "../Section/Section";
import ActionLinks from "../ActionLinks/ActionLinks";
import * as styles from "./ClosingBand.module.scss";

// The closing call-to-action band of a page: a short prompt and its buttons on ocean, centred
// (the one place a heading is centred: the alignment rule in SectionHeading). The heading block
// keeps its own reading measure; the buttons get the full container so three fit on one row.
// Ocean, not navy, so it stays distinct from the navy footer right below it.
export interface ClosingBandProps {
  id: string;
  heading: string;
  text?: string | null;
  actions: readonly string[]; // call-to-action ids from content/site.json
}

export default function ClosingBand({ id, heading, text, actions }: ClosingBandProps) {
  return (
    <Section id={id} heading={heading} intro={text} tone="ocean" align="center" className={styles.band}>
      <ActionLinks ids={actions} onDark align="center" />
    </Section>
  );
}
