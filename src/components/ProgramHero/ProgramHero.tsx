import { graphql } from "gatsby";
import SmartLink from "../SmartLink/SmartLink";
import PageHero from "../PageHero/PageHero";
import { HERO_ACTIONS_MARK } from "../ActionLinks/ActionLinks";
import * as buttons from "../ActionLinks/ActionLinks.module.scss";
import * as styles from "./ProgramHero.module.scss";

// The opening band of a program's page: the inner pages' hero (PageHero) with the program's own
// photo, its name as the page's h1, its summary, its degree and length, and its two actions:
// Apply, which leads to the page's own how-to-apply section, and Request Information, an e-mail
// whose subject names the program. They carry the hero's actions mark, so the phone action bar
// waits until they have scrolled away, as on the other pages with hero actions.
export const query = graphql`
  fragment ProgramHero on Program {
    name
    summary
    degree
    duration {
      text
    }
    photo {
      ...HeroPhoto
    }
    ask: action(id: "requestInfo") {
      label
      href
    }
  }

  fragment ProgramHeroCopy on ProgramPageJson {
    degreeLabel
    lengthLabel
    apply {
      id
    }
  }
`;

export interface ProgramHeroProps {
  program: Queries.ProgramHeroFragment;
  copy: Queries.ProgramHeroCopyFragment;
  /** The site's Apply call to action (its label; the link is the page's own how-to-apply section). */
  applyLabel: string;
  eyebrow: string;
  opensEmail: string;
}

export default function ProgramHero({ program, copy, applyLabel, eyebrow, opensEmail }: ProgramHeroProps) {
  const hero = { eyebrow, heading: program.name, lead: program.summary, photo: program.photo };
  return (
    <PageHero hero={hero} tone="sand">
      <dl className={styles.facts}>
        <div>
          <dt>{copy.degreeLabel}</dt>
          <dd>{program.degree}</dd>
        </div>
        <div>
          <dt>{copy.lengthLabel}</dt>
          <dd>{program.duration.text}</dd>
        </div>
      </dl>
      <ul className={styles.actions} data-actions={HERO_ACTIONS_MARK}>
        <li>
          <SmartLink to={`#${copy.apply.id}`} className={buttons.primary}>
            {applyLabel}
            <span className="visually-hidden">{`: ${program.name}`}</span>
          </SmartLink>
        </li>
        <li>
          <a href={program.ask.href} className={buttons.secondary}>
            {program.ask.label}
            <span className="visually-hidden">{`: ${program.name} (${opensEmail})`}</span>
          </a>
        </li>
      </ul>
    </PageHero>
  );
}
