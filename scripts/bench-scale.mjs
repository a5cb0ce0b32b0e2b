// npm run bench's scale stage: how the build's cost grows with the programs. For each factor
// (1, 10, 100 by default) it copies the tree to a temporary folder, multiplies the programs there
// (scripts/lib/scale-content.ts: generated names and slugs, a deadline each, a photo alias each),
// runs a cold `gatsby build` and measures it, then checks every built page against the HTML and
// first-load JS budgets over the built files (scripts/lib/first-load.ts, as the size-budget test
// does; no Lighthouse: hundreds of pages of one template), and judges whether the build time grows
// at most linearly (scripts/lib/scale-report.ts).
//
// Wall time: the build process from spawn to exit; CPU time: user + system seconds of the build's
// process tree, by GNU time (/usr/bin/time), on which the linearity is judged. Peak memory: /proc polled every 200 ms over the
// build's whole process tree (gatsby and its workers), as the sum of their resident sets (shared
// pages count once per process, so this overstates slightly) and as the largest single process.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createRequire } from "node:module";
import { copyProject } from "./lib/project-copy.mjs";
import { routeWeight } from "./lib/first-load.ts";
import { scaleContent } from "./lib/scale-content.ts";
import { programRoutes } from "./lib/routes.ts";
import { budgetViolations, gatsbySteps, linearityVerdict } from "./lib/scale-report.ts";

export { scaleFactors } from "./lib/scale-report.ts";

const require = createRequire(import.meta.url);
const budget = require("../perf-budget.json");

const KB = 1024;
const MB = 1024 * 1024;
const PAGE_SIZE = 4096;
const POLL_MS = 200;
const GNU_TIME = "/usr/bin/time";

/** pid => { ppid, rssBytes } of every process now running. */
function processTable() {
  const table = new Map();
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    let stat;
    try {
      stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
    } catch {
      continue; // ended meanwhile
    }
    // Fields after the command name (which may hold spaces) start at field 3, state; ppid is 4, rss (pages) 24.
    const rest = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    table.set(Number(entry), { ppid: Number(rest[1]), rssBytes: Number(rest[21]) * PAGE_SIZE });
  }
  return table;
}

/** Resident bytes of `pid` and its descendants now: their sum and the largest. */
function treeRss(pid) {
  const table = processTable();
  const children = new Map();
  for (const [child, { ppid }] of table) children.set(ppid, [...(children.get(ppid) ?? []), child]);
  let sum = 0;
  let largest = 0;
  const queue = [pid];
  while (queue.length > 0) {
    const current = queue.pop();
    const rss = table.get(current)?.rssBytes ?? 0;
    sum += rss;
    largest = Math.max(largest, rss);
    queue.push(...(children.get(current) ?? []));
  }
  return { sum, largest };
}

/** A cold `gatsby build` in `cwd`: seconds, peak memory, Gatsby's own step timings. Rejects when the build fails. */
export function measuredBuild(cwd, env) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const gatsby = path.join(cwd, "node_modules", ".bin", "gatsby");
    // GNU time adds the CPU seconds of the whole tree (every worker gatsby waits for).
    const timesFile = path.join(cwd, ".build-times");
    const child = fs.existsSync(GNU_TIME)
      ? spawn(GNU_TIME, ["-f", "%U %S", "-o", timesFile, gatsby, "build"], { cwd, env })
      : spawn(gatsby, ["build"], { cwd, env });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    let peakTree = 0;
    let peakProcess = 0;
    const loads = [];
    const poll = setInterval(() => {
      loads.push(os.loadavg()[0]);
      const { sum, largest } = treeRss(child.pid);
      peakTree = Math.max(peakTree, sum);
      peakProcess = Math.max(peakProcess, largest);
    }, POLL_MS);
    child.on("error", reject);
    child.on("close", (code) => {
      clearInterval(poll);
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      if (code !== 0) {
        reject(new Error(`gatsby build in ${cwd} failed (exit ${code}):\n${output.slice(-4000)}`));
        return;
      }
      const [user, system] = fs.existsSync(timesFile) ? fs.readFileSync(timesFile, "utf8").trim().split(/\s+/).map(Number) : [];
      resolve({
        seconds: Math.round(seconds * 10) / 10,
        cpuSeconds: user === undefined ? null : Math.round((user + system) * 10) / 10,
        peakTreeMb: Math.round(peakTree / MB),
        peakProcessMb: Math.round(peakProcess / MB),
        steps: gatsbySteps(output),
        // The machine's one-minute load average during the build: a shared machine's builds are slower under load.
        meanLoad: Math.round((loads.reduce((sum, load) => sum + load, 0) / Math.max(1, loads.length)) * 10) / 10,
      });
    });
  });
}

/** Every page of a build as the route first-load.ts measures: "/", "/about/", ..., "/404" for 404.html. */
function builtRoutes(publicDir) {
  const routes = [];
  const walk = (dir, prefix) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (!entry.isDirectory() || entry.name === "page-data" || entry.name === "static") continue;
      const route = `${prefix}${entry.name}/`;
      if (fs.existsSync(path.join(dir, entry.name, "index.html"))) routes.push(route);
      walk(path.join(dir, entry.name), route);
    }
  };
  if (fs.existsSync(path.join(publicDir, "index.html"))) routes.push("/");
  walk(publicDir, "/");
  // /404/ is the same page as 404.html, which is the one hosts serve.
  return [...routes.filter((route) => route !== "/404/"), "/404"];
}

/** Writes the content of `factor` x the programs into the copy at `site`. */
function writeScaledContent(site, factor) {
  if (factor === 1) return;
  const file = (name) => path.join(site, "content", name);
  const read = (name) => JSON.parse(fs.readFileSync(file(name), "utf8"));
  // photoAliases: the one product rule that cannot hold at 800 programs (no hero photo twice) is
  // met by key with an alias record per copy; see scale-content.ts.
  const scaled = scaleContent({ programs: read("programs.json"), photos: read("photos.json"), deadlines: read("deadlines.json") }, factor, {
    photoAliases: true,
  });
  for (const name of ["programs", "photos", "deadlines"])
    fs.writeFileSync(file(`${name}.json`), `${JSON.stringify(scaled[name], null, 2)}\n`);
}

const largestBy = (pages, key) => pages.reduce((best, page) => (best === null || page[key] > best[key] ? page : best), null);

/** One size: copy, scale, cold build, measure, check every page. */
async function measureSize(root, work, factor, env, log) {
  const site = path.join(work, `x${factor}`);
  copyProject(root, site);
  writeScaledContent(site, factor);
  // A program's page by its record's route: /academics/2/ is a page of the program list.
  const programPaths = new Set(programRoutes(site).map((route) => route.path));
  const isProgramPage = (route) => programPaths.has(route);
  const programs = programPaths.size;
  log(`scale x${factor}: cold build with ${programs} programs...`);
  const build = await measuredBuild(site, env);
  const publicDir = path.join(site, "public");
  const routes = builtRoutes(publicDir);
  const checkStarted = Date.now();
  const pages = routes.map((route) => {
    const { htmlGzip, jsGzip } = routeWeight(publicDir, route);
    return { route, htmlGzip, jsGzip };
  });
  const programPages = pages.filter((page) => isProgramPage(page.route));
  const violations = budgetViolations(pages, budget);
  const largestHtml = largestBy(pages, "htmlGzip");
  const largestProgramHtml = largestBy(programPages, "htmlGzip");
  const largestProgramJs = largestBy(programPages, "jsGzip");
  // The page data a page fetches to hydrate grows with what its query reads.
  const pageDataBytes = (route) => {
    const file = path.join(publicDir, "page-data", route === "/" ? "index" : route.slice(1, -1), "page-data.json");
    return fs.existsSync(file) ? fs.statSync(file).size : 0;
  };
  const largestPageData = routes
    .filter((route) => route !== "/404")
    .map((route) => ({ route, bytes: pageDataBytes(route) }))
    .reduce((best, entry) => (entry.bytes > best.bytes ? entry : best));
  const row = {
    factor,
    programs,
    pages: routes.length,
    programPages: programPages.length,
    ...build,
    secondsPerPage: Math.round((build.seconds / routes.length) * 1000) / 1000,
    largestProgramHtml,
    largestProgramJs,
    largestHtml,
    largestPageData,
    // The pages made from the page files (not the program template): lists of programs grow with them.
    otherPages: pages.filter((page) => !isProgramPage(page.route)),
    violations,
    checkSeconds: Math.round((Date.now() - checkStarted) / 100) / 10,
  };
  // BENCH_SCALE_KEEP=1 keeps the copy and its build, to run the built-site tests over it
  // (E2E_PUBLIC_DIR=<copy>/public BCU_SITE_ROOT=<copy>).
  if (process.env.BENCH_SCALE_KEEP === "1") log(`scale x${factor}: kept in ${site}`);
  else fs.rmSync(site, { recursive: true, force: true });
  return row;
}

/** Runs the stage for `factors` (see scaleFactors) in `work`; returns what .bench/results.json records under "scale". */
export async function runScaleStage({ root, work, factors, log }) {
  const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "true" };
  const sizes = [];
  for (const factor of factors) {
    const size = await measureSize(root, work, factor, env, log);
    const { seconds, cpuSeconds, peakTreeMb, violations } = size;
    log(
      `scale x${factor}: ${size.pages} pages, ${seconds} s (CPU ${cpuSeconds} s), peak ${peakTreeMb} MB, ${violations.length} over budget`,
    );
    sizes.push(size);
  }
  // Judged on CPU seconds when GNU time measured them: on a shared machine the wall time of a
  // build moves with everyone else's work; the CPU it spends does far less. Both are reported.
  const judged = sizes.every((s) => s.cpuSeconds !== null) ? "cpuSeconds" : "seconds";
  const linearity = {
    judgedOn: judged === "cpuSeconds" ? "CPU seconds" : "wall seconds",
    wall: linearityVerdict(sizes.map(({ factor, pages, seconds }) => ({ factor, pages, seconds }))),
    ...(judged === "cpuSeconds"
      ? { cpu: linearityVerdict(sizes.map(({ factor, pages, cpuSeconds }) => ({ factor, pages, seconds: cpuSeconds }))) }
      : {}),
  };
  linearity.linear = linearity[judged === "cpuSeconds" ? "cpu" : "wall"].linear;
  return {
    method: {
      wall: "gatsby build from spawn to exit",
      cpu: `user + system seconds of the build's process tree (${GNU_TIME})`,
      memory: `/proc polled every ${POLL_MS} ms over the build's process tree: sum of resident sets, and the largest process`,
      content: "scripts/lib/scale-content.ts with photoAliases",
    },
    sizes,
    linearity,
  };
}

const kb = (bytes) => (bytes / KB).toFixed(1);

/** The stage's table and verdict, as printed. */
export function printScale(scale) {
  const lines = [
    "Scale: cold gatsby build with the programs multiplied (generated names; budgets checked over every built page)",
    "",
    "| programs | pages | build s | CPU s | s per page | peak MB (tree / largest process) | largest program page HTML KB gzip | largest program page first-load JS KB gzip | largest page HTML KB gzip | largest page-data KB | budget violations | mean load |",
    "|---|---|---|---|---|---|---|---|---|---|---|---|",
  ];
  for (const s of scale.sizes) {
    lines.push(
      `| ${s.programs} (x${s.factor}) | ${s.pages} | ${s.seconds} | ${s.cpuSeconds ?? "-"} | ${s.secondsPerPage} | ${s.peakTreeMb} / ${s.peakProcessMb} | ${kb(s.largestProgramHtml.htmlGzip)} (${s.largestProgramHtml.route}) | ${kb(s.largestProgramJs.jsGzip)} | ${kb(s.largestHtml.htmlGzip)} (${s.largestHtml.route}) | ${kb(s.largestPageData.bytes)} (${s.largestPageData.route}) | ${s.violations.length} | ${s.meanLoad} |`,
    );
  }
  lines.push("");
  lines.push("Gatsby's steps, seconds:");
  const stepNames = [...new Set(scale.sizes.flatMap((s) => Object.keys(s.steps)))].filter((name) =>
    scale.sizes.some((s) => (s.steps[name] ?? 0) >= 1),
  );
  lines.push(`| step | ${scale.sizes.map((s) => `x${s.factor}`).join(" | ")} |`);
  lines.push(`|---|${scale.sizes.map(() => "---").join("|")}|`);
  for (const name of stepNames) lines.push(`| ${name} | ${scale.sizes.map((s) => s.steps[name] ?? "-").join(" | ")} |`);
  lines.push("");
  const marginal = (verdict) =>
    Object.entries(verdict.marginalSecondsPerPage)
      .map(([step, value]) => `${step} ${value}`)
      .join(", ");
  lines.push(`Wall seconds per added page: ${marginal(scale.linearity.wall)}; ${scale.linearity.wall.verdict}`);
  if (scale.linearity.cpu) lines.push(`CPU seconds per added page: ${marginal(scale.linearity.cpu)}; ${scale.linearity.cpu.verdict}`);
  lines.push(`Build time judged on ${scale.linearity.judgedOn}: ${scale.linearity.linear ? "at most linear" : "SUPERLINEAR"}`);
  for (const s of scale.sizes) {
    if (s.violations.length === 0) continue;
    const shown = s.violations.slice(0, 10);
    lines.push(
      `x${s.factor} over budget (${s.violations.length}):\n- ${shown.join("\n- ")}${s.violations.length > shown.length ? "\n- ..." : ""}`,
    );
  }
  return lines.join("\n");
}

/** The stage's misses, in words, for the bench's list of missed targets. */
export function scaleMisses(scale) {
  const missed = scale.sizes.flatMap((s) => s.violations.map((v) => `scale x${s.factor}: ${v}`));
  const judged = scale.linearity.cpu ?? scale.linearity.wall;
  if (!scale.linearity.linear) missed.push(`scale: build ${scale.linearity.judgedOn} ${judged.verdict}`);
  return missed;
}
