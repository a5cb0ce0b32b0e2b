// The head plugin's public entry: what other plugins and tests use of it. Gatsby loads
// gatsby-node.ts itself; everything else goes through here.
export { documentHead } from "./documentHead";
export { organizationJsonLd } from "./jsonLd";
export { canonicalUrl, pagePath } from "./title";
