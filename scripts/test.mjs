#!/usr/bin/env node
// npm test: every check, in stages, stopping at the first that fails, and the time each took:
//   build    one production build (npm run build), checked to have replaced public/ whole; it also
//            writes src/gatsby-types.d.ts, the query types tsc and ESLint read (not committed)
//   static   tsc, ESLint and Prettier side by side (each reads the code; none waits for another)
//   unit     Jest unit, component and content tests (no build, no develop)
//   editor   the web editor in Chromium on a copy of content/ (npm run test:editor)
//   e2e      the built-site, integration and browser tests on that build (npm run test:e2e with
//            E2E_SKIP_BUILD=1)
// Each stage is an npm script of its own, so any of them runs alone too. Output of side-by-side
// commands is printed whole as each finishes, never interleaved.
//
// npm run test:under-load (--under-load): the same beside another CPU-heavy job, as on a shared
// machine: one busy loop per core (HOG_PROCESSES to change), `sh -c 'while :; do :; done'` each,
// ended by their process ids however the run ends. The suite must pass like this: it waits for
// conditions, never for a time, so a slower machine only makes it slower.
import { spawn } from "node:child_process";
import os from "node:os";
import { root } from "./lib/cli.mjs";

const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" };

const STAGES = [
  { name: "build", scripts: ["test:e2e"], env: { E2E_BUILD_ONLY: "1" } },
  { name: "static", scripts: ["typecheck", "lint", "format:check"] },
  { name: "unit", scripts: ["test:unit"] },
  { name: "editor", scripts: ["test:editor"] },
  { name: "e2e", scripts: ["test:e2e"], env: { E2E_SKIP_BUILD: "1" } },
];

/** Runs `npm run <script>`; resolves to its exit code. Alone, it prints as it goes; beside others, when done. */
function run(script, alone, stageEnv = {}) {
  return new Promise((resolve) => {
    const child = spawn("npm", ["run", "--silent", script], {
      cwd: root,
      env: { ...env, ...stageEnv },
      stdio: alone ? "inherit" : ["ignore", "pipe", "pipe"],
    });
    let output = "";
    if (!alone) {
      child.stdout.on("data", (chunk) => (output += chunk));
      child.stderr.on("data", (chunk) => (output += chunk));
    }
    child.on("exit", (code, signal) => {
      if (!alone) process.stdout.write(`--- npm run ${script} (exit ${code ?? signal})\n${output}`);
      resolve(code ?? 1);
    });
  });
}

const hogCount = process.argv.includes("--under-load") ? Number(process.env.HOG_PROCESSES || os.availableParallelism()) : 0;
const hogs = Array.from({ length: hogCount }, () => spawn("sh", ["-c", "while :; do :; done"], { stdio: "ignore" }));
if (hogs.length > 0) console.log(`test: under load, ${hogs.length} CPU hogs running (pids ${hogs.map((h) => h.pid).join(", ")})`);
process.on("exit", () => hogs.forEach((hog) => hog.exitCode === null && hog.signalCode === null && hog.kill("SIGTERM")));
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => process.exit(130));

const times = [];
const started = Date.now();
const seconds = (from) => ((Date.now() - from) / 1000).toFixed(0);
const load = hogs.length > 0 ? ` beside ${hogs.length} CPU hogs` : "";
const summary = () => `test: ${times.map(([name, s]) => `${name} ${s} s`).join(", ")}; total ${seconds(started)} s${load}`;

for (const stage of STAGES) {
  const stageStarted = Date.now();
  console.log(`test: ${stage.name} (${stage.scripts.map((s) => `npm run ${s}`).join(", ")})`);
  const codes = await Promise.all(stage.scripts.map((script) => run(script, stage.scripts.length === 1, stage.env)));
  times.push([stage.name, seconds(stageStarted)]);
  const failed = stage.scripts.filter((_, i) => codes[i] !== 0);
  if (failed.length > 0) {
    console.error(`test: ${failed.map((s) => `npm run ${s}`).join(", ")} failed; stopped after the ${stage.name} stage.\n${summary()}`);
    process.exit(1);
  }
}
console.log(summary());
