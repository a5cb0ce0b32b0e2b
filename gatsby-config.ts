import type { GatsbyConfig } from "gatsby";
import site from "./content/site.json";
import { contentTypeName } from "./plugins/content-schema";
import { gatsbyConfigHeaders } from "./plugins/hosting";
import { postCssPlugins } from "./plugins/styles";

// Site facts live in content/site.json, so a maintainer changes the domain in one place.
const config: GatsbyConfig = {
  siteMetadata: {
    title: site.name,
    shortName: site.shortName,
    description: site.description,
    siteUrl: site.siteUrl,
  },
  // generateOnBuild: `gatsby build` (not only develop) writes src/gatsby-types.d.ts, the types of
  // every query and fragment. Generated, git-ignored: `npm test` builds before it type-checks.
  graphqlTypegen: { generateOnBuild: true },
  // Matches tsconfig "jsx": "react-jsx": components don't need `import React` just for JSX.
  jsxRuntime: "automatic",
  // Every page is written as <page>/index.html and linked as "/page/": the form Cloudflare Pages,
  // Netlify and the generated nginx config serve without a redirect (they send "/page" one
  // permanent redirect to "/page/"). Gatsby's <Link> adds the slash to whatever content writes.
  trailingSlash: "always",
  // Response headers for Gatsby adapters, from the one source of the site's headers
  // (plugins/hosting/headers.ts): the same security headers and constant CSP as public/_headers.
  headers: gatsbyConfigHeaders(),
  plugins: [
    {
      resolve: "gatsby-plugin-sass",
      options: {
        sassOptions: { silenceDeprecations: ["legacy-js-api"] },
        // Global styles and shared components into their cascade layers, by path (plugins/styles).
        postCssPlugins: postCssPlugins(__dirname),
        // Short hashed class names instead of Gatsby's "[name]--[local]--[hash]": every Sass module's
        // class map ships in the page's JavaScript and every class is repeated in the HTML, so the
        // long readable names cost first-load bytes on every route. (Development keeps them readable.)
        ...(process.env.NODE_ENV === "production" ? { cssLoaderOptions: { modules: { localIdentName: "[hash:base64:6]" } } } : {}),
      },
    },
    {
      resolve: "gatsby-source-filesystem",
      options: { name: "content", path: `${__dirname}/content`, ignore: ["**/schemas/**"] },
    },
    // One node type per file (ProgramsJson, SiteJson, ...), not one "ContentJson" for the folder.
    { resolve: "gatsby-transformer-json", options: { typeName: contentTypeName } },
    // sitemap-index.xml + sitemap-0.xml from siteMetadata.siteUrl: the six routes, never a 404 page.
    {
      resolve: "gatsby-plugin-sitemap",
      options: { excludes: ["/404", "/404/", "/404.html", "/dev-404-page", "/dev-404-page/"] },
    },
    // Web app manifest, its icons and favicon-32x32.png, all rendered from the logo's SVG,
    // static/favicon.svg (served as it is too; plugins/hosting wraps two of the PNGs into
    // /favicon.ico). theme-color comes from the Seo component, so the plugin does not add a
    // second one. No apple-touch-icon links (legacy: false): iOS reads the manifest's icons since
    // 11.3, and eight links on every page cost the HTML about 100 B gzip.
    {
      resolve: "gatsby-plugin-manifest",
      options: {
        name: site.name,
        short_name: site.shortName,
        description: site.description,
        lang: "en",
        start_url: "/",
        display: "standalone",
        background_color: "#ffffff",
        theme_color: site.themeColor,
        theme_color_in_head: false,
        icon: "static/favicon.svg",
        legacy: false,
      },
    },
    // The site's own build plugins (plugins/<name>, each with a README). Order matters: content
    // validates before anything else runs; after the build, first-paint rewrites the pages, search
    // indexes the finished pages, then hosting checks every file and writes _headers.
    "content-validation",
    "content-schema",
    "photos",
    "head",
    "pages",
    "financial-aid",
    "styles",
    "fonts",
    "first-paint",
    "search",
    "hosting",
  ],
};

export default config;
