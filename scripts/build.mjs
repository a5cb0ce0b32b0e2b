#!/usr/bin/env node
// npm run build: a production build that never leaves public/ half-built or lost.
//
// 1. Content first (scripts/check-content.mjs): a content mistake stops here, in seconds, with
//    the file, record and field, before Gatsby starts. public/ is not touched.
// 2. The last good build is moved aside to .public-last-good/, and `gatsby build` writes a
//    complete new public/. Gatsby sees no public/ and rebuilds every page and asset from its
//    webpack cache (.cache/webpack is kept, so this is not a cold build): no page keeps a stale
//    inlined stylesheet, and no old bundle is left in public/.
// 3. Success: .public-last-good/ is deleted; public/ is the new build, whole. Failure (content
//    caught by Gatsby, a query, HTML rendering, onPostBuild, Ctrl-C): the partial public/ is
//    deleted and the last good build is moved back, untouched.
//
// The build's date (BCU_BUILD_DATE) is fixed here, before the content check, for the whole build.
// Extra arguments go to `gatsby build`.
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { root } from "./lib/cli.mjs";
import { checkContent } from "./check-content.mjs";
import { BUILD_DATE_VARIABLE, buildDate } from "../plugins/content-schema/index.ts";

const publicDir = path.join(root, "public");
const lastGood = path.join(root, ".public-last-good");

/** A build is complete when its last step (onPostBuild's _headers) has run. */
const isComplete = (dir) => fs.existsSync(path.join(dir, "index.html")) && fs.existsSync(path.join(dir, "_headers"));

function restoreLastGood(reason) {
  fs.rmSync(publicDir, { recursive: true, force: true });
  if (fs.existsSync(lastGood)) {
    fs.renameSync(lastGood, publicDir);
    console.error(`build: ${reason}; public/ is the previous complete build, unchanged.`);
  } else {
    console.error(`build: ${reason}; there was no previous build, so there is no public/.`);
  }
}

// A previous run that was killed mid-build left its last good build aside: put it back first.
if (fs.existsSync(lastGood)) restoreLastGood("an earlier build was interrupted");

// The build's date, fixed once for the whole build (BCU_BUILD_DATE, else today in Florida): a build
// that runs past midnight still computes every status, calendar file and the footer's year for one day.
let day;
try {
  day = buildDate();
} catch (error) {
  console.error(`build: ${error.message}; public/ is unchanged.`);
  process.exit(1);
}

if (!(await checkContent())) {
  console.error(`build: stopped before building; ${fs.existsSync(publicDir) ? "public/ is unchanged" : "no public/ was written"}.`);
  process.exit(1);
}

if (fs.existsSync(publicDir)) fs.renameSync(publicDir, lastGood);

const child = spawn(path.join(root, "node_modules", ".bin", "gatsby"), ["build", ...process.argv.slice(2)], {
  cwd: root,
  stdio: "inherit",
  env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", BCU_CONTENT_CHECKED: "1", [BUILD_DATE_VARIABLE]: day },
});
// Ctrl-C reaches gatsby too (same process group); wait for it to stop, then restore.
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));

child.on("exit", (code, signal) => {
  if (code === 0 && isComplete(publicDir)) {
    fs.rmSync(lastGood, { recursive: true, force: true });
    process.exit(0);
  }
  restoreLastGood(
    signal
      ? `gatsby build stopped (${signal})`
      : code === 0
        ? "gatsby build left an incomplete public/"
        : `gatsby build failed (exit ${code})`,
  );
  process.exit(code || 1);
});
