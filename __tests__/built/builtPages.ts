// The HTML pages of a build, shared by the validators (html-validate and the Nu HTML Checker).
import fs from "fs";
import path from "path";
import { publicDir } from "../e2e/routes";

/** Every page's .html file under `dir` (not page data, static assets or Gatsby's slice fragments). */
export function htmlFiles(dir: string = publicDir): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return ["page-data", "static", "~partytown", "_gatsby"].includes(entry.name) ? [] : htmlFiles(full);
    return entry.name.endsWith(".html") ? [full] : [];
  });
}

/** The page a file serves, for messages: public/about/index.html -> /about. */
export function routeOf(file: string): string {
  const rel = path.relative(publicDir, file).split(path.sep).join("/");
  return `/${rel.replace(/(^|\/)index\.html$/, "").replace(/\.html$/, "")}`;
}
