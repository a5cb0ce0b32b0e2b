/**
 * Every page of the build (public/ or E2E_PUBLIC_DIR) passes the Nu HTML Checker, the W3C
 * validator's engine (npm vnu-jar, run with Java), with 0 errors. Run after `gatsby build`
 * (npm run test:e2e builds first). Without a build or without Java the suite fails and says
 * what to do: a validator that cannot run has not passed anything.
 *
 * Three exceptions, narrow and named, for specs newer than the checker's grammar:
 * - CSS container queries (CSS Containment Level 3; Baseline since 2023): it calls a program page's
 *   container-type unknown and cannot parse the container unit (cqw) in --container-start, with
 *   which the sections beside the menu column keep the page's left edge (src/blocks/ProgramGlance);
 * - CSS Scroll-driven Animations (W3C Working Draft; shipped in Chromium 115 and Safari 26): it
 *   calls the hero parallax's animation-timeline / animation-range unknown and
 *   animation-duration: auto invalid (src/components/ParallaxImage);
 * - Element Timing (W3C Web Performance WG draft; Chromium since 77): the hero photo's
 *   elementtiming="hero", which the deferred-hydration loader waits for
 *   (plugins/first-paint/deferredHydration.ts). Only on the hero (the one fetchpriority="high" photo).
 * Those messages, and only those, are not counted.
 */
import fs from "fs";
import os from "os";
import path from "path";
import { publicDir } from "../e2e/routes";
import { htmlFiles, routeOf } from "./builtPages";
import { nuHtmlCheckerErrors, type NuMessage } from "./nuHtmlChecker";

const NEWER_CSS_THAN_THE_CHECKER = [
  /^CSS: “animation-(timeline|range)”: Property “animation-(timeline|range)” doesn't exist\.$/,
  /^CSS: “animation-duration”: “auto” is not a “animation-duration” value\.$/,
  /^CSS: “container-type”: Property “container-type” doesn't exist\.$/,
  /^CSS: “--container-start”: Parse Error\.$/,
];
const ELEMENT_TIMING = /^Attribute “elementtiming” not allowed on element “img” at this point\.$/;
const HERO_PHOTO = /<img [^>]*fetchpriority="high" elementtiming="hero"/;

/** A message about a spec newer than the checker, where this site uses it. */
function isNewerThanTheChecker(error: NuMessage): boolean {
  if (NEWER_CSS_THAN_THE_CHECKER.some((known) => known.test(error.message))) return true;
  return ELEMENT_TIMING.test(error.message) && HERO_PHOTO.test(error.extract);
}

function describeErrors(errors: readonly NuMessage[]): string {
  return errors
    .map((e) => {
      const file = path.relative(publicDir, e.file).startsWith("..") ? e.file : `${routeOf(e.file)} (${path.relative(publicDir, e.file)})`;
      return `${file}:${e.line ?? "?"}:${e.column ?? "?"}: ${e.message}${e.extract ? `\n      at ${e.extract.slice(0, 200)}` : ""}`;
    })
    .join("\n  ");
}

describe("the Nu HTML Checker", () => {
  test("reports file, line and message, and says so when Java is missing (it can fail)", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "vnu-"));
    try {
      const bad = path.join(dir, "bad.html");
      // The markup <GatsbyImage> used to write for a lazy photo: sizes without srcset, no src.
      fs.writeFileSync(
        bad,
        '<!DOCTYPE html>\n<html lang="en">\n<head><title>x</title></head>\n<body><img sizes="100vw" data-src="a.jpg" alt=""></body>\n</html>\n',
      );
      const errors = nuHtmlCheckerErrors([bad]);
      expect(errors.map((e) => `${e.file}:${e.line}`)).toEqual([`${bad}:4`, `${bad}:4`]);
      expect(errors.map((e) => e.message).join("\n")).toMatch(/“sizes” attribute must only be specified if the “srcset”/);
      expect(() => nuHtmlCheckerErrors([bad], "java-that-is-not-installed")).toThrow(/needs Java.*apt-get install default-jre-headless/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  test("finds 0 errors on every page of the build", () => {
    if (!fs.existsSync(path.join(publicDir, "index.html"))) {
      throw new Error(`${publicDir} has no build: run \`npm run build\` first (npm run test:e2e builds before testing)`);
    }
    const files = htmlFiles(publicDir);
    expect(files.length).toBeGreaterThan(0);
    const errors = nuHtmlCheckerErrors(files).filter((e) => !isNewerThanTheChecker(e));
    if (errors.length > 0)
      throw new Error(`Nu HTML Checker: ${errors.length} error(s) in ${files.length} pages\n  ${describeErrors(errors)}`);
  });
});
