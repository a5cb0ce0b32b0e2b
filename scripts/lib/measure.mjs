// How `npm run bench` times a command and prints what it measured, the same way for the
// Lighthouse part (scripts/bench.mjs) and the scale stage (scripts/bench-scale.mjs).
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { gatsbySteps } from "./scale-report.ts";

/** Every build and check of the bench: no telemetry, Gatsby's plain (CI) output. */
const BENCH_ENV = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "true" };
export const POLL_MS = 200;
export const GNU_TIME = "/usr/bin/time";
const PAGE_SIZE = 4096;
const MB = 1024 * 1024;

export function log(message) {
  process.stderr.write(`bench: ${message}\n`);
}

/** A Markdown table as the bench prints it, from the header's and each row's cells joined with " | ". */
export function table(header, rows) {
  const delimiter = `|${"---|".repeat(header.split(" | ").length)}`;
  return [`| ${header} |`, delimiter, ...rows.map((row) => `| ${row} |`)].join("\n");
}

/**
 * Resident bytes of `pid` and its descendants (gatsby and its workers) now, from /proc: their sum
 * (shared pages count once per process, so it overstates slightly) and the largest.
 */
function treeRss(pid) {
  const processes = fs.readdirSync("/proc").flatMap((entry) => {
    if (!/^\d+$/.test(entry)) return [];
    try {
      // The fields after the command name (which may hold spaces): state, ppid, ..., rss in pages.
      const fields = fs.readFileSync(`/proc/${entry}/stat`, "utf8").split(") ").at(-1).split(" ");
      return [{ pid: Number(entry), ppid: Number(fields[1]), rss: Number(fields[21]) * PAGE_SIZE }];
    } catch {
      return []; // ended meanwhile
    }
  });
  const tree = new Set([pid]);
  for (let grew = true; grew;) {
    grew = false;
    for (const p of processes) {
      if (tree.has(p.ppid) && !tree.has(p.pid)) {
        tree.add(p.pid);
        grew = true;
      }
    }
  }
  const rss = processes.filter((p) => tree.has(p.pid)).map((p) => p.rss);
  return { sum: rss.reduce((a, b) => a + b, 0), largest: Math.max(0, ...rss) };
}

/**
 * Runs `command` in `cwd` and measures it: wall seconds from spawn to exit, CPU seconds of its
 * process tree (GNU time adds those of every child it waits for), peak memory of the tree, and
 * Gatsby's own step timings when it is a build. Rejects, with the output's end, when it fails.
 */
export function measuredRun(cwd, command, args) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const timesFile = path.join(cwd, ".build-times");
    const withTime = fs.existsSync(GNU_TIME);
    const child = withTime
      ? spawn(GNU_TIME, ["-f", "%U %S", "-o", timesFile, command, ...args], { cwd, env: BENCH_ENV })
      : spawn(command, args, { cwd, env: BENCH_ENV });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    let [peakTree, peakProcess] = [0, 0];
    const loads = [];
    const poll = setInterval(() => {
      loads.push(os.loadavg()[0]);
      const { sum, largest } = treeRss(child.pid);
      [peakTree, peakProcess] = [Math.max(peakTree, sum), Math.max(peakProcess, largest)];
    }, POLL_MS);
    child.on("error", reject);
    child.on("close", (code) => {
      clearInterval(poll);
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      if (code !== 0)
        return reject(new Error(`${path.basename(command)} ${args.join(" ")} in ${cwd} failed (exit ${code}):\n${output.slice(-4000)}`));
      const [user, system] = withTime ? fs.readFileSync(timesFile, "utf8").trim().split(/\s+/).map(Number) : [];
      const tenths = (value) => Math.round(value * 10) / 10;
      resolve({
        seconds: tenths(seconds),
        cpuSeconds: user === undefined ? null : tenths(user + system),
        peakTreeMb: Math.round(peakTree / MB),
        peakProcessMb: Math.round(peakProcess / MB),
        steps: gatsbySteps(output),
        // The machine's one-minute load average meanwhile: a shared machine's builds are slower under load.
        meanLoad: tenths(loads.reduce((sum, load) => sum + load, 0) / Math.max(1, loads.length)),
      });
    });
  });
}

/** A cold or warm `gatsby build` in `cwd`, measured (see measuredRun). */
export const measuredBuild = (cwd) => measuredRun(cwd, path.join(cwd, "node_modules", ".bin", "gatsby"), ["build"]);
