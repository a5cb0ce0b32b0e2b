import { graphql } from "gatsby";
import ClosingBand from "../../components/ClosingBand/ClosingBand";

// The closing band of /academics: a short prompt and the next steps (apply, requirements, ask).
export const query = graphql`
  fragment AcademicsClosing on Content {
    academicsPage {
      closing {
        id
        heading
        text
        actions
      }
    }
  }
`;

export default function ClosingCta({ content }: { content: Queries.AcademicsClosingFragment }) {
  return <ClosingBand {...content.academicsPage.closing} tone="gulf" />;
}
