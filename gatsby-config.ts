import type { GatsbyConfig } from "gatsby";
import site from "./content/site.json";
import { contentTypeName } from "./src/node/typeNames";

// Site facts live in content/site.json, so a maintainer changes the domain in one place.
const config: GatsbyConfig = {
  siteMetadata: {
    title: site.name,
    shortName: site.shortName,
    description: site.description,
    siteUrl: site.siteUrl,
  },
  // generateOnBuild: `gatsby build` (not only develop) writes src/gatsby-types.d.ts, so the
  // committed types can be refreshed without running develop.
  graphqlTypegen: { generateOnBuild: true },
  // Matches tsconfig "jsx": "react-jsx": components don't need `import React` just for JSX.
  jsxRuntime: "automatic",
  trailingSlash: "never",
  plugins: [
    {
      resolve: "gatsby-plugin-sass",
      options: { sassOptions: { silenceDeprecations: ["legacy-js-api"] } },
    },
    "gatsby-plugin-image",
    {
      resolve: "gatsby-source-filesystem",
      options: { name: "content", path: `${__dirname}/content`, ignore: ["**/schemas/**"] },
    },
    // One node type per file (ProgramsJson, SiteJson, ...), not one "ContentJson" for the folder.
    { resolve: "gatsby-transformer-json", options: { typeName: contentTypeName } },
  ],
};

export default config;
