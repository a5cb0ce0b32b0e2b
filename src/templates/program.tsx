import { graphql, type HeadProps, type PageProps } from "gatsby";
import Seo from "../components/Seo/Seo";
import BlockFrame from "../components/BlockFrame/BlockFrame";
import { heroHint } from "../components/PageHero/PageHero";
import ProgramBreadcrumbs from "../components/ProgramBreadcrumbs/ProgramBreadcrumbs";
import ProgramHero from "../components/ProgramHero/ProgramHero";
import ProgramOverview from "../components/ProgramOverview/ProgramOverview";
import ProgramCurriculum from "../components/ProgramCurriculum/ProgramCurriculum";
import ProgramClassProfile from "../components/ProgramClassProfile/ProgramClassProfile";
import ProgramCost from "../components/ProgramCost/ProgramCost";
import ProgramAccreditation from "../components/ProgramAccreditation/ProgramAccreditation";
import ProgramOutcomes from "../components/ProgramOutcomes/ProgramOutcomes";
import ProgramApply from "../components/ProgramApply/ProgramApply";
import ProgramStory from "../components/ProgramStory/ProgramStory";
import ProgramRelated from "../components/ProgramRelated/ProgramRelated";

// A program's page, /academics/<slug>/, one per record of content/programs.json (created by
// plugins/program-pages). Each part reads its own fragment of the program and of
// content/programPage.json (the page's words); the template only composes them, in the order a
// prospective student asks: what it is, what you study, who gets in, what it costs, whether it is
// accredited, where graduates go, how to apply, what a student says, what else to consider.
export default function ProgramTemplate({ data: { content } }: PageProps<Queries.ProgramPageQuery>) {
  const { program } = content.programs;
  const copy = content.programPage;
  const trail = program.breadcrumbs;
  // The parts are <main>'s own children, so the first paint's CSS is cut after the overview
  // (plugins/first-paint); each part that draws the program colour sets it itself. Each is in a
  // BlockFrame: the browser build ships only the parts with interaction (plugins/pages).
  return (
    <>
      {/* The trail and the hero are one child of <main>: the first screen's CSS is cut after the
          first section (plugins/first-paint), which the overview must be. */}
      <div>
        <BlockFrame component={ProgramBreadcrumbs} props={{ label: copy.breadcrumbLabel, trail, current: program.name }} />
        <BlockFrame
          component={ProgramHero}
          props={{
            program,
            copy,
            applyLabel: content.site.navAction.label,
            eyebrow: trail[trail.length - 1].label,
            opensEmail: content.site.ui.opensEmail,
          }}
        />
      </div>
      <BlockFrame component={ProgramOverview} props={{ program, copy }} />
      <BlockFrame component={ProgramCurriculum} props={{ program, copy }} />
      <BlockFrame component={ProgramClassProfile} props={{ program, copy }} />
      <BlockFrame component={ProgramCost} props={{ program, copy }} />
      <BlockFrame component={ProgramAccreditation} props={{ program, copy }} />
      <BlockFrame component={ProgramOutcomes} props={{ program, copy }} />
      <BlockFrame component={ProgramApply} props={{ program, copy, labels: content }} />
      <BlockFrame component={ProgramStory} props={{ program, copy }} />
      <BlockFrame component={ProgramRelated} props={{ program, copy }} />
    </>
  );
}

export const query = graphql`
  query ProgramPage($slug: String!, $path: String!) {
    content {
      ...ProgramPathLabels
      site {
        navAction {
          label
        }
      }
      programPage {
        breadcrumbLabel
        ...ProgramHeroCopy
        ...ProgramOverviewCopy
        ...ProgramCurriculumCopy
        ...ProgramClassProfileCopy
        ...ProgramCostCopy
        ...ProgramAccreditationCopy
        ...ProgramOutcomesCopy
        ...ProgramApplyCopy
        ...ProgramStoryCopy
        ...ProgramRelatedCopy
      }
      programs {
        program(slug: $slug) {
          name
          breadcrumbs {
            label
            to
          }
          head(path: $path) {
            ...DocumentHead
          }
          ...ProgramHero
          ...ProgramOverview
          ...ProgramCurriculum
          ...ProgramClassProfile
          ...ProgramCost
          ...ProgramAccreditation
          ...ProgramOutcomes
          ...ProgramApply
          ...ProgramStory
          ...ProgramRelated
        }
      }
    }
  }
`;

export const Head = ({ data: { content } }: HeadProps<Queries.ProgramPageQuery>) => (
  <Seo head={content.programs.program.head} hero={heroHint(content.programs.program)} />
);
