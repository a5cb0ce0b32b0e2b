// The program-pages plugin's public entry: what other plugins, scripts and tests use of it.
// Gatsby loads gatsby-node.ts itself; everything else goes through here.
export { applySectionId, breadcrumbTrail, formatUsd, programApplyPath, programPagePath, relatedPrograms } from "./programPages";
