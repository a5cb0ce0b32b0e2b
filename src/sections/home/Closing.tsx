import { graphql } from "gatsby";
import ClosingBand from "../../components/ClosingBand/ClosingBand";

// The closing call to action: Apply, Request Information, Schedule a Tour (ClosingBand). Its text
// starts with the sentence on applications computed from the deadlines as of the build's date
// (DeadlinesJson.summaryText), so it claims no more than the deadlines table shows.
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
    deadlines {
      summaryText
    }
  }
`;

export default function Closing({ content }: { content: Queries.HomeClosingFragment }) {
  const { closing } = content.homePage;
  const text = [content.deadlines.summaryText, closing.text].filter(Boolean).join(" ");
  return <ClosingBand {...closing} text={text} />;
}
