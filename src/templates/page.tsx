import type { ComponentType } from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import Seo from "../components/Seo/Seo";
import { heroHint } from "../components/PageHero/PageHero";
import { heroPhoto } from "../blocks/Hero";
import { blockComponents } from "../blocks";
import BlockFrame from "../components/BlockFrame/BlockFrame";

// Any page of content/pages/*.json: its blocks in order, each rendered by the component the
// registry (src/blocks/index.ts) names for its type, with the data of its own fragment. The build
// gives each page a registry with only its own blocks (plugins/pages), so a page ships the
// JavaScript and CSS of the blocks it shows, not of every block; in the browser a block without
// interaction is null there and its BlockFrame keeps the HTML the server rendered.
//
// Each block's fragment selects its fields under its type's name ("figures: block { ... }", see
// plugins/content-schema/schema.ts blockResolvers), so the component gets block[type].
type Page = NonNullable<Queries.PageTemplateQuery["page"]>;
type Block = Page["blocks"][number];

/** A block's own data: what its fragment selected under its type's name. */
function blockData(block: Block): unknown {
  return (block as Record<string, unknown>)[block.type];
}

/** The page's node: plugins/pages creates each page from its node's id, so it is always there. */
const pageOf = (data: Queries.PageTemplateQuery) => data.page as Page;

export default function PageTemplate({ data }: PageProps<Queries.PageTemplateQuery>) {
  const page = pageOf(data);
  const components = blockComponents as Partial<Record<string, ComponentType<{ block: unknown }> | null>>;
  return (
    <>
      {page.blocks.map((block, index) => {
        const Component = components[block.type];
        if (Component === undefined) throw new Error(`no block ${block.type}`);
        // The list is the page's content, fixed at build time: its position is a stable key.
        return <BlockFrame key={index} component={Component} props={{ block: blockData(block) }} />;
      })}
    </>
  );
}

export const query = graphql`
  query PageTemplate(
    $id: String!
    $path: String!
    $noindex: Boolean!
    $jsonLd: [PageJsonLd!]!
    $skip: Int = 0
    $limit: Int
    $pageTitle: String
  ) {
    page: pageJson(id: { eq: $id }) {
      seo {
        head(path: $path, noindex: $noindex, jsonLd: $jsonLd, skip: $skip, limit: $limit, pageTitle: $pageTitle) {
          ...DocumentHead
        }
      }
      blocks {
        type
        ...HeroBlock
        ...ProgramTilesBlock
        ...LocationsBlock
        ...ChecklistBlock
        ...FiguresBlock
        ...StoriesBlock
        ...CampusBlock
        ...ClosingBlock
        ...ProseBlock
        ...StatementsBlock
        ...CoreValuesBlock
        ...TimelineBlock
        ...VisitBlock
        ...PhotoCreditsBlock
        ...ProgramListBlock
        ...PointsBlock
        ...ProcessStepsBlock
        ...DeadlinesBlock
        ...RequirementsBlock
        ...ContactBlock
        ...FundingAreasBlock
        ...PublicationsBlock
        ...CalloutBlock
        ...FeaturesBlock
        ...ListsBlock
        ...OrganizationsBlock
        ...PageLinksBlock
      }
    }
  }
`;

// The hero photo's preload and preconnect come from the page's hero block, the page's largest paint.
export const Head = ({ data }: HeadProps<Queries.PageTemplateQuery>) => {
  const page = pageOf(data);
  const first = page.blocks.find((block) => block.type === "hero");
  const hero = first ? (blockData(first) as Queries.HeroBlockFragment["hero"]) : null;
  const photo = hero ? heroPhoto(hero) : null;
  return <Seo head={page.seo.head} hero={photo ? heroHint({ photo }) : null} />;
};
