// The search plugin's public entry: what scripts and tests use of it. Gatsby loads gatsby-node.ts
// itself; everything else goes through here.
export {
  SITE_MAP_ATTRIBUTE,
  builtPages,
  holdsSiteMap,
  htmlFileOf,
  pageName,
  readBuiltPage,
  type BuiltPage,
  type PageSection,
} from "./builtPages";
export { indexDocument, indexedPages, searchBundle, searchIndexSize, type IndexSize } from "./searchIndex";
export { siteMapHtml, withSiteMap } from "./siteMap";
