// The styles plugin's public entry: what gatsby-config and tests use of it. Gatsby loads
// gatsby-ssr.tsx itself; everything else goes through here.
export { layerOrderCss, postCssPlugins } from "./layers";
