import Section from "../../components/Section/Section";
import { formatUsdCompact } from "../../lib/format";
import { barWidths } from "./barWidths";
import * as styles from "./FundingAreas.module.scss";

// Research areas with their annual funding. The amount is real text next to each title; the bar
// under it is a decorative comparison (aria-hidden), its width a share of the best-funded area,
// so the chart stays true when content/researchAreas.json changes.
export interface ResearchArea {
  title: string;
  description: string;
  fundingUsd: number;
}

export interface FundingAreasProps {
  id: string;
  heading: string;
  intro?: string | null;
  fundingLabel: string;
  areas: readonly ResearchArea[];
}

export default function FundingAreas({ id, heading, intro, fundingLabel, areas }: FundingAreasProps) {
  const widths = barWidths(areas.map((a) => a.fundingUsd));
  return (
    <Section id={id} heading={heading} intro={intro} tone="sand">
      <ul className={styles.list}>
        {areas.map((area, index) => (
          <li key={area.title} className={styles.area}>
            <div className={styles.text}>
              <h3 className={styles.title}>{area.title}</h3>
              <p className={styles.description}>{area.description}</p>
            </div>
            <div className={styles.funding}>
              <p className={styles.amount}>
                <span className={styles.amountLabel}>{fundingLabel}</span>{" "}
                <strong className={styles.amountValue}>{formatUsdCompact(area.fundingUsd)}</strong>
              </p>
              <div className={styles.track} aria-hidden="true">
                {/* The width is data (a share of the largest amount), so it is the one inline style. */}
                <span className={styles.bar} style={{ width: `${widths[index]}%` }} data-width={widths[index]} />
              </div>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
