#!/usr/bin/env node
// Reads a Netlify/Cloudflare `_headers` file with Netlify's own parser (@netlify/headers-parser),
// the one parser of _headers in this project: npm start (scripts/serve.mjs) applies what it
// returns, and the tests read _headers through it (Jest cannot load the ES module package, so they
// run this file: `node scripts/lib/headers-file.mjs public/_headers / /about/` prints the headers
// of each path as JSON).
import { parseAllHeaders } from "@netlify/headers-parser";
import { isMain } from "./cli.mjs";

/** [{ for, forRegExp, values }] in file order; throws on any parse error. */
export async function readHeadersFile(file) {
  const { headers, errors } = await parseAllHeaders({ headersFiles: [file] });
  if (errors.length > 0) throw new Error(`${file}: ${errors.map((e) => e.message).join("; ")}`);
  return headers;
}

/**
 * The headers the rules give a URL path, as Netlify and Cloudflare Pages apply them: every
 * matching rule (Netlify's own path regexp), in file order; a name set by two rules gets both
 * values joined with ", " (which is why the build never lets two rules set Cache-Control).
 */
export function headersFor(rules, pathname) {
  const out = new Map();
  for (const rule of rules) {
    if (!rule.forRegExp.test(pathname)) continue;
    for (const [name, value] of Object.entries(rule.values)) {
      const key = name.toLowerCase();
      const previous = out.get(key);
      out.set(key, { name, value: previous ? `${previous.value}, ${value}` : value });
    }
  }
  return Object.fromEntries([...out.values()].map(({ name, value }) => [name, value]));
}

if (isMain(import.meta.url)) {
  const [file, ...paths] = process.argv.slice(2);
  const rules = await readHeadersFile(file);
  process.stdout.write(`${JSON.stringify(Object.fromEntries(paths.map((p) => [p, headersFor(rules, p)])), null, 2)}\n`);
}
