import { graphql } from "gatsby";
import ClosingBand from "../../components/ClosingBand/ClosingBand";
import { required } from "../../lib/required";

// Closing call to action: visit the campus (call-to-action ids from content, resolved via site.json).
export const query = graphql`
  fragment StudentExperienceClosing on Query {
    studentExperiencePageJson {
      closing {
        id
        heading
        text
        actions
      }
    }
  }
`;

export default function Closing({ data }: { data: Queries.StudentExperienceClosingFragment }) {
  return <ClosingBand {...required(data.studentExperiencePageJson, "content/studentExperiencePage.json").closing} />;
}
