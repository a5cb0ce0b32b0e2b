// The content-schema plugin's public entry: what other plugins, scripts, gatsby-config and tests
// use of it. Gatsby loads gatsby-node.ts itself; everything else goes through here.
export { actionResolvers } from "./actionFields";
export { BUILD_DATE_VARIABLE, buildDate } from "./buildDate";
export { deadlineIcsPath, deadlineSlug } from "./calendarPaths";
export { decapConfigFromDir, type DecapField } from "./cms/decapConfig";
export { formatLike } from "./cms/formatLike";
export { displayResolvers } from "./displayFields";
export { formatUsdCompact, formatYears, isoYears } from "./format";
export { ICON_NAMES } from "./icons";
export { menuContactField, nameLinesField, navActionField, tokenCounts } from "./schema";
export { COUNTED_RECORDS, COUNTED_RECORD_NAMES, countsFromDocs, fillTokens, findTokens } from "./tokens";
export { contentTypeName } from "./typeNames";
export { contrastWithWhite } from "./validation/contrast";
export { contentProblemsReport, contentWarnings, contentWarningsReport, formatProblem, validateContentDir } from "./validateContent";
