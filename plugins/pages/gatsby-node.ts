import path from "path";
import type { CreatePagesArgs, CreateWebpackConfigArgs } from "gatsby";
import fs from "fs";
import { BLOCK_SETS_DIR, allPages, blockSetKey, blockTypesOf, chunkBlockTypes } from "./sources";

// Pages from content (see README.md): one page per entry of sources.ts, each rendered by its
// template with only the blocks its content file uses (blocksLoader.cjs).

// The project root is Gatsby's working directory (this file runs compiled from .cache).
const root = path.resolve(".");

export const createPages = async (args: CreatePagesArgs): Promise<void> => {
  const { actions, reporter } = args;
  const result = await args.graphql<{ allPageJson: { nodes: Array<{ id: string; path: string }> } }>(`
    query PagesFromContent {
      allPageJson {
        nodes {
          id
          path
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panic(`pages: could not read the page nodes: ${String(result.errors)}`);
    return;
  }
  const ids = new Map(result.data.allPageJson.nodes.map((node) => [node.path, node.id]));
  // Pages that show the same block types share one chunk (and pages of shared blocks alone, the
  // chunk of all shared blocks: sources.ts): each distinct set is one small file in BLOCK_SETS_DIR,
  // named by the set, which the template is asked with. (Not in .cache: Gatsby's typegen skips
  // the queries of components whose path is there, and the template's query types would be lost.)
  const setsDir = path.join(root, BLOCK_SETS_DIR);
  fs.mkdirSync(setsDir, { recursive: true });
  for (const page of allPages(root)) {
    const id = ids.get(page.path);
    if (!id) reporter.panic(`pages: ${path.relative(root, page.file)} made no PageJson node with path "${page.path}"`);
    const types = chunkBlockTypes(blockTypesOf(page.file));
    const setFile = path.join(setsDir, `${blockSetKey(types)}.json`);
    fs.writeFileSync(setFile, `${JSON.stringify({ blocks: types.map((type) => ({ type })) })}\n`);
    actions.createPage({
      path: page.path,
      // Gatsby's content-file form of a component path (the one gatsby-plugin-mdx uses): one
      // chunk per block set, holding only those blocks (blocksLoader.cjs).
      component: `${path.join(root, page.template)}?__contentFilePath=${setFile}`,
      context: { id, ...page.context },
    });
  }
};

export const onCreateWebpackConfig = ({ actions, stage }: CreateWebpackConfigArgs): void => {
  const loader = path.join(root, "plugins", "pages", "blocksLoader.cjs");
  // Only the browser build leaves blocks without interaction to the server's HTML: the server
  // render needs them all, and `gatsby develop` has no server HTML to keep.
  const serverHtml = stage === "build-javascript";
  actions.setWebpackConfig({
    module: {
      rules: [
        { test: /[\\/]src[\\/]templates[\\/][^\\/]+\.tsx$/, enforce: "pre", use: [{ loader, options: { part: "template", serverHtml } }] },
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
