#!/usr/bin/env node
// npm run test:under-load: `npm test` with another CPU-heavy job beside it, as on a shared
// machine: one busy loop per core (two on this project's 2-core machine; HOG_PROCESSES to
// change), each `sh -c 'while :; do :; done'`, started before and ended by their process ids
// when the tests end, fail or are interrupted. The suite must pass like this: it waits for
// conditions, never for a time, so a slower machine only makes it slower.
import { spawn } from "node:child_process";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const count = Number(process.env.HOG_PROCESSES || os.availableParallelism?.() || os.cpus().length);

const hogs = Array.from({ length: count }, () => spawn("sh", ["-c", "while :; do :; done"], { stdio: "ignore" }));
console.log(`test:under-load: ${count} CPU hogs running (pids ${hogs.map((h) => h.pid).join(", ")})`);

function stopHogs() {
  for (const hog of hogs) {
    if (hog.exitCode === null && hog.signalCode === null) {
      try {
        process.kill(hog.pid, "SIGTERM");
      } catch {
        // already gone
      }
    }
  }
}
process.on("exit", stopHogs);

const started = Date.now();
const tests = spawn("npm", ["test"], { cwd: root, stdio: "inherit" });
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    tests.kill(signal);
    stopHogs();
    process.exit(130);
  });
}
tests.on("exit", (code, signal) => {
  stopHogs();
  console.log(
    `test:under-load: npm test ${code === 0 ? "passed" : `failed (${code ?? signal})`} in ${((Date.now() - started) / 1000).toFixed(0)} s beside ${count} CPU hogs`,
  );
  process.exit(code ?? 1);
});
