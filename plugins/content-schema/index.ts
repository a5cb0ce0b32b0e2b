// The content-schema plugin's public entry: what other plugins, scripts, gatsby-config and tests
// use of it. Gatsby loads gatsby-node.ts itself; everything else goes through here.
export { actionResolvers } from "./actionFields";
export { addressLines, type PostalAddress } from "./address";
export { BLOCKS_SCHEMA, BlockSchemaError, blockFolders, blocksDirOf, composeBlocksSchema, type BlockFolder } from "./blockSchemas";
export { BUILD_DATE_VARIABLE, buildDate } from "./buildDate";
export { daysInMonth, isCalendarDate } from "./calendarDate";
export { deadlineIcsPath, eventAnchor, eventIcsPath, nameSlug } from "./calendarPaths";
export { displayResolvers } from "./displayFields";
export { formatUsdCompact, formatYears, isoYears } from "./format";
export { graphqlTypeKeyword, refTarget } from "./graphqlTypes";
export { ICON_NAMES } from "./icons";
export { PAGE_SCHEMA, contentNodes, type NodeContext } from "./contentRoot";
export { emailAddress, mailtoHref, type SiteContactLike } from "./links";
export { jsonFiles, readSchemas, tokenCounts } from "./schema";
export {
  COUNTED_RECORDS,
  COUNTED_RECORD_NAMES,
  NUMBER_WORDS,
  TOKEN_NAMES,
  countsFromDocs,
  fillTokens,
  findTokens,
  fullTimeYears,
  roundedDown,
  type CountedRecord,
  type TokenCounts,
} from "./tokens";
export { PAGES_FOLDER, contentTypeName } from "./typeNames";
