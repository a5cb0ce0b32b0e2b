// The pages plugin's public entry: what other plugins, scripts and tests use of it.
// Gatsby loads gatsby-node.ts itself; everything else goes through here.
export {
  BLOCK_JSON_LD,
  BLOCK_SETS_DIR,
  PAGE_SOURCES,
  PAGE_TEMPLATE,
  SHARED_BLOCKS,
  allPages,
  blockKind,
  blockKindsOf,
  blockSetKey,
  blockTypesOf,
  chunkBlockTypes,
  contentPageFiles,
  pageKinds,
  type SourcedPage,
} from "./sources";
