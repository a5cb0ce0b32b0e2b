#!/usr/bin/env node
// npm run bench: build times, bytes per route, and Lighthouse for each route beside its no-JS and
// bare variants and a bare one-page Gatsby site (the framework floor), then the scale stage
// (scripts/bench-scale.mjs). Method: docs/performance.md. It builds in a temporary copy of the
// working tree, so it never disturbs public/ or .cache/ here; the figures go to .bench/results.json.
/* global document */ // used inside page.evaluate (runs in the browser)
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createRequire } from "node:module";
import { chromium } from "playwright-core";
import lighthouse from "lighthouse";
import { computeMedianRun } from "lighthouse/core/lib/median-run.js";
import * as chromeLauncher from "chrome-launcher";
import { photoHostFlags, selfSignedCertificate, startPhotoHost } from "./lib/photo-host.mjs";
import { copyProject } from "./lib/project-copy.ts";
import { printScale, runScaleStage, scaleFactors, scaleMisses, sizeRow } from "./bench-scale.mjs";
import { log, measuredBuild, measuredRun, table } from "./lib/measure.mjs";
import { createServer } from "./serve.mjs";
import { requireChromium, root } from "./lib/cli.mjs";
import { ROUTES, htmlFile, routeWeight } from "./lib/first-load.ts";
import { budgetViolations, medianOf } from "./lib/scale-report.ts";
import { searchIndexSize } from "../plugins/search/index.ts";

const require = createRequire(import.meta.url);
const { stripScripts, bareVariant } = require("./lib/no-js-variant.js");
const budget = require("../perf-budget.json");

const photosDir = path.resolve(root, "..", "shared", "photos");
const { CHROMIUM_FLAGS } = require("./lib/chromium-flags.cjs");
// chrome-launcher (Lighthouse's browser) starts Chromium headless only when told.
const CHROME_FLAGS = ["--headless", ...CHROMIUM_FLAGS];
const KB = 1024;
const resultsFile = path.join(root, ".bench", "results.json");
// Lighthouse's simulated metrics move from run to run (the trace they start from does); its docs
// advise several runs and the median one. BENCH_RUNS=1 for a quick look.
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS) || 3);
// BENCH_ROUTES=/,/about measures only those routes (a quick look).
const BENCH_ROUTES = process.env.BENCH_ROUTES ? ROUTES.filter((r) => process.env.BENCH_ROUTES.split(",").includes(r)) : ROUTES;

function writeFloorProject(target) {
  fs.mkdirSync(path.join(target, "src", "pages"), { recursive: true });
  const versions = require("../package.json").dependencies;
  const dependencies = { gatsby: versions.gatsby, react: versions.react, "react-dom": versions["react-dom"] };
  fs.writeFileSync(path.join(target, "package.json"), JSON.stringify({ name: "gatsby-floor", private: true, dependencies }));
  fs.writeFileSync(path.join(target, "gatsby-config.js"), "module.exports = {};\n");
  fs.writeFileSync(
    path.join(target, "src", "pages", "index.js"),
    'import * as React from "react";\nexport default function Floor() {\n  return <p>Framework floor</p>;\n}\n',
  );
  fs.symlinkSync(path.join(root, "node_modules"), path.join(target, "node_modules"));
}

/**
 * What a phone loads for a route, in a real browser at Lighthouse's mobile viewport (412 px, DPR
 * 1.75): the request count until the network is idle, the font bytes, and the hero photo's bytes
 * at the candidate the phone picks from its srcset.
 */
async function profileRoute(browser, origin, route) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, ignoreHTTPSErrors: true });
  const page = await context.newPage();
  let requests = 0;
  const bodies = new Map();
  page.on("request", () => {
    requests += 1;
  });
  page.on("response", async (response) => {
    const body = await response.body().catch(() => null);
    if (body) bodies.set(response.url(), { bytes: body.length, type: response.request().resourceType() });
  });
  // The photo stand-in renders each size on its first request: allow it time on a busy machine.
  await page.goto(origin + route, { waitUntil: "networkidle", timeout: 180000 });
  const heroSrc = await page.evaluate(() => document.querySelector("img[fetchpriority=high]")?.currentSrc ?? null);
  await context.close();
  const fontBytes = [...bodies.values()].filter((b) => b.type === "font").reduce((sum, b) => sum + b.bytes, 0);
  return { requests, fontBytes, heroPhotoBytes: heroSrc ? (bodies.get(heroSrc)?.bytes ?? null) : null, heroPhotoUrl: heroSrc };
}

/** Writes a variant of every route beside the build, at `/${folder}<route>`; returns each route's variant. */
function writeVariants(publicDir, routes, folder, transform) {
  return new Map(
    routes.map((route) => {
      const [source, variant] = [htmlFile(publicDir, route), htmlFile(publicDir, `/${folder}${route}`)];
      fs.mkdirSync(path.dirname(variant), { recursive: true });
      fs.writeFileSync(variant, transform(fs.readFileSync(source, "utf8")));
      return [route, `/${folder}${route}`];
    }),
  );
}

/** The figures of one Lighthouse result we report, including the LCP phases. */
function summarise(lhr) {
  const { categories, audits } = lhr;
  const score = (id) => Math.round(categories[id].score * 100);
  const ms = (id) => Math.round(audits[id].numericValue);
  // largest-contentful-paint-element: a list of [element table, phase table (TTFB, Load Delay,
  // Load Time, Render Delay)].
  const phaseTable = audits["largest-contentful-paint-element"]?.details?.items?.[1];
  const phases = phaseTable?.items?.map((item) => Math.round(item.timing)) ?? [];
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcpMs: ms("largest-contentful-paint"),
    fcpMs: ms("first-contentful-paint"),
    tbtMs: ms("total-blocking-time"),
    speedIndexMs: ms("speed-index"),
    cls: Math.round(audits["cumulative-layout-shift"].numericValue * 1000) / 1000,
    lcpPhases: phases.length === 4 ? { ttfbMs: phases[0], loadDelayMs: phases[1], loadTimeMs: phases[2], renderDelayMs: phases[3] } : null,
    failedAudits: Object.values(audits)
      .filter((a) => a.score !== null && a.score < 1 && !["informative", "notApplicable", "manual"].includes(a.scoreDisplayMode))
      .map((a) => a.id),
  };
}

/**
 * What one run's page had fetched by its observed largest paint: Lighthouse's simulated LCP counts
 * every request that finished before it in the unthrottled trace, so a run whose LCP stands out
 * usually had one more file (a font, a framework script) in this list.
 */
function finishedBeforeLcp(lhr) {
  const observedLcp = lhr.audits.metrics?.details?.items?.[0]?.observedLargestContentfulPaint;
  const requests = lhr.audits["network-requests"]?.details?.items ?? [];
  if (observedLcp == null) return [];
  return requests
    .filter((request) => request.networkEndTime <= observedLcp)
    .map((request) => {
      const { hostname, pathname } = new URL(request.url);
      return `${hostname === "localhost" || hostname === "127.0.0.1" ? "" : hostname}${pathname}`;
    });
}

/**
 * Lighthouse RUNS times on each URL, alternating between them so machine noise falls on both
 * alike; for each URL the figures of its median run (lighthouse's computeMedianRun).
 */
async function runLighthouse(port, urls) {
  const runs = urls.map(() => []);
  for (let i = 0; i < RUNS; i++) {
    for (const [index, url] of urls.entries()) {
      const result = await lighthouse(url, {
        port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      });
      runs[index].push(result.lhr);
    }
  }
  return runs.map((lhrs) => {
    // Every run's LCP and what it had fetched by then, to tell noise from a real difference.
    const lcpRunsMs = lhrs.map((lhr) => Math.round(lhr.audits["largest-contentful-paint"].numericValue));
    return {
      ...summarise(computeMedianRun(lhrs)),
      // computeMedianRun picks the run nearest the median FCP and TTI, whose LCP can be the
      // slowest of all: the LCP compared with the variants' is the median of every run's.
      lcpMs: medianOf(lcpRunsMs),
      runs: RUNS,
      lcpRunsMs,
      finishedBeforeLcp: lhrs.map(finishedBeforeLcp),
    };
  });
}

const kb = (bytes) => (bytes == null ? "-" : (bytes / KB).toFixed(1));

function printTable(results) {
  const { builds, floorJsGzip, routes, floorLighthouse: fl } = results;
  const sizes = routes.map((r) => {
    const lh = r.lighthouse;
    return `${r.route} | ${kb(r.htmlBytes)} (${kb(r.htmlGzip)}) | ${kb(r.jsGzip)} | ${r.jsToFloor.toFixed(2)} | ${kb(r.cssGzip)} | ${kb(r.fontBytes)} | ${kb(r.heroPhotoBytes)} | ${r.requests} | ${lh.performance} | ${lh.accessibility} | ${lh.bestPractices} | ${lh.seo} | ${lh.cls}`;
  });
  const variants = routes.map((r) => {
    const [lh, nj, p] = [r.lighthouse, r.noJs, r.lighthouse.lcpPhases];
    const phases = p ? `${p.ttfbMs}, ${p.loadDelayMs}, ${p.loadTimeMs}, ${p.renderDelayMs}` : "-";
    return `${r.route} | ${lh.performance} / ${nj.performance} | ${lh.lcpMs} / ${nj.lcpMs} (${(lh.lcpMs / nj.lcpMs).toFixed(2)}) | ${lh.lcpRunsMs.join(", ")} / ${nj.lcpRunsMs.join(", ")} | ${r.bare.lcpMs} | ${lh.fcpMs} / ${nj.fcpMs} | ${lh.tbtMs} / ${nj.tbtMs} | ${lh.speedIndexMs} / ${nj.speedIndexMs} | ${phases}`;
  });
  return [
    `Build: content check ${builds.contentCheckSeconds} s (what a content mistake costs before it stops the build), cold ${builds.coldSeconds} s, warm ${builds.warmSeconds} s (target cold <= ${budget.maxColdBuildSeconds} s)`,
    `Search index (plugins/search): ${results.searchIndex.pages} pages, ${kb(results.searchIndex.indexBytes)} KB (${kb(results.searchIndex.bytesPerPage)} KB a page; a query fetches only its parts) beside Pagefind's scripts and WebAssembly, ${kb(results.searchIndex.engineBytes)} KB (fetched once); none of it loads before a visitor searches`,
    `Framework floor (bare Gatsby page): ${kb(floorJsGzip)} KB first-load JS gzip; Lighthouse Perf ${fl.performance}, LCP ${fl.lcpMs} ms, FCP ${fl.fcpMs} ms, TBT ${fl.tbtMs} ms`,
    `Lighthouse: mobile preset, simulated throttling, median of ${fl.runs} runs per page, site and no-JS variant alternating`,
    "",
    table(
      "route | HTML KB (gzip) | JS KB gzip | JS / floor | CSS KB gzip | fonts KB | hero photo KB | requests | Perf | A11y | BP | SEO | CLS",
      sizes,
    ),
    "",
    "Site beside its no-JS variant (same HTML, framework scripts removed):",
    "",
    table(
      "route | Perf site / no-JS | LCP ms site / no-JS (ratio) | LCP ms of each run, site / no-JS | LCP ms bare (document + hero) | FCP ms site / no-JS | TBT ms site / no-JS | SI ms site / no-JS | LCP phases ms: TTFB, load delay, load time, render delay",
      variants,
    ),
  ].join("\n");
}

/** Which targets of the performance issue a run misses, in words. */
function missedTargets(results) {
  const missed = [];
  if (results.builds.coldSeconds > budget.maxColdBuildSeconds)
    missed.push(`cold build ${results.builds.coldSeconds} s > ${budget.maxColdBuildSeconds} s`);
  for (const r of results.routes) {
    const lh = r.lighthouse;
    for (const key of ["performance", "accessibility", "bestPractices", "seo"]) {
      if (lh[key] < 100) missed.push(`${r.route}: Lighthouse ${key} ${lh[key]} (${lh.failedAudits.join(", ")})`);
    }
    if (lh.cls > 0) missed.push(`${r.route}: CLS ${lh.cls}`);
    if (lh.tbtMs > budget.maxTbtMs) missed.push(`${r.route}: TBT ${lh.tbtMs} ms > ${budget.maxTbtMs} ms`);
    if (lh.lcpMs > budget.maxLcpMs) missed.push(`${r.route}: LCP ${lh.lcpMs} ms > ${budget.maxLcpMs} ms`);
    const ratio = lh.lcpMs / r.noJs.lcpMs;
    if (ratio > budget.maxLcpToNoJs)
      missed.push(`${r.route}: LCP ${ratio.toFixed(2)} x the no-JS variant's (${r.noJs.lcpMs} ms) > ${budget.maxLcpToNoJs} x`);
  }
  // A route with a JavaScript exception has not met the common budget: say so, with why.
  for (const [route, exception] of Object.entries(budget.jsExceptions ?? {}))
    missed.push(
      `${route}: first-load JS allowed floor + ${exception.maxJsOverFloorGzip} B, over the common floor + ${budget.maxJsOverFloorGzip} B (${exception.why})`,
    );
  // The size budgets as the scale stage checks them, over this run's measured framework floor.
  return [...missed, ...budgetViolations(results.routes, { ...budget, floorJsGzip: results.floorJsGzip })];
}

/** Writes .bench/results.json, prints `text` and the targets missed (`part`: "" or "Scale: "). */
function report(results, text, missed, part) {
  fs.mkdirSync(path.dirname(resultsFile), { recursive: true });
  fs.writeFileSync(resultsFile, `${JSON.stringify(results, null, 2)}\n`);
  console.log(text);
  const say = (words) => (part ? `${part}${words}` : words[0].toUpperCase() + words.slice(1));
  console.log(missed.length ? `\n${say("missed targets")}:\n- ${missed.join("\n- ")}` : `\n${say("all targets met.")}`);
  console.log(`\nFigures written to .bench/results.json`);
}

/**
 * The Lighthouse part: builds, bytes per route, Lighthouse per route; prints and writes its
 * results. Resolves to them and to its cold build as the scale stage's x1 (sizeRow).
 */
async function lighthouseBench() {
  const chromePath = requireChromium("bench");
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "bcu-bench-"));
  const site = path.join(work, "site");
  const floor = path.join(work, "floor");
  const cleanups = [() => fs.rmSync(work, { recursive: true, force: true })];
  try {
    copyProject(root, site);
    writeFloorProject(floor);
    log("content check...");
    // `npm run check`: the content check every build starts with.
    const check = await measuredRun(site, process.execPath, ["--import", "tsx", path.join("scripts", "check-content.mjs")]);
    const contentCheckSeconds = check.seconds;
    log("cold build (no .cache)...");
    const cold = await measuredBuild(site);
    const x1 = sizeRow(site, 1, cold); // before the variants below add pages to public/
    log("warm build...");
    const warmSeconds = (await measuredBuild(site)).seconds;
    log("framework floor build...");
    await measuredBuild(floor);
    const floorJsGzip = routeWeight(path.join(floor, "public"), "/").jsGzip;

    // HTTP/2 over TLS, as the CDNs serve the site (serve.mjs); Chromium accepts the certificate.
    const tls = selfSignedCertificate();
    const floorServer = await createServer({ root: path.join(floor, "public"), port: 0, tls });
    cleanups.unshift(() => floorServer.close());
    const server = await createServer({ root: path.join(site, "public"), port: 0, tls });
    cleanups.unshift(() => server.close());
    const origin = server.url;
    const photoHost = await startPhotoHost({ photosDir });
    cleanups.unshift(() => photoHost.close());
    const flags = [...CHROME_FLAGS, ...photoHostFlags(photoHost.port)];

    // One Chromium: Playwright profiles each route in it, then Lighthouse drives it.
    const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: flags });
    cleanups.unshift(() => chrome.kill());
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    const routes = [];
    for (const route of BENCH_ROUTES) {
      const weight = routeWeight(path.join(site, "public"), route);
      routes.push({ ...weight, jsToFloor: weight.jsGzip / floorJsGzip, ...(await profileRoute(browser, origin, route)) });
    }
    await browser.close(); // disconnects; Chromium runs on
    const noJsPaths = writeVariants(path.join(site, "public"), BENCH_ROUTES, "_nojs", stripScripts);
    const barePaths = writeVariants(path.join(site, "public"), BENCH_ROUTES, "_bare", bareVariant);
    log(`lighthouse: framework floor (${RUNS} runs)`);
    const [floorLighthouse] = await runLighthouse(chrome.port, [`${floorServer.url}/`]);
    for (const r of routes) {
      log(`lighthouse ${r.route}, its no-JS and its bare variant (${RUNS} runs each, alternating)`);
      [r.lighthouse, r.noJs, r.bare] = await runLighthouse(chrome.port, [
        origin + r.route,
        origin + noJsPaths.get(r.route),
        origin + barePaths.get(r.route),
      ]);
    }

    const results = {
      date: new Date().toISOString(),
      builds: { contentCheckSeconds, coldSeconds: cold.seconds, warmSeconds },
      searchIndex: searchIndexSize(path.join(site, "public")),
      floorJsGzip,
      floorLighthouse,
      budget,
      routes,
    };
    results.missedTargets = missedTargets(results);
    report(results, printTable(results), results.missedTargets, "");
    return { results, x1 };
  } finally {
    for (const cleanup of cleanups) await cleanup();
  }
}

/**
 * npm run bench: the Lighthouse part, then the scale stage (scripts/bench-scale.mjs) at the
 * factors of BENCH_SCALE (default 1, 10, 100; "off" skips it). `npm run bench -- --scale` runs
 * the scale stage alone and adds its figures to the last .bench/results.json.
 */
async function main() {
  const scaleOnly = process.argv.includes("--scale");
  const factors = scaleFactors();
  if (scaleOnly && factors.length === 0) throw new Error("bench --scale with BENCH_SCALE=off: nothing to run");
  const { results, x1 } = scaleOnly
    ? { results: fs.existsSync(resultsFile) ? JSON.parse(fs.readFileSync(resultsFile, "utf8")) : {} }
    : await lighthouseBench();
  if (factors.length === 0) return;
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "bcu-bench-scale-"));
  try {
    results.scale = await runScaleStage({ root, work, factors, log, built: { 1: x1 } });
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
  // A scale-only run replaces the last run's scale figures and misses, and keeps the rest.
  results.missedTargets = [...(results.missedTargets ?? []).filter((m) => !m.startsWith("scale")), ...scaleMisses(results.scale)];
  report(results, `\n${printScale(results.scale)}`, scaleMisses(results.scale), "Scale: ");
  // A page over its budget at some size fails the run (the pages are named above): the claim that
  // every page keeps its budgets as the programs grow is checked, not only reported.
  const overBudget = results.scale.sizes.flatMap((size) => size.violations);
  if (overBudget.length > 0) {
    console.error(`\nScale: ${overBudget.length} page budget(s) exceeded; failing.`);
    process.exitCode = 1;
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
