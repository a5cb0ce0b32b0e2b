import type { GatsbyNode } from "gatsby";
import { createImageLayoutEnum } from "./imageSchema";
import { photoImgTypeDef } from "./imgAttributes";
import { createPhotoNodes, stockPhotoResolvers } from "./stockPhotos";

// The stock photos: a StockPhoto node per content/photos.json record, and the fields that turn it
// into a plain <img> hotlinking the CDN (see README.md).

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = (args) => {
  createImageLayoutEnum(args);
  args.actions.createTypes(photoImgTypeDef());
};

export const onCreateNode: GatsbyNode["onCreateNode"] = createPhotoNodes;

export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }) => {
  // Gatsby types createResolvers as a bare Function.
  (createResolvers as (resolvers: Record<string, object>) => void)(stockPhotoResolvers);
};
