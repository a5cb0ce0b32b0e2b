// The hosting plugin's public entry: what other plugins, scripts, gatsby-config and tests use of
// it. Gatsby loads gatsby-node.ts itself; everything else goes through here.
export { statsFile } from "./buildInfo";
export { CACHE_IMMUTABLE, DEFAULT_CACHE_CONTROL, SECURITY_HEADERS, buildCsp, gatsbyConfigHeaders, headersFileProblems } from "./headers";
export { TEXT_TYPES, contentType } from "./mimeTypes";
export { listFiles, writeFile } from "./postBuild";
