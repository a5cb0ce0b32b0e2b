// The headers a _headers file gives URL paths, read by Netlify's own parser through
// scripts/lib/headers-file.mjs (an ES module package, which Jest cannot load: it runs in node).
import { execFileSync } from "child_process";
import path from "path";

const script = path.join(__dirname, "..", "..", "scripts", "lib", "headers-file.mjs");

/** path -> { Header-Name: value } for each URL path, as Netlify and Cloudflare Pages match them. */
export function headersOf(headersFile: string, paths: readonly string[]): Record<string, Record<string, string>> {
  return JSON.parse(execFileSync(process.execPath, [script, headersFile, ...paths], { encoding: "utf8" }));
}
