import { graphql } from "gatsby";
import PageHero from "../../components/PageHero/PageHero";
import ProgramBreadcrumbs from "../../components/ProgramBreadcrumbs/ProgramBreadcrumbs";
import { HERO_ACTIONS_MARK } from "../../components/ActionLinks/ActionLinks";
import ProgramApplyActions from "../../components/ProgramApplyActions/ProgramApplyActions";
import * as styles from "./ProgramHero.module.scss";

// The opening of a program's page: its breadcrumb trail, then PageHero with the program's photo,
// name, summary, degree and length, and its two actions (Apply, or once its deadline has passed
// when the next cycle opens, on the build's day and then the visitor's: ProgramApplyActions), which carry the hero's actions mark so
// the phone action bar waits until they have scrolled away. The trail and the hero are one block,
// one child of <main>: the first screen's CSS is cut after the first section
// (plugins/first-paint), which the overview must be.
export const query = graphql`
  fragment ProgramHeroBlock on ProgramHeroBlock {
    programHero: block {
      breadcrumbLabel
      degreeLabel
      lengthLabel
      content {
        buildDate
        deadlines {
          labels {
            ...DeadlineLabelWords
          }
        }
        programs {
          program(slug: $slug) {
            name
            summary
            degree
            duration {
              text
            }
            photo {
              ...HeroPhoto
            }
            deadline {
              date(formatString: "YYYY-MM-DD")
            }
            cycle {
              opens
              nextOpens
            }
            ask: action(id: "requestInfo") {
              label
              href
              kind
            }
            breadcrumbs {
              label
              to
            }
          }
        }
        programPage {
          applyId
        }
        site {
          navAction {
            label
          }
          ui {
            opensEmail
          }
        }
      }
    }
  }
`;

export default function ProgramHero({ block }: { block: Queries.ProgramHeroBlockFragment["programHero"] }) {
  const { programs, programPage, site } = block.content;
  const { program } = programs;
  const eyebrow = program.breadcrumbs[program.breadcrumbs.length - 1].label;
  return (
    <>
      <ProgramBreadcrumbs label={block.breadcrumbLabel} trail={program.breadcrumbs} current={program.name} />
      <PageHero eyebrow={eyebrow} heading={program.name} lead={program.summary} photo={program.photo}>
        <dl className={styles.facts}>
          <div>
            <dt>{block.degreeLabel}</dt>
            <dd>{program.degree}</dd>
          </div>
          <div>
            <dt>{block.lengthLabel}</dt>
            <dd>{program.duration.text}</dd>
          </div>
        </dl>
        <ProgramApplyActions
          program={program.name}
          deadline={program.deadline?.date}
          cycle={program.cycle}
          labels={block.content.deadlines.labels}
          buildDate={block.content.buildDate}
          apply={{ label: site.navAction.label, href: `#${programPage.applyId}` }}
          ask={program.ask}
          opensEmail={site.ui.opensEmail}
          className={styles.actions}
          mark={HERO_ACTIONS_MARK}
        />
      </PageHero>
    </>
  );
}
