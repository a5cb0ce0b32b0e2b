import { graphql } from "gatsby";
import ClosingBand from "../../components/ClosingBand/ClosingBand";

// Closing call to action: visit the campus (call-to-action ids from content, resolved via site.json).
export const query = graphql`
  fragment StudentExperienceClosing on Content {
    studentExperiencePage {
      closing {
        id
        heading
        text
        actions
      }
    }
  }
`;

export default function Closing({ content }: { content: Queries.StudentExperienceClosingFragment }) {
  return <ClosingBand {...content.studentExperiencePage.closing} tone="gulf" />;
}
