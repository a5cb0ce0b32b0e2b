import { graphql } from "gatsby";
import ClosingBand from "../../components/ClosingBand/ClosingBand";
import { required } from "../../lib/required";

// The closing band of /academics: a short prompt and the next steps (apply, requirements, ask).
export const query = graphql`
  fragment AcademicsClosing on Query {
    academicsPageJson {
      closing {
        id
        heading
        text
        actions
      }
    }
  }
`;

export default function ClosingCta({ data }: { data: Queries.AcademicsClosingFragment }) {
  return <ClosingBand {...required(data.academicsPageJson, "content/academicsPage.json").closing} />;
}
