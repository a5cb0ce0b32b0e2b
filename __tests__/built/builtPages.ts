// The HTML pages of a build, shared by the validators (html-validate and the Nu HTML Checker), and
// what the built-site tests read in them.
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

/**
 * The day the build was made for (BCU_BUILD_DATE, else its day in Florida): the date of the
 * "Statuses as of" line under the deadlines table of /admissions/, as the HTML (without
 * JavaScript) says it. Tests of date-dependent output compare with it, never with the clock.
 */
export function builtDate(dir: string = publicDir): string {
  const html = fs.readFileSync(path.join(dir, "admissions", "index.html"), "utf8");
  const section = html.slice(html.indexOf('id="deadlines"'));
  const match = /<p[^>]*>[^<]*<time datetime="(\d{4}-\d{2}-\d{2})"/i.exec(section.slice(section.indexOf("</table>")));
  if (!match) throw new Error('public/admissions/index.html: no "Statuses as of" date after the deadlines table');
  return match[1];
}

/** Every JSON-LD node of a built page: each script's @graph members (or the object itself), each script in schema.org's context. */
export function jsonLdNodes(doc: Document): Record<string, unknown>[] {
  return Array.from(doc.querySelectorAll('script[type="application/ld+json"]')).flatMap((script) => {
    const parsed = JSON.parse(script.textContent ?? "");
    expect(parsed["@context"]).toBe("https://schema.org");
    return Array.isArray(parsed["@graph"]) ? parsed["@graph"] : [parsed];
  });
}
