#!/usr/bin/env node
// npm test: every check, in stages, stopping after the first that fails, and the time each took:
//   build    one production build (npm run build), checked to have replaced public/ whole; it also
//            writes src/gatsby-types.d.ts, the query types tsc and ESLint read (not committed)
//   static   tsc, ESLint, Prettier and the spelling of content/ (cspell) side by side (each reads
//            the code or the content; none waits for another)
//   unit     Jest unit, component and content tests (no build, no develop)
//   editor   the web editor in Chromium on a copy of content/ (npm run test:editor)
//   e2e      the built-site, integration and browser tests on that build (npm run test:e2e with
//            E2E_SKIP_BUILD=1)
// build then static, and unit then editor, run as two lanes side by side (neither of the second
// lane's stages needs a build, and alone the build and the editor each leave a core idle about a
// third of their time); e2e runs once both lanes have passed, alone, as it keeps both cores busy.
// A stage that fails stops its lane; the other lane finishes the stage it is in and starts no
// other. Each stage is an npm script of its own, so any of them runs alone too. Output of
// side-by-side commands is printed whole as each finishes, never interleaved.
//
// npm run test:fast (--fast): what a change most often breaks, in about two minutes on an idle
// 2-core machine, and no browser, host or Java needed: build (a warm production build, which
// writes the query types), static, then the built-site rules over public/ (npm run test:built),
// beside unit. The editor and the e2e stage (browsers, hosts, real builds, the Nu checker) are
// npm test's, the full gate CI runs.
//
// npm run test:under-load (--under-load): the same beside another CPU-heavy job, as on a shared
// machine: one busy loop per core (HOG_PROCESSES to change), `sh -c 'while :; do :; done'` each,
// ended by their process ids however the run ends. The suite must pass like this: it waits for
// conditions, never for a time, so a slower machine only makes it slower.
import { spawn } from "node:child_process";
import os from "node:os";
import { root } from "./lib/cli.mjs";

const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" };

const STAGE = {
  build: { name: "build", scripts: ["test:e2e"], env: { E2E_BUILD_ONLY: "1" } },
  quickBuild: { name: "build", scripts: ["build"] },
  built: { name: "built", scripts: ["test:built"] },
  static: { name: "static", scripts: ["typecheck", "lint", "format:check", "spell"] },
  unit: { name: "unit", scripts: ["test:unit"] },
  editor: { name: "editor", scripts: ["test:editor"] },
  e2e: { name: "e2e", scripts: ["test:e2e"], env: { E2E_SKIP_BUILD: "1" } },
};
/** Steps in order; a step of several lanes runs them side by side, each lane's stages in turn. */
const STEPS = process.argv.includes("--fast")
  ? [[[STAGE.quickBuild, STAGE.static, STAGE.built], [STAGE.unit]]]
  : [
      [
        [STAGE.build, STAGE.static],
        [STAGE.unit, STAGE.editor],
      ],
      [[STAGE.e2e]],
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
const summary = () => `test: ${times.join("; ")}; total ${seconds(started)} s${load}`;
const failed = [];

/** Runs a lane's stages in turn; stops at a failure, its own or the other lane's. */
async function runLane(stages, alone) {
  const lane = [];
  for (const stage of stages) {
    if (failed.length > 0) break;
    const stageStarted = Date.now();
    console.log(`test: ${stage.name} (${stage.scripts.map((s) => `npm run ${s}`).join(", ")})${alone ? "" : ", beside the other lane"}`);
    const codes = await Promise.all(stage.scripts.map((script) => run(script, alone && stage.scripts.length === 1, stage.env)));
    lane.push(`${stage.name} ${seconds(stageStarted)} s`);
    failed.push(...stage.scripts.filter((_, i) => codes[i] !== 0).map((script) => [stage.name, script]));
  }
  return lane.join(", ");
}

for (const lanes of STEPS) {
  const stepStarted = Date.now();
  const done = await Promise.all(lanes.map((stages) => runLane(stages, lanes.length === 1)));
  times.push(lanes.length === 1 ? done[0] : `${done.join(" | ")} (side by side, ${seconds(stepStarted)} s)`);
  if (failed.length > 0) {
    const names = failed.map(([, script]) => `npm run ${script}`).join(", ");
    console.error(
      `test: ${names} failed; stopped after the ${[...new Set(failed.map(([stage]) => stage))].join(" and ")} stage.\n${summary()}`,
    );
    process.exit(1);
  }
}
console.log(summary());
