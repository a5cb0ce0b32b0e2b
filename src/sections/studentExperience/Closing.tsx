import Section from "../../components/Section/Section";
import ActionLinks from "../../components/ActionLinks/ActionLinks";

// Closing call to action: visit the campus (call-to-action ids from content, resolved via site.json).
// Ocean, like the home page's closing band, so it stands apart from the navy footer below.
export interface ClosingProps {
  id: string;
  heading: string;
  text: string;
  actions: readonly string[];
}

export default function Closing({ id, heading, text, actions }: ClosingProps) {
  return (
    <Section id={id} heading={heading} intro={text} tone="ocean" align="center" width="narrow">
      <ActionLinks ids={actions} onDark align="center" />
    </Section>
  );
}
