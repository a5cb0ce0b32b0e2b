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
 * - no-inline-style: Gatsby's focus wrapper sets style="", and a photo's dominant colour is its
 *   style="background-color" (one value per photo, from the build);
 * - tel-non-breaking applies to tel: links that show a number: the rule assumes a tel: link's
 *   text is the number, but a call to action worded "Call the Campus" (no digit) is a label that
 *   may wrap like any other. A link that shows digits must still use non-breaking characters.
 * - element-required-attributes for a <link> without href, only when it is the hero's image
 *   preload with imagesrcset (printed by src/components/Seo): the HTML standard lets imagesrcset stand in
 *   for href there, and the Nu HTML Checker (nu-html-checker.test.ts) accepts it.
 *
 * And one stricter: aria-label-misuse reads only `aria-label`, but `aria-labelledby` names an
 * element the same way, so the same rule holds for it (a plain list, a paragraph or a div cannot
 * be named): each page is checked once more with its aria-labelledby read as aria-label.
 */
import fs from "fs";
import path from "path";
import { HtmlValidate, type ConfigData } from "html-validate";
import { requireBuild } from "../e2e/routes";
import { htmlFiles, routeOf } from "./builtPages";

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

const publicDir = requireBuild();
const files = htmlFiles(publicDir);

describe("HTML validation of every page in the build", () => {
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
        if (m.ruleId === "tel-non-breaking") {
          const start = html.lastIndexOf("<a ", m.offset);
          const text = html.slice(html.indexOf(">", start) + 1, html.indexOf("</a>", m.offset)).replace(/<[^>]*>/g, "");
          return /\d/.test(text);
        }
        if (m.ruleId === "element-required-attributes" && /<link> is missing required "href"/.test(m.message)) {
          const tag = html.slice(html.lastIndexOf("<link", m.offset), html.indexOf(">", m.offset) + 1);
          return !/^<link rel="preload" as="image" imagesrcset="[^"]+" imagesizes="[^"]+"/i.test(tag);
        }
        return true;
      })
      .map(
        (m) =>
          `${route} (${path.relative(publicDir, file)}:${m.line}:${m.column}): html-validate ${m.ruleId}: ${m.message} at ${m.selector ?? "?"}`,
      );
    if (errors.length > 0) throw new Error(`${route}: ${errors.length} HTML error(s)\n  ${errors.join("\n  ")}`);
  });

  const naming = new HtmlValidate({ rules: { "aria-label-misuse": "error" } });
  test.each(files.map((f) => [`${routeOf(f)} (${path.relative(publicDir, f)})`, f]))(
    "%s names with aria-labelledby only elements that may be named (aria-label-misuse)",
    async (_name, file) => {
      const html = fs.readFileSync(file, "utf8").replace(/\baria-labelledby=/g, "aria-label=");
      const report = await naming.validateString(html, file);
      const misuse = report.results
        .flatMap((r) => r.messages)
        .map((m) => `${routeOf(file)}: aria-labelledby on <${m.selector ?? "?"}>: ${m.message.replace("aria-label", "aria-labelledby")}`);
      expect(misuse).toEqual([]);
    },
  );
});
