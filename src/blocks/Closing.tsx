import { graphql } from "gatsby";
import ClosingBand from "../components/ClosingBand/ClosingBand";

// A closing call to action (ClosingBand): a short prompt and its buttons, on sand or gulf by the
// tone of the section above it. With "applications", its text starts with the sentence on
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
  const { tone, applications, content, text, ...band } = block;
  const sentence = applications ? content.deadlines.summaryText : null;
  return <ClosingBand {...band} text={[sentence, text].filter(Boolean).join(" ")} tone={tone === "gulf" ? "gulf" : "sand"} />;
}
