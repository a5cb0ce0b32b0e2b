import { graphql } from "gatsby";
import Section from "../components/Section/Section";
import ActionLinks from "../components/ActionLinks/ActionLinks";

// A closing call to action: a short prompt and its buttons, centred, on sand or gulf by the tone
// of the section above it: light either way, so it stands apart from the navy footer right below
// it instead of stacking two dark bands. The heading block keeps its own reading measure; the
// buttons get the full container so three fit on one row. With "applications", its text starts with the sentence on
// applications computed from the deadlines as of the build's date (DeadlinesJson.summaryText), so
// it claims no more than the deadlines table shows.
export const query = graphql`
  fragment ClosingBlock on ClosingBlock {
    closing: block {
      id
      heading
      text
      actions
      tone
      applications
      content {
        deadlines {
          summaryText
        }
      }
    }
  }
`;

export default function Closing({ block }: { block: Queries.ClosingBlockFragment["closing"] }) {
  const { id, heading, text, actions, tone, applications, content } = block;
  const sentence = applications ? content.deadlines.summaryText : null;
  return (
    <Section
      id={id}
      heading={heading}
      intro={[sentence, text].filter(Boolean).join(" ")}
      tone={tone === "gulf" ? "gulf" : "sand"}
      opener="closing"
    >
      <ActionLinks ids={actions} align="center" />
    </Section>
  );
}
