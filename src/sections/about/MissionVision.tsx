import { graphql } from "gatsby";
import Band from "../../components/Band/Band";
import * as styles from "./MissionVision.module.scss";

// Mission and vision side by side: two short statements set as claims, each its own h2 and
// anchor (/about#mission, /about#vision), in one sand band so they read as a pair.
export const query = graphql`
  fragment AboutMissionVision on Content {
    aboutPage {
      mission {
        id
        heading
        text
      }
      vision {
        id
        heading
        text
      }
    }
  }
`;

export default function MissionVision({ content }: { content: Queries.AboutMissionVisionFragment }) {
  const { mission, vision } = content.aboutPage;
  return (
    <Band tone="sand" innerClassName={styles.grid}>
      {[mission, vision].map((statement) => (
        <section key={statement.id} id={statement.id} aria-labelledby={`${statement.id}-heading`} className={styles.statement}>
          <h2 id={`${statement.id}-heading`} className={styles.heading}>
            {statement.heading}
          </h2>
          <p className={styles.text}>{statement.text}</p>
        </section>
      ))}
    </Band>
  );
}
