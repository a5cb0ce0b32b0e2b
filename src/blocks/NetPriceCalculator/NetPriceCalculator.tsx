import { graphql } from "gatsby";
import Section from "../../components/Section/Section";
import NetPriceCalculatorOnFirstUse from "../../components/NetPriceCalculatorOnFirstUse/NetPriceCalculatorOnFirstUse";
import type { NetPriceCalculatorProps } from "../../components/NetPriceCalculator/NetPriceCalculator";
import type { AidRules } from "../../lib/netPrice";

// The net price calculator as a section of a page: the rules it computes with (content/
// financialAid.json: loan limits, Pell and its income limits, poverty guidelines, income bands,
// living costs, the aid records) and every program's level, length and cost, passed to the form
// (src/components/NetPriceCalculator), which estimates in the browser and sends nothing anywhere.
// The form and its engine load on first use (src/components/NetPriceCalculatorOnFirstUse).
// Its heading, intro and every label are financialAid.json calculator's.
export const query = graphql`
  fragment NetPriceCalculatorBlock on NetPriceCalculatorBlock {
    netPriceCalculator: block {
      id
      content {
        financialAid {
          federalLoans {
            limits {
              id
              level
              dependency
              name
              annualByYear
              aggregate
            }
            lifetime {
              amount
            }
            parentPlus {
              annual
              aggregate
            }
          }
          pell {
            awardYears {
              awardYear
              maximum
            }
            minimumPercentOfMaximum
            thresholds {
              dependency
              singleParent
              maximumPell {
                percent
                inclusive
              }
              minimumPell {
                percent
              }
            }
          }
          povertyGuidelines {
            year
            firstPerson
            eachAdditionalPerson
          }
          incomeBands {
            id
            max
          }
          costOfAttendance {
            arrangements {
              id
              label
              monthly
            }
            shown
          }
          aid {
            id
            name
            kind
            floridaResidents
            amount {
              min
              max
              covers
              rule
              byGpa {
                minGpa
                amount
              }
            }
          }
          calculator {
            heading
            intro
            programLabel
            livingLabel
            dependencyLabel
            dependentLabel
            independentLabel
            householdLabel
            householdHint
            incomeLabel
            incomeFirst
            incomeMiddle
            incomeLast
            singleParentLabel
            floridaLabel
            gpaLabel
            scholarshipLabel
            tuitionAwardLabel
            resourcesLabel
            priorUndergradLabel
            priorGradLabel
            resultHeading
            firstYearLabel
            overYearsLabel
            costRow
            grantsRow
            loansRow
            resourcesRow
            leftRow
            parentPlusRow
            notApplicable
            pellMaximum
            pellMinimum
            pellFafsa
            pellUnpublished
            alsoAvailable
            summary
            linkProblems
            needsJavaScript
            disclaimer
          }
        }
        programs {
          programs {
            slug
            name
            studentLevel
            duration {
              minYears
              maxYears
              fullTimeYears
            }
            cost {
              academicYear
              tuitionAndFees
              booksAndSupplies
              months
              firstUndergraduateYear
              aid
            }
          }
        }
      }
    }
  }
`;

export default function NetPriceCalculator({ block }: { block: Queries.NetPriceCalculatorBlockFragment["netPriceCalculator"] }) {
  const { financialAid, programs } = block.content;
  const { heading, intro, ...words } = financialAid.calculator;
  // The GraphQL types are the content schema's (levels and dependencies as strings): the content
  // checks (plugins/content-validation aidRules.ts) hold them to the engine's shape.
  const rules = financialAid as unknown as AidRules;
  const priced = programs.programs as unknown as NetPriceCalculatorProps["programs"];
  return (
    <Section id={block.id} heading={heading} intro={intro}>
      <NetPriceCalculatorOnFirstUse idBase={block.id} rules={rules} programs={priced} words={{ heading, ...words }} />
    </Section>
  );
}
