import path from "path";
import type { CreatePagesArgs, CreateResolversArgs, CreateSchemaCustomizationArgs, CreateWebpackConfigArgs, Node } from "gatsby";
import fs from "fs";
import { BLOCK_SETS_DIR, PAGE_TEMPLATE, allPages, blockKindsOf, blockSetKey, chunkBlockTypes } from "./sources";
import { pageNav } from "./paging";
import { boundedResolvers, boundedTypeDefs } from "./boundedLists";
import { writeBlockFiles } from "./blockRegistry";
import { blockFieldResolvers } from "./blockFields";
import { PROGRAM_TYPE_DEFS, programResolvers } from "./programFields";

// Pages from content (see README.md): one page per entry of sources.ts, each rendered by its
// template with only the blocks its content file uses (blocksLoader.cjs).

// The project root is Gatsby's working directory (this file runs compiled from .cache).
const root = path.resolve(".");

// The block registry and fragments, from the folders of src/blocks, before Gatsby reads the source.
export const onPreInit = (): void => writeBlockFiles(root);

export const createPages = ({ actions, reporter, getNode, getNodesByType }: CreatePagesArgs): void => {
  // A page's node is its content file's (its parent File node's path): a PageJson per page file,
  // the one ProgramPageJson for every program's page.
  const fileOf = (node: Node) => (getNode(node.parent ?? "") as { absolutePath?: string } | undefined)?.absolutePath ?? "";
  const nodes = [...getNodesByType("PageJson"), ...getNodesByType("ProgramPageJson")];
  const ids = new Map(nodes.map((node) => [path.resolve(fileOf(node)), node.id]));
  // Pages that show the same block types share one chunk (and pages of shared blocks alone, the
  // chunk of all shared blocks: sources.ts): each distinct set is one small file in BLOCK_SETS_DIR,
  // named by the set, which the template is asked with. (Not in .cache: Gatsby's typegen skips
  // the queries of components whose path is there, and the template's query types would be lost.)
  const setsDir = path.join(root, BLOCK_SETS_DIR);
  fs.mkdirSync(setsDir, { recursive: true });
  for (const page of allPages(root)) {
    const id = ids.get(path.resolve(page.file));
    if (!id) reporter.panic(`pages: ${path.relative(root, page.file)} made no content node`);
    const types = chunkBlockTypes(blockKindsOf(page.file, (block) => block.type));
    const setFile = path.join(setsDir, `${blockSetKey(types)}.json`);
    fs.writeFileSync(setFile, `${JSON.stringify({ blocks: types.map((type) => ({ type })) })}\n`);
    actions.createPage({
      path: page.path,
      // Gatsby's content-file form of a component path (the one gatsby-plugin-mdx uses): one
      // chunk per block set, holding only those blocks (blocksLoader.cjs).
      component: `${path.join(root, PAGE_TEMPLATE)}?__contentFilePath=${setFile}`,
      context: { id, ...page.context },
    });
  }
};

// A paged list's slice and nav (paging.ts), for the page query's $path, $skip and $limit; the
// lists cut at a maximum (boundedLists.ts); the fields blocks compute (blockFields.ts) and a
// program's page reads (programFields.ts).
export const createSchemaCustomization = ({ actions }: CreateSchemaCustomizationArgs): void => {
  actions.createTypes(boundedTypeDefs());
  actions.createTypes(PROGRAM_TYPE_DEFS);
  actions.createTypes(`
    "One page of the program list (/academics/, /academics/2/, ...): its programs and its nav."
    type ProgramListPage {
      "The programs this page shows, in the order of content/programs.json."
      programs: [Program!]!
      "This page's number, from 1."
      number: Int!
      "How many pages the list has: 1 when every program fits one page (no nav then)."
      count: Int!
      "The previous page's route; null on the first."
      previous: String
      "The next page's route; null on the last."
      next: String
      "The numbered links: the first, the last and the current page's neighbours; a null number is a gap."
      links: [PageNavLink!]!
    }

    "A numbered link of a pagination nav, or a gap (number and path null)."
    type PageNavLink {
      number: Int
      path: String
      current: Boolean!
    }
  `);
};

export const createResolvers = ({ createResolvers }: CreateResolversArgs): void => {
  // Gatsby types createResolvers as a bare Function.
  const create = createResolvers as (resolvers: Record<string, object>) => void;
  create(blockFieldResolvers());
  // Each call adds fields (ProgramsJson gets `program` here, `listPage` below).
  create(programResolvers());
  create({
    ...boundedResolvers(),
    ProgramsJson: {
      listPage: {
        type: "ProgramListPage!",
        args: {
          path: { type: "String!", description: "The page's route: the page query's $path." },
          skip: { type: "Int", defaultValue: 0, description: "Programs before this page's (the page context's skip)." },
          limit: { type: "Int", description: "Programs a page (the page context's limit); none: all of them." },
        },
        description: "The slice of the programs a page of the list shows, with its pagination nav.",
        resolve: (doc: { programs: unknown[] }, args: { path: string; skip: number; limit?: number | null }) => {
          const { programs } = doc;
          const limit = args.limit ?? programs.length;
          return { programs: programs.slice(args.skip, args.skip + limit), ...pageNav(args.path, programs.length, args.skip, limit) };
        },
      },
    },
  });
};

export const onCreateWebpackConfig = ({ actions, stage }: CreateWebpackConfigArgs): void => {
  const loader = path.join(root, "plugins", "pages", "blocksLoader.cjs");
  // Only the browser build leaves blocks without interaction to the server's HTML: the server
  // render needs them all, and `gatsby develop` has no server HTML to keep.
  const serverHtml = stage === "build-javascript";
  actions.setWebpackConfig({
    module: {
      rules: [
        { test: /[\\/]src[\\/]templates[\\/][^\\/]+\.tsx$/, enforce: "pre", use: [{ loader, options: { part: "template" } }] },
        {
          test: /[\\/]src[\\/]blocks[\\/]index\.ts$/,
          resourceQuery: /types=/,
          enforce: "pre",
          use: [{ loader, options: { part: "registry", serverHtml } }],
        },
        { test: /[\\/]src[\\/].+\.tsx?$/, resourceQuery: /stylesOnly/, enforce: "pre", use: [{ loader, options: { part: "stylesOnly" } }] },
      ],
    },
  });
};
