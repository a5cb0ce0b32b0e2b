// The content-validation plugin's public entry: what scripts, the editor and tests use of it.
// Gatsby loads gatsby-node.ts itself; everything else goes through here.
export { contrastWithWhite } from "./contrast";
export { buildRefIndex } from "./refIndex";
export { problemAt } from "./paths";
export { contentProblemsReport, contentWarningsReport, formatProblem, type Problem } from "./problems";
export { committedContent, savedContent, type PreviousContent } from "./previousContent";
export { contentWarnings, validateContentDir, type ValidationOptions } from "./validate";
