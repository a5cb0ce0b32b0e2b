import Section from "../Section/Section";
import ActionLinks from "../ActionLinks/ActionLinks";

// The closing call-to-action band of a page: a short prompt and its buttons, centred, on sand:
// light, so it stands apart from the navy footer right below it instead of stacking two dark
// bands. The heading block keeps its own reading measure; the buttons get the full container so
// three fit on one row.
export interface ClosingBandProps {
  id: string;
  heading: string;
  text?: string | null;
  actions: readonly string[]; // call-to-action ids from content/site.json
  tone?: "sand" | "gulf"; // light either way; by the tone of the section above it
}

export default function ClosingBand({ id, heading, text, actions, tone = "sand" }: ClosingBandProps) {
  return (
    <Section id={id} heading={heading} intro={text} tone={tone} opener="closing">
      <ActionLinks ids={actions} align="center" />
    </Section>
  );
}
