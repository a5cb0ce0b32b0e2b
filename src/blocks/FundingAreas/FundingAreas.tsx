import { graphql } from "gatsby";
import Section from "../../components/Section/Section";
import { barWidths } from "./barWidths";
import * as styles from "./FundingAreas.module.scss";

// Research areas with their annual funding, a split: the amount is real text next to each title;
// the bar under it is a decorative comparison (aria-hidden), its width a share of the best-funded
// area, so the chart stays true when content/researchAreas.json changes.
export const query = graphql`
  fragment FundingAreasBlock on FundingAreasBlock {
    fundingAreas: block {
      id
      heading
      intro
      fundingLabel
      content {
        researchAreas {
          areas {
            title
            description
            fundingUsd
            fundingText
          }
        }
      }
    }
  }
`;

export default function FundingAreas({ block }: { block: Queries.FundingAreasBlockFragment["fundingAreas"] }) {
  const { areas } = block.content.researchAreas;
  const widths = barWidths(areas.map((a) => a.fundingUsd));
  return (
    <Section
      {...block}
      aside={
        <ul className={styles.areas}>
          {areas.map((area, index) => (
            <li key={area.title} className={styles.area}>
              <div className={styles.text}>
                <h3 className={styles.title}>{area.title}</h3>
                <p className={styles.description}>{area.description}</p>
              </div>
              <div className={styles.funding}>
                <p className={styles.amount}>
                  <span className={styles.amountLabel}>{block.fundingLabel}</span>{" "}
                  <strong className={styles.amountValue}>{area.fundingText}</strong>
                </p>
                <div className={styles.track} aria-hidden="true">
                  {/* The width is data (a share of the largest amount), so it is the one inline style. */}
                  <span className={styles.bar} style={{ width: `${widths[index]}%` }} data-width={widths[index]} />
                </div>
              </div>
            </li>
          ))}
        </ul>
      }
    />
  );
}
