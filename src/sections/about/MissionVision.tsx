import Reveal from "../../components/Reveal/Reveal";
import Container from "../../components/Container/Container";
import * as styles from "./MissionVision.module.scss";

// Mission and vision side by side: two short statements, each its own h2 and anchor
// (/about#mission, /about#vision), in one sand band so they read as a pair.
export interface Statement {
  id: string;
  heading: string;
  text: string;
}

export interface MissionVisionProps {
  mission: Statement;
  vision: Statement;
}

export default function MissionVision({ mission, vision }: MissionVisionProps) {
  return (
    <Reveal as="div" className={styles.band}>
      <Container className={styles.grid}>
        {[mission, vision].map((statement) => (
          <section key={statement.id} id={statement.id} aria-labelledby={`${statement.id}-heading`} className={styles.statement}>
            <h2 id={`${statement.id}-heading`} className={styles.heading}>
              {statement.heading}
            </h2>
            <p className={styles.text}>{statement.text}</p>
          </section>
        ))}
      </Container>
    </Reveal>
  );
}
