import fs from "fs";
import path from "path";
import { splitPageCss } from "./criticalCss";
import { withDeferredHydration } from "./deferredHydration";
import { externalizeInlineScripts, inlineEventHandlers } from "./externalScripts";
import { withoutNullCharacters } from "./nullCharacters";
import { checkFrameworkShapes } from "./tripwire";
import { listFiles, writeFile } from "../hosting";

/** The HTML pages of a build (Gatsby's own _gatsby/ slices are not pages). */
export function pageFiles(publicDir: string): string[] {
  return listFiles(publicDir).filter((file) => file.endsWith(".html") && !file.startsWith("_gatsby/"));
}

/**
 * Every page, once Gatsby has written it: only the first viewport's CSS stays inline
 * (criticalCss.ts), the framework's scripts wait for the hero photo (deferredHydration.ts), and
 * no executable inline script is left for the CSP to allow: each moves into a content-hashed
 * file (externalScripts.ts); and the NUL characters React 18's stream writer can leave are
 * removed (nullCharacters.ts). Runs before the hosting plugin checks and lists the files.
 */
export function firstPaint(publicDir: string): { pages: number; scripts: number } {
  const problems: string[] = [];
  const pages = pageFiles(publicDir);
  problems.push(...checkFrameworkShapes(pages.map((rel) => [rel, fs.readFileSync(path.join(publicDir, rel), "utf8")])));
  let moved = 0;
  for (const rel of pages) {
    const file = path.join(publicDir, rel);
    const original = fs.readFileSync(file, "utf8");
    // The deferred stylesheet goes last in <body>, after the hydration loader (never a script after it).
    const split = splitPageCss(withDeferredHydration(withoutNullCharacters(original)));
    if (split.stylesheet) writeFile(publicDir, split.stylesheet.path.slice(1), split.stylesheet.css);
    const { html, scripts } = externalizeInlineScripts(split.html);
    for (const [src, body] of scripts) writeFile(publicDir, src.slice(1), body);
    if (html !== original) fs.writeFileSync(file, html);
    moved += scripts.size;
    for (const handler of inlineEventHandlers(html)) {
      problems.push(`${rel}: inline event handler ${handler}= (the CSP blocks it; attach the handler in React)`);
    }
  }
  if (problems.length > 0) throw new Error(`first-paint: ${problems.length} problem(s):\n  ${problems.join("\n  ")}`);
  return { pages: pages.length, scripts: moved };
}
