import type { ComponentType } from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import Seo from "../components/Seo/Seo";
import { heroHint, heroPhoto } from "../components/PageHero/heroHint";
import { blockComponents } from "../blocks";

// Any page: a page of content/pages/*.json, or a program's page (/academics/<slug>/, one per record
// of content/programs.json, its sections those content/programPage.json lists). Its blocks in
// order, each rendered by the component the registry names for its type (src/blocks/index.ts,
// generated from the block folders, with PageBlocks, every block's fragment), with the data of
// its own fragment; a program's blocks read the page's program by $slug. The build gives each
// page a registry with only its own blocks (plugins/pages), so a page ships the JavaScript and
// CSS of the blocks it shows, not of every block.
//
// Each block's fragment selects its fields under its type's name ("figures: block { ... }", see
// plugins/content-schema/schema.ts blockResolvers), so the component gets block[type].
type Page = NonNullable<Queries.PageTemplateQuery["page"] | Queries.PageTemplateQuery["programPage"]>;
type Block = Page["blocks"][number];

/** A block's own data: what its fragment selected under its type's name. */
function blockData(block: Block): unknown {
  return (block as Record<string, unknown>)[block.type];
}

/** The page's node: plugins/pages creates each page from its node's id (a PageJson, or the ProgramPageJson), so one is there. */
const pageOf = (data: Queries.PageTemplateQuery) => (data.page || data.programPage) as Page;

/** Never changes, so React never rewrites the server's HTML. */
const SERVER_HTML = { __html: "" };

export default function PageTemplate({ data }: PageProps<Queries.PageTemplateQuery>) {
  // Every type the page shows is in its registry: the build makes it of the page's own types
  // (blocksLoader.cjs), and the whole one holds every type of the schemas (blocks.test.ts).
  const components = blockComponents as Record<string, ComponentType<{ block: unknown }> | null>;
  // Each block in a plain <div>, its frame (no class: every byte counts on a page's HTML). In the
  // browser a block without interaction is null (blocksLoader.cjs) and its frame keeps the HTML
  // the server rendered in it: React leaves an element with dangerouslySetInnerHTML to itself when
  // it hydrates. The frame is there on the server too, so the two sides match element for element.
  // The list is the page's content, fixed at build time: its position is a stable key.
  return (
    <>
      {pageOf(data).blocks.map((block, index) => {
        const Block = components[block.type];
        if (!Block) return <div key={index} dangerouslySetInnerHTML={SERVER_HTML} suppressHydrationWarning />;
        return (
          <div key={index}>
            <Block block={blockData(block)} />
          </div>
        );
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
    $slug: String = ""
  ) {
    page: pageJson(id: { eq: $id }) {
      seo {
        head(path: $path, noindex: $noindex, jsonLd: $jsonLd, skip: $skip, limit: $limit, pageTitle: $pageTitle) {
          ...DocumentHead
        }
      }
      blocks {
        ...PageBlocks
      }
    }
    programPage: programPageJson(id: { eq: $id }) {
      seo {
        head(path: $path, slug: $slug) {
          ...DocumentHead
        }
      }
      blocks {
        ...PageBlocks
      }
    }
  }
`;

/** The photo the page opens with, its largest paint: its hero block's, or its program's. */
function heroPhotoOf(page: Page) {
  const block = page.blocks.find((b) => b.type === "hero" || b.type === "programHero");
  if (!block) return null;
  const hero = blockData(block) as Queries.HeroBlockFragment["hero"] | Queries.ProgramHeroBlockFragment["programHero"];
  return "content" in hero ? hero.content.programs.program.photo : heroPhoto(hero);
}

// The hero photo's preload and preconnect come from the page's hero.
export const Head = ({ data }: HeadProps<Queries.PageTemplateQuery>) => {
  const page = pageOf(data);
  return <Seo head={page.seo.head} hero={heroHint(heroPhotoOf(page))} />;
};
