#!/usr/bin/env node
// Asks a build's search index questions in Node, as a visitor's browser would: the build's own
// Pagefind script (public/pagefind/<hash>/pagefind.js, an ES module made for browsers), its
// files read from disk where the browser would fetch them. For the built-site tests, which need
// no browser (the browser tests ask the same index in three engines).
//
//   node __tests__/support/searchQueries.mjs <publicDir> '["tuition", "parking"]'
// prints, for each query, the matching pages best first: [{ query, results: [{ url, title, sections:
// [{ title, url, weight }] }] }].
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const [publicDir, queriesJson] = process.argv.slice(2);
const root = path.join(publicDir, "pagefind");
const folders = fs.readdirSync(root);
if (folders.length !== 1) throw new Error(`${root} should hold one search bundle, not ${folders.length}`);
const bundle = path.join(root, folders[0], "pagefind.js");

// The browser fetches the index's files from the site; here they are read from disk.
globalThis.fetch = async (url) => new Response(fs.readFileSync(fileURLToPath(String(url).split("?")[0])));

const pagefind = await import(pathToFileURL(bundle).href);
// Result addresses from the site's root, as the pages load it (src/lib/pagefind.ts).
await pagefind.options({ baseUrl: "/" });
const answers = [];
for (const query of JSON.parse(queriesJson)) {
  const found = await pagefind.search(query);
  const pages = await Promise.all(found.results.map((result) => result.data()));
  answers.push({
    query,
    results: pages.map((page) => ({
      url: page.url,
      title: page.meta.title,
      anchors: page.anchors,
      sections: page.sub_results.map((sub) => ({
        title: sub.title,
        url: sub.url,
        weight: sub.weighted_locations.reduce((sum, location) => sum + location.balanced_score, 0),
      })),
    })),
  });
}
process.stdout.write(`${JSON.stringify(answers)}\n`);
