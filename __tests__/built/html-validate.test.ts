/**
 * HTML validation of every page in the build (public/ or E2E_PUBLIC_DIR), with html-validate's
 * recommended rules. Run after `gatsby build` (npm run test:e2e builds first).
 *
 * The config stays strict and only relaxes what Gatsby/React write themselves and that is valid
 * HTML anyway:
 * - attr-case: React and Gatsby's html.js write `charSet`, `srcSet` (attribute names are
 *   case-insensitive in HTML);
 * - void-style: React writes `<meta ... />` (both forms are valid);
 * - attribute-empty-style / attribute-boolean-style: React writes `download=""`, `disabled=""`;
 * - valid-id relaxed: Gatsby's root is `<div id="___gatsby">` (any id without spaces is valid);
 * - no-inline-style: Gatsby's focus wrapper and gatsby-plugin-image position with style="";
 * - gatsby-plugin-image's lazy <img data-src> (no src until hydration; a <noscript> copy has it)
 *   is the one `<img>` without src that is accepted;
 * - tel-non-breaking applies to tel: links that show a number: the rule assumes a tel: link's
 *   text is the number, but a call to action worded "Call the Campus" (no digit) is a label that
 *   may wrap like any other. A link that shows digits must still use non-breaking characters.
 */
import fs from "fs";
import path from "path";
import { HtmlValidate, type ConfigData } from "html-validate";
import { publicDir } from "../e2e/routes";

export const HTML_VALIDATE_CONFIG: ConfigData = {
  extends: ["html-validate:recommended"],
  rules: {
    "attr-case": "off",
    "void-style": "off",
    "attribute-empty-style": "off",
    "attribute-boolean-style": "off",
    "valid-id": ["error", { relaxed: true }],
    "no-inline-style": "off",
  },
};

function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return ["page-data", "static", "~partytown", "_gatsby"].includes(entry.name) ? [] : htmlFiles(full);
    return entry.name.endsWith(".html") ? [full] : [];
  });
}

const built = fs.existsSync(path.join(publicDir, "index.html"));
const files = built ? htmlFiles(publicDir) : [];

/** The page a file serves, for messages: public/about/index.html -> /about. */
function routeOf(file: string): string {
  const rel = path.relative(publicDir, file).split(path.sep).join("/");
  return `/${rel.replace(/(^|\/)index\.html$/, "").replace(/\.html$/, "")}`;
}

(built ? describe : describe.skip)("HTML validation of every page in the build", () => {
  const validator = new HtmlValidate(HTML_VALIDATE_CONFIG);

  test("the build has pages", () => {
    expect(files.length).toBeGreaterThan(0);
  });

  test.each(files.map((f) => [`${routeOf(f)} (${path.relative(publicDir, f)})`, f]))("%s is valid HTML", async (_name, file) => {
    const route = routeOf(file);
    const html = fs.readFileSync(file, "utf8");
    const report = await validator.validateString(html, file);
    const errors = report.results
      .flatMap((r) => r.messages)
      .filter((m) => {
        if (m.ruleId === "element-required-attributes" && /<img> is missing required "src"/.test(m.message)) {
          const tag = html.slice(html.lastIndexOf("<img", m.offset + 4), html.indexOf(">", m.offset));
          return !/\sdata-src=/.test(tag);
        }
        if (m.ruleId === "tel-non-breaking") {
          const start = html.lastIndexOf("<a ", m.offset);
          const text = html.slice(html.indexOf(">", start) + 1, html.indexOf("</a>", m.offset)).replace(/<[^>]*>/g, "");
          return /\d/.test(text);
        }
        return true;
      })
      .map((m) => `${route} (${path.relative(publicDir, file)}:${m.line}:${m.column}): html-validate ${m.ruleId}: ${m.message} at ${m.selector ?? "?"}`);
    if (errors.length > 0) throw new Error(`${route}: ${errors.length} HTML error(s)\n  ${errors.join("\n  ")}`);
  });
});
