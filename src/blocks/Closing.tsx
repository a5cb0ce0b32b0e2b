import { graphql } from "gatsby";
import ClosingBand from "../components/ClosingBand/ClosingBand";

// A closing call to action (ClosingBand): a short prompt and its buttons, on sand or gulf by the
// tone of the section above it.
export const query = graphql`
  fragment ClosingBlock on ClosingBlock {
    closing: block {
      id
      heading
      text
      actions
      tone
    }
  }
`;

export default function Closing({ block }: { block: Queries.ClosingBlockFragment["closing"] }) {
  const { tone, ...band } = block;
  return <ClosingBand {...band} tone={tone === "gulf" ? "gulf" : "sand"} />;
}
