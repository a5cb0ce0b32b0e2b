import { graphql } from "gatsby";

// What computing a deadline's status needs besides its date (src/lib/deadlines.ts): the cycle's
// dates and the words of each state. Spread by every section that shows a status, beside the
// build's date (`Content.buildDate`), which the browser replaces with the visitor's day. The words
// alone (DeadlineLabelWords) serve the scholarship deadlines too (content/financialAid.json statusLabels).
export const query = graphql`
  fragment DeadlineRules on DeadlinesJson {
    cycle {
      opens(formatString: "YYYY-MM-DD")
      nextOpens(formatString: "YYYY-MM-DD")
    }
    labels {
      ...DeadlineLabelWords
    }
  }

  fragment DeadlineLabelWords on DeadlineLabels {
    upcoming
    open
    closesIn
    closesTomorrow
    closesToday
    closed
    rolling
    nextCycle
    askAdmissions
    rollingDate
    passedCalendar
    asOf
  }
`;
