import type { CreateSchemaCustomizationArgs } from "gatsby";
import { ImageLayoutType } from "gatsby-plugin-image/graphql-utils";

// StockPhoto.gatsbyImageData takes a `layout: GatsbyImageLayout` argument (gatsby-plugin-image's
// getGatsbyImageResolver). gatsby-plugin-image's own Gatsby plugin would declare that enum, but it
// also puts a stylesheet, a <noscript> and a script for <GatsbyImage> into every page's head, and
// the site renders photos itself (src/components/Photo). So the plugin stays out of
// gatsby-config and the build declares the one enum the resolver needs, from the plugin's own
// definition.
export function createImageLayoutEnum({ actions, schema }: Pick<CreateSchemaCustomizationArgs, "actions" | "schema">): void {
  actions.createTypes(schema.buildEnumType(ImageLayoutType));
}
