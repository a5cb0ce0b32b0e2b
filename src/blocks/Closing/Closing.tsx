import { graphql } from "gatsby";
import Section from "../../components/Section/Section";
import ActionLinks from "../../components/ActionLinks/ActionLinks";

// A closing call to action, centred, on sand or gulf by the tone of the section above it: light
// either way, so it stands apart from the navy footer right below it. With "applications", its
// text starts with the sentence on applications as of the build's date
// (DeadlinesJson.summaryText), so it claims no more than the deadlines table shows.
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
  const sentence = block.applications ? block.content.deadlines.summaryText : null;
  return (
    <Section
      {...block}
      intro={[sentence, block.text].filter(Boolean).join(" ")}
      tone={block.tone === "gulf" ? "gulf" : "sand"}
      opener="closing"
    >
      <ActionLinks ids={block.actions} align="center" />
    </Section>
  );
}
