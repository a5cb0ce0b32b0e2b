import type { GatsbyConfig } from "gatsby";
import site from "./content/site.json";

// Site facts live in content/site.json, so a maintainer changes the domain in one place.
const config: GatsbyConfig = {
  siteMetadata: {
    title: site.name,
    shortName: site.shortName,
    description: site.description,
    siteUrl: site.siteUrl,
  },
  graphqlTypegen: true,
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
    "gatsby-transformer-json",
  ],
};

export default config;
