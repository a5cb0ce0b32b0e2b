import { graphql } from "gatsby";

// What the money sections share of content/financialAid.json: what an aid deadline's status needs
// (its cycle and words, beside DeadlineRules for the application cycle) and the aid office's
// contact. Spread by Cost and Aid, the aid list and the FAFSA steps.
export const query = graphql`
  fragment AidDeadlineRules on FinancialAidJson {
    statusCycle {
      opens(formatString: "YYYY-MM-DD")
      nextOpens(formatString: "YYYY-MM-DD")
    }
    statusLabels {
      ...DeadlineLabelWords
    }
  }

  fragment AidOfficeContact on AidOffice {
    name
    hours
    phone {
      display
      href
    }
    emailLink {
      address
      href
    }
  }
`;
