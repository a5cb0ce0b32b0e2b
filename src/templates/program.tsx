import { Fragment, type ReactNode } from "react";
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
// plugins/program-pages). Its sections are the blocks content/programPage.json lists, in that
// order, each fed by the page's program record and the page's words: a maintainer reorders or
// drops a section there with no code.
type Content = Queries.ProgramPageQuery["content"];
type BlockType = Content["programPage"]["blocks"][number]["type"];

/** Each block type's section, drawn from the page's program and programPage.json's words. */
const SECTIONS: Record<BlockType, (content: Content) => ReactNode> = {
  // The trail and the hero are one child of <main>: the first screen's CSS is cut after the
  // first section (plugins/first-paint), which the overview must be.
  programHero: ({ programs: { program }, programPage: copy, site }) => (
    <div>
      <BlockFrame
        component={ProgramBreadcrumbs}
        props={{ label: copy.breadcrumbLabel, trail: program.breadcrumbs, current: program.name }}
      />
      <BlockFrame
        component={ProgramHero}
        props={{
          program,
          copy,
          applyLabel: site.navAction.label,
          eyebrow: program.breadcrumbs[program.breadcrumbs.length - 1].label,
          opensEmail: site.ui.opensEmail,
        }}
      />
    </div>
  ),
  programOverview: ({ programs, programPage }) => (
    <BlockFrame component={ProgramOverview} props={{ program: programs.program, copy: programPage }} />
  ),
  programCurriculum: ({ programs, programPage }) => (
    <BlockFrame component={ProgramCurriculum} props={{ program: programs.program, copy: programPage }} />
  ),
  programClassProfile: ({ programs, programPage }) => (
    <BlockFrame component={ProgramClassProfile} props={{ program: programs.program, copy: programPage }} />
  ),
  programCost: ({ programs, programPage }) => (
    <BlockFrame component={ProgramCost} props={{ program: programs.program, copy: programPage }} />
  ),
  programAccreditation: ({ programs, programPage }) => (
    <BlockFrame component={ProgramAccreditation} props={{ program: programs.program, copy: programPage }} />
  ),
  programOutcomes: ({ programs, programPage }) => (
    <BlockFrame component={ProgramOutcomes} props={{ program: programs.program, copy: programPage }} />
  ),
  programApply: (content) => (
    <BlockFrame component={ProgramApply} props={{ program: content.programs.program, copy: content.programPage, labels: content }} />
  ),
  programStory: ({ programs, programPage }) => (
    <BlockFrame component={ProgramStory} props={{ program: programs.program, copy: programPage }} />
  ),
  programRelated: ({ programs, programPage }) => (
    <BlockFrame component={ProgramRelated} props={{ program: programs.program, copy: programPage }} />
  ),
};

export default function ProgramTemplate({ data: { content } }: PageProps<Queries.ProgramPageQuery>) {
  // Each part is in a BlockFrame, one child of <main>: the browser build ships only the parts with
  // interaction (plugins/pages); each part that draws the program colour sets it itself. The list
  // is content fixed at build time and a type shows once (its schema): the type is a stable key.
  return (
    <>
      {content.programPage.blocks.map(({ type }) => (
        <Fragment key={type}>{SECTIONS[type](content)}</Fragment>
      ))}
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
        blocks {
          type
        }
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
