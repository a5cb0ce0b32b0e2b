import type { GatsbyNode } from "gatsby";
import { ImageLayoutType } from "gatsby-plugin-image/graphql-utils";
import { photoImgTypeDef } from "./imgAttributes";
import { createPhotoNodes, stockPhotoResolvers } from "./stockPhotos";

// The stock photos: a StockPhoto node per content/photos.json record, and the fields that turn it
// into a plain <img> hotlinking the CDN (see README.md).

// StockPhoto.img takes gatsby-plugin-image's `layout: GatsbyImageLayout` argument. That plugin
// would declare the enum, but it also puts a stylesheet, a <noscript> and a script for
// <GatsbyImage> into every page's head, and the site renders photos itself (src/components/Photo).
// So it stays out of gatsby-config and the enum is declared here, from its own definition.
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions, schema }) => {
  actions.createTypes(schema.buildEnumType(ImageLayoutType));
  actions.createTypes(photoImgTypeDef());
};

export const onCreateNode: GatsbyNode["onCreateNode"] = createPhotoNodes;

export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }) => {
  // Gatsby types createResolvers as a bare Function.
  (createResolvers as (resolvers: Record<string, object>) => void)(stockPhotoResolvers);
};
