// npm run bench's scale stage: how the build's cost grows with the programs (method:
// docs/performance.md, "How the cost grows"). Each size is a copy of the tree with the programs
// multiplied, cold-built; every page is checked against the size budgets without Lighthouse.
import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import { copyProject } from "./lib/project-copy.ts";
import { GNU_TIME, POLL_MS, measuredBuild, table } from "./lib/measure.mjs";
import { pageDataFile, routeWeight } from "./lib/first-load.ts";
import { scaleContent } from "./lib/scale-content.ts";
import { programRoutes } from "./lib/routes.ts";
import { budgetViolations, linearityVerdict } from "./lib/scale-report.ts";

export { scaleFactors } from "./lib/scale-report.ts";

const require = createRequire(import.meta.url);
const budget = require("../perf-budget.json");
const KB = 1024;

/** Every page of a build as first-load.ts measures it, sorted: "/", "/about/", ..., and "/404" for 404.html. */
function builtRoutes(publicDir) {
  const routes = fs
    .readdirSync(publicDir, { recursive: true, encoding: "utf8" })
    .filter((file) => path.basename(file) === "index.html" && !/^(page-data|static)\//.test(file))
    .map((file) => `/${file.slice(0, -"index.html".length)}`)
    .sort();
  // /404/ is the same page as 404.html, which is the one hosts serve.
  return [...routes.filter((route) => route !== "/404/"), "/404"];
}

/** Writes the content of `factor` x the programs into the copy at `site`. */
function writeScaledContent(site, factor) {
  if (factor === 1) return;
  const file = (name) => path.join(site, "content", name);
  const read = (name) => JSON.parse(fs.readFileSync(file(name), "utf8"));
  const scaled = scaleContent({ programs: read("programs.json"), photos: read("photos.json"), deadlines: read("deadlines.json") }, factor);
  for (const name of ["programs", "photos", "deadlines"])
    fs.writeFileSync(file(`${name}.json`), `${JSON.stringify(scaled[name], null, 2)}\n`);
}

const largestBy = (pages, key) => pages.reduce((best, page) => (best === null || page[key] > best[key] ? page : best), null);

/** One size: copy, scale, cold build, then its figures (sizeRow). */
async function measureSize(root, work, factor, log) {
  const site = path.join(work, `x${factor}`);
  copyProject(root, site);
  writeScaledContent(site, factor);
  log(`scale x${factor}: cold build with ${programRoutes(site).length} programs...`);
  const row = sizeRow(site, factor, await measuredBuild(site));
  // BENCH_SCALE_KEEP=1 keeps the copy and its build, to run the built-site tests over it
  // (E2E_PUBLIC_DIR=<copy>/public BCU_SITE_ROOT=<copy>).
  if (process.env.BENCH_SCALE_KEEP === "1") log(`scale x${factor}: kept in ${site}`);
  else fs.rmSync(site, { recursive: true, force: true });
  return row;
}

/** The figures of one size: its cold `build` (measuredBuild) and every page it wrote, checked against the budgets. */
export function sizeRow(site, factor, build) {
  // A program's page by its record's route: /academics/2/ is a page of the program list.
  const programPaths = new Set(programRoutes(site).map((route) => route.path));
  const programs = programPaths.size;
  const publicDir = path.join(site, "public");
  const routes = builtRoutes(publicDir);
  const checkStarted = Date.now();
  const pages = routes.map((route) => {
    const { htmlGzip, jsGzip } = routeWeight(publicDir, route);
    return { route, htmlGzip, jsGzip };
  });
  const programPages = pages.filter((page) => programPaths.has(page.route));
  const violations = budgetViolations(pages, budget);
  const largestHtml = largestBy(pages, "htmlGzip");
  const largestProgramHtml = largestBy(programPages, "htmlGzip");
  const largestProgramJs = largestBy(programPages, "jsGzip");
  // The page data a page fetches to hydrate grows with what its query reads.
  const pageData = routes
    .filter((route) => route !== "/404")
    .map((route) => ({ route, bytes: fs.statSync(pageDataFile(publicDir, route), { throwIfNoEntry: false })?.size ?? 0 }));
  return {
    factor,
    programs,
    pages: routes.length,
    programPages: programPages.length,
    ...build,
    secondsPerPage: Math.round((build.seconds / routes.length) * 1000) / 1000,
    largestProgramHtml,
    largestProgramJs,
    largestHtml,
    largestPageData: largestBy(pageData, "bytes"),
    // The pages made from the page files (not the program template): lists of programs grow with them.
    otherPages: pages.filter((page) => !programPaths.has(page.route)),
    violations,
    checkSeconds: Math.round((Date.now() - checkStarted) / 100) / 10,
  };
}

/**
 * Runs the stage for `factors` (see scaleFactors) in `work`; returns what .bench/results.json
 * records under "scale". `built` holds sizes measured already (sizeRow), by factor: a full bench
 * passes x1 from the Lighthouse part's cold build, the same build of the same tree.
 */
export async function runScaleStage({ root, work, factors, log, built = {} }) {
  const sizes = [];
  for (const factor of factors) {
    const size = built[factor] ?? (await measureSize(root, work, factor, log));
    const { seconds, cpuSeconds, peakTreeMb, violations } = size;
    log(
      `scale x${factor}: ${size.pages} pages, ${seconds} s (CPU ${cpuSeconds} s), peak ${peakTreeMb} MB, ${violations.length} over budget`,
    );
    sizes.push(size);
  }
  // Judged on CPU seconds when GNU time measured them: on a shared machine the wall time of a
  // build moves with everyone else's work; the CPU it spends does far less. Both are reported.
  const onCpu = sizes.every((s) => s.cpuSeconds !== null);
  const verdict = (key) => linearityVerdict(sizes.map((s) => ({ factor: s.factor, pages: s.pages, seconds: s[key] })));
  const linearity = {
    judgedOn: onCpu ? "CPU seconds" : "wall seconds",
    wall: verdict("seconds"),
    ...(onCpu ? { cpu: verdict("cpuSeconds") } : {}),
  };
  linearity.linear = (linearity.cpu ?? linearity.wall).linear;
  return {
    method: {
      wall: "gatsby build from spawn to exit",
      cpu: `user + system seconds of the build's process tree (${GNU_TIME})`,
      memory: `/proc polled every ${POLL_MS} ms over the build's process tree: sum of resident sets, and the largest process`,
      content: "scripts/lib/scale-content.ts (a photo alias per copy)",
    },
    sizes,
    linearity,
  };
}

const kb = (bytes) => (bytes / KB).toFixed(1);

/** The stage's table and verdict, as printed. */
export function printScale(scale) {
  const { sizes, linearity } = scale;
  const sizeRows = sizes.map(
    (s) =>
      `${s.programs} (x${s.factor}) | ${s.pages} | ${s.seconds} | ${s.cpuSeconds ?? "-"} | ${s.secondsPerPage} | ${s.peakTreeMb} / ${s.peakProcessMb} | ${kb(s.largestProgramHtml.htmlGzip)} (${s.largestProgramHtml.route}) | ${kb(s.largestProgramJs.jsGzip)} | ${kb(s.largestHtml.htmlGzip)} (${s.largestHtml.route}) | ${kb(s.largestPageData.bytes)} (${s.largestPageData.route}) | ${s.violations.length} | ${s.meanLoad}`,
  );
  const header =
    "programs | pages | build s | CPU s | s per page | peak MB (tree / largest process) | largest program page HTML KB gzip | largest program page first-load JS KB gzip | largest page HTML KB gzip | largest page-data KB | budget violations | mean load";
  const stepNames = [...new Set(sizes.flatMap((s) => Object.keys(s.steps)))].filter((name) => sizes.some((s) => (s.steps[name] ?? 0) >= 1));
  const stepRows = stepNames.map((name) => [name, ...sizes.map((s) => s.steps[name] ?? "-")].join(" | "));
  const marginal = (verdict) =>
    `${Object.entries(verdict.marginalSecondsPerPage)
      .map(([step, value]) => `${step} ${value}`)
      .join(", ")}; ${verdict.verdict}`;
  const lines = [
    "Scale: cold gatsby build with the programs multiplied (generated names; budgets checked over every built page)",
    "",
    table(header, sizeRows),
    "",
    "Gatsby's steps, seconds:",
    table(["step", ...sizes.map((s) => `x${s.factor}`)].join(" | "), stepRows),
    "",
    `Wall seconds per added page: ${marginal(linearity.wall)}`,
    ...(linearity.cpu ? [`CPU seconds per added page: ${marginal(linearity.cpu)}`] : []),
    `Build time judged on ${linearity.judgedOn}: ${linearity.linear ? "at most linear" : "SUPERLINEAR"}`,
  ];
  for (const s of sizes.filter((size) => size.violations.length > 0)) {
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
