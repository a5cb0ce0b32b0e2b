import Section from "../../components/Section/Section";
import ActionLinks from "../../components/ActionLinks/ActionLinks";
import * as styles from "./ClosingCta.module.scss";

// The closing band of /academics: a short prompt and the next steps (apply, requirements, ask).
// Ocean, not navy, so it stays distinct from the navy footer right below it.
export interface ClosingCtaProps {
  id: string;
  heading: string;
  text: string;
  actions: readonly string[];
}

export default function ClosingCta({ id, heading, text, actions }: ClosingCtaProps) {
  return (
    <Section id={id} heading={heading} intro={text} tone="ocean" align="center" className={styles.section}>
      <ActionLinks ids={actions} onDark align="center" />
    </Section>
  );
}
