import type { GatsbyNode } from "gatsby";
import { contentSchemaResolvers, customizeSchema } from "./schema";

// The GraphQL types of content/ (generated from content/schemas) and the fields computed from it.
// Content is checked before this runs, by the content-validation plugin.
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = customizeSchema;

export const createResolvers: GatsbyNode["createResolvers"] = contentSchemaResolvers;
