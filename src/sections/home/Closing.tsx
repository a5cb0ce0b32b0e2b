import { graphql } from "gatsby";
import ClosingBand from "../../components/ClosingBand/ClosingBand";

// The closing call to action: Apply, Request Information, Schedule a Tour (ClosingBand).
export const query = graphql`
  fragment HomeClosing on Content {
    homePage {
      closing {
        id
        heading
        text
        actions
      }
    }
  }
`;

export default function Closing({ content }: { content: Queries.HomeClosingFragment }) {
  return <ClosingBand {...content.homePage.closing} />;
}
