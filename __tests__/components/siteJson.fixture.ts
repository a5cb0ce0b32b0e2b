import site from "../../content/site.json";
import { actionResolvers, displayResolvers } from "../../plugins/content-schema";

// content/site.json as the static queries see it: the real content, so tests follow content
// changes, plus the fields the GraphQL layer computes from it at build time (the same resolvers).
export const queriedSiteJson = {
  ...site,
  address: { ...site.address, lines: displayResolvers.Address.lines.resolve(site.address) },
  phone: { ...site.phone, href: displayResolvers.Phone.href.resolve(site.phone) },
  email: displayResolvers.SiteJson.email.resolve(site, { key: "info" }),
  nameLines: displayResolvers.SiteJson.nameLines.resolve(site),
  navAction: actionResolvers.SiteJson.navAction.resolve(site),
  menuContact: displayResolvers.SiteJson.menuContact.resolve(site),
  resolvedCallsToAction: actionResolvers.SiteJson.resolvedCallsToAction.resolve(site),
  quickActionLinks: actionResolvers.SiteJson.quickActionLinks.resolve(site),
};
