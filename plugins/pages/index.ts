// The pages plugin's public entry: what other plugins, scripts and tests use of it.
// Gatsby loads gatsby-node.ts itself; everything else goes through here.
export { PAGE_TEMPLATE, SHARED_BLOCKS, allPages, blockKind, blockKindsOf, opensPlain, pageKinds, type SourcedPage } from "./sources";
export {
  RELATED_COUNT,
  applySectionId,
  breadcrumbTrail,
  formatUsd,
  programApplyPath,
  programPagePath,
  relatedPrograms,
} from "./programPages";
export { glanceFacts, sectionMenu, type GlanceCost } from "./programGlance";
export { pageCopy, programOfPage } from "./programFields";
