import fs from "fs";
import path from "path";
import type { GatsbyNode } from "gatsby";
import { builtPages, holdsSiteMap, htmlFileOf } from "./builtPages";
import { withSiteMap, type SiteMapWords } from "./siteMap";
import { searchBundle, writeSearchIndex } from "./searchIndex";

// Site search (README.md): the pages load the search script from the address searchBundle()
// gives, defined for the browser code as __SEARCH_BUNDLE__; after the build, on the finished pages
// (this plugin is listed after first-paint and before hosting, which then checks its files), the
// search page gets its site map and the index is written.

// The project root is Gatsby's working directory (this file runs compiled from .cache).
const root = path.resolve(".");

let bundle: string | undefined;
/** Asked once per process: every stage's bundle and the index agree on one address. */
const bundleAddress = () => (bundle ??= searchBundle());

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ actions, plugins }) => {
  // Gatsby types its plugin factories as a bare Function.
  const define = plugins.define as (definitions: Record<string, string>) => unknown;
  actions.setWebpackConfig({ plugins: [define({ __SEARCH_BUNDLE__: JSON.stringify(bundleAddress()) })] });
};

export const onPostBuild: GatsbyNode["onPostBuild"] = ({ reporter }) => {
  const publicDir = path.join(root, "public");
  const site = JSON.parse(fs.readFileSync(path.join(root, "content", "site.json"), "utf8")) as {
    search: { siteMapMaxPages: number; siteMapMorePages: string };
  };
  const words: SiteMapWords = { maxPages: site.search.siteMapMaxPages, morePages: site.search.siteMapMorePages };
  const pages = builtPages(root, publicDir);
  for (const page of pages.filter(holdsSiteMap)) {
    const file = htmlFileOf(publicDir, page.path);
    fs.writeFileSync(file, withSiteMap(fs.readFileSync(file, "utf8"), pages, page.path, words));
  }
  const report = writeSearchIndex(publicDir, pages, bundleAddress());
  reporter.info(
    `search: ${report.pages} pages indexed, ${report.files} files (${Math.round(report.bytes / 1024)} KB) in ${report.folder}; ` +
      `site map on ${pages.filter(holdsSiteMap).length} page(s)`,
  );
};
