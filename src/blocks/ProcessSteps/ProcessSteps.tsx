import { graphql } from "gatsby";
import type { CSSProperties } from "react";
import Section from "../../components/Section/Section";
import SmartLink from "../../components/SmartLink/SmartLink";
import SeeAll from "../../components/SeeAll/SeeAll";
import * as styles from "./ProcessSteps.module.scss";

// The section every generic Apply button lands on (id "apply"): the programs, each a link to the
// How to Apply section of its page (Program.applyPath) naming where it applies, so a visitor picks
// theirs at once (the first maxPrograms, then a link to the page listing all); beside them the
// application process (content/applicationSteps.json): the order is the point, so it is an <ol>.
export const query = graphql`
  fragment ProcessStepsBlock on ProcessStepsBlock {
    processSteps: block {
      id
      heading
      intro
      stepLabel
      pickerHeading
      pickerIntro
      seeAllLabel
      seeAllTo
      shown {
        items {
          slug
          name
          color
          applyPath
          service {
            name
          }
        }
        more
      }
      content {
        applicationSteps {
          steps {
            number
            title
            description
          }
        }
      }
    }
  }
`;

export default function ProcessSteps({ block }: { block: Queries.ProcessStepsBlockFragment["processSteps"] }) {
  const { id, stepLabel, pickerHeading, pickerIntro } = block;
  const { steps } = block.content.applicationSteps;
  const { items: programs, more } = block.shown;
  const ordered = [...steps].sort((a, b) => a.number - b.number);
  return (
    <Section {...block}>
      <div className={styles.layout}>
        <nav aria-labelledby={`${id}-programs`} className={styles.picker}>
          <h3 id={`${id}-programs`} className={styles.pickerHeading}>
            {pickerHeading}
          </h3>
          {pickerIntro ? <p className={styles.pickerIntro}>{pickerIntro}</p> : null}
          <ul className={styles.programs}>
            {programs.map((program) => (
              <li key={program.slug} style={{ "--program-color": program.color } as CSSProperties}>
                <SmartLink to={program.applyPath} className={styles.program}>
                  <span className={styles.mark} />
                  <span className={styles.programText}>
                    <span className={styles.programName}>{program.name}</span>
                    <span className={styles.programVia}>{program.service.name}</span>
                  </span>
                </SmartLink>
              </li>
            ))}
          </ul>
          <SeeAll more={more} label={block.seeAllLabel} to={block.seeAllTo} />
        </nav>
        <ol className={styles.steps}>
          {ordered.map((step) => (
            <li key={step.number} className={styles.step}>
              <p className={styles.marker}>
                <span className={styles.label}>{stepLabel}</span> <span className={styles.number}>{step.number}</span>
              </p>
              <h3 className={styles.title}>{step.title}</h3>
              <p className={styles.text}>{step.description}</p>
            </li>
          ))}
        </ol>
      </div>
    </Section>
  );
}
