#!/usr/bin/env node
// Lines of code per area, over the files git tracks (committed or staged), so every clone counts the
// same: `node scripts/line-counts.mjs`. Code is TypeScript, JavaScript and SCSS; JSON, Markdown and
// content are not counted. A test is any file under __tests__/ or __mocks__/, or named *.test.*.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";

const CODE = /\.(ts|tsx|js|mjs|cjs|cts|scss)$/;
const isTest = (file) => /^(__tests__|__mocks__)\//.test(file) || /\.test\.[^/]+$/.test(file);

const AREAS = [
  ["src TypeScript", (f) => f.startsWith("src/") && !f.endsWith(".scss")],
  ["src SCSS", (f) => f.startsWith("src/") && f.endsWith(".scss")],
  ["plugins", (f) => f.startsWith("plugins/")],
  ["scripts", (f) => f.startsWith("scripts/")],
  ["root config", (f) => !f.includes("/")],
];

const files = execFileSync("git", ["ls-files", "--cached"], { encoding: "utf8" })
  .split("\n")
  .filter((f) => CODE.test(f));
const lines = (file) => readFileSync(file, "utf8").split("\n").length - 1;

let code = 0;
let tests = 0;
const rows = AREAS.map(([name]) => [name, 0]);
for (const file of files) {
  const n = lines(file);
  if (isTest(file)) {
    tests += n;
    continue;
  }
  const area = AREAS.findIndex(([, match]) => match(file));
  if (area === -1) throw new Error(`line-counts: ${file} belongs to no area`);
  rows[area][1] += n;
  code += n;
}
for (const [name, n] of rows) console.log(`${name.padEnd(16)} ${String(n).padStart(6)}`);
console.log(`${"non-test code".padEnd(16)} ${String(code).padStart(6)}`);
console.log(`${"tests".padEnd(16)} ${String(tests).padStart(6)}`);
