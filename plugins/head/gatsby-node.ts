import type { GatsbyNode } from "gatsby";
import { HEAD_TYPE_DEFS, pageHeadField, programHeadField } from "./pageHead";

// Each page's document head, resolved at build time (see README.md).

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(HEAD_TYPE_DEFS);
};

export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }) => {
  // Gatsby types createResolvers as a bare Function.
  (createResolvers as (resolvers: Record<string, object>) => void)({
    PageSeo: { head: pageHeadField },
    ProgramPageSeo: { head: programHeadField },
  });
};
