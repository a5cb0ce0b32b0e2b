import site from "../../content/site.json";
import { menuContactField, nameLinesField, navActionField, resolvedCallsToActionField } from "../../src/node/schema";

// content/site.json as the static queries see it: the real content, so tests follow content
// changes, plus the fields the GraphQL layer computes from it at build time (the same resolvers).
export const queriedSiteJson = {
  ...site,
  nameLines: nameLinesField.resolve(site),
  navAction: navActionField.resolve(site),
  menuContact: menuContactField.resolve(site),
  resolvedCallsToAction: resolvedCallsToActionField.resolve(site),
};
