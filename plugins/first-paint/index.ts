// The first-paint plugin's public entry: what other plugins, scripts and tests use of it. Gatsby
// loads gatsby-node.ts itself; everything else goes through here.
export {
  CONTAIN_LATER_CONTENT,
  LATER_CONTENT,
  LATER_CONTENT_LAYER,
  RELEASE_LATER_CONTENT,
  firstViewportEnd,
  gatsbyInlinedStylesheets,
} from "./criticalCss";
export { FALLBACK_MS } from "./deferredHydration";
export { executableInlineScripts, inlineEventHandlers, isExecutableType } from "./externalScripts";
