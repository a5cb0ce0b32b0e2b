import type { CreateSchemaCustomizationArgs, CreateNodeArgs, CreateResolversArgs } from "gatsby";

// Placeholders until the GraphQL-schema work lands (owned by the schema/photos helper).
export function customizeSchema(_args: CreateSchemaCustomizationArgs): void {}
export function createPhotoNodes(_args: CreateNodeArgs): void {}
export function photoResolvers(_args: CreateResolversArgs): void {}
