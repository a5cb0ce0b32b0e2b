#!/usr/bin/env node
// npm run edit: the web editor for content/ (docs/content.md "Editing in the browser"; ports and options
// there). This server serves the editor page, the Decap CMS bundle of node_modules/decap-cms/dist
// and the Decap configuration generated from content/schemas (edit/decapConfig.ts); it starts
// decap-server (the local backend, "fs" mode: no commits) and `gatsby develop` (the live preview,
// only for the project's own content/). Every change to content/ is checked with the build's own
// validation, and a save that would break a rule is refused once before it is written.
// `--print-config` prints the generated configuration (docs/hosted-editor.md); EDIT_CONTENT_DIR
// points at another content folder (the tests' copy).
import { spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { text } from "node:stream/consumers";
import { root } from "./lib/cli.mjs";
import send from "send";
import { contentProblemsReport, savedContent, validateContentDir } from "../plugins/content-validation/index.ts";
import { decapConfigFromDir } from "./edit/decapConfig.ts";
import { formatLike } from "./edit/formatLike.ts";

const port = Number(process.env.EDIT_PORT || 8900);
const backendPort = Number(process.env.EDIT_BACKEND_PORT || port + 1);
const previewPort = Number(process.env.EDIT_PREVIEW_PORT || port + 2);
const contentDir = path.resolve(process.env.EDIT_CONTENT_DIR || path.join(root, "content"));
// gatsby develop always reads the project's own content/: no preview of another folder.
const withPreview = !process.argv.includes("--no-preview") && contentDir === path.join(root, "content");
// decap-server serves one folder (the "repository"); the collections name files inside it.
const repoDir = path.dirname(contentDir);
const decapDist = path.join(root, "node_modules", "decap-cms", "dist");
const pageDir = path.join(root, "scripts", "edit");
/** The page files (content/pages): a folder collection in the editor. */
const pagesContentDir = path.join(contentDir, "pages");
const previewUrl = withPreview ? `http://localhost:${previewPort}/` : null;

const config = decapConfigFromDir(contentDir, {
  backendUrl: `http://localhost:${backendPort}/api/v1`,
  repoContentPath: path.relative(repoDir, contentDir),
});
// Decap shows display_url as a link in its header: the live preview.
if (previewUrl) config.display_url = previewUrl;

// For a hosted editor (docs/hosted-editor.md): the generated configuration, to adapt to a Git host's backend.
if (process.argv.includes("--print-config")) {
  process.stdout.write(`${JSON.stringify({ ...config, display_url: undefined }, null, 2)}\n`);
  process.exit(0);
}

// ---- validation: the build's own rules and messages --------------------------------------------

/** The last validation of content/ as the page shows it. */
let status = check(contentDir);

/** `options`: validateContentDir's (what counts as new: the committed content unless told). */
function check(dir, options) {
  const problems = validateContentDir(dir, options);
  return { ok: problems.length === 0, report: problems.length === 0 ? "" : contentProblemsReport(problems) };
}

function printStatus(reason) {
  if (status.ok) console.log(`edit: ${reason}: content is valid.`);
  else console.error(`edit: ${reason}:\n${status.report}`);
}

// ---- saved files keep their layout -------------------------------------------------------------

/** The text of each content file as last seen, to restore its layout after a save. */
const lastText = new Map(contentFiles().map((name) => [name, fs.readFileSync(path.join(contentDir, name), "utf8")]));

/** content/*.json and content/pages/*.json, as "programs.json", "pages/home.json". */
function contentFiles() {
  return fs.readdirSync(contentDir, { recursive: true, encoding: "utf8" }).filter((name) => /^(pages\/)?[^/]+\.json$/.test(name));
}

/**
 * Decap writes JSON.stringify(data, null, 2); rewrite such a file in the layout it had before
 * (edit/formatLike.ts) so git shows only the edited lines. Files written any other way
 * (by hand, by git) are left exactly as they are.
 */
function keepLayoutOfSavedFiles() {
  for (const name of contentFiles()) {
    const file = path.join(contentDir, name);
    const text = fs.readFileSync(file, "utf8");
    const before = lastText.get(name);
    if (text === before) continue;
    let data;
    try {
      data = JSON.parse(text);
    } catch {
      lastText.set(name, text);
      continue;
    }
    const writtenByDecap = text.trimEnd() === JSON.stringify(data, null, 2);
    const relaid = before !== undefined && writtenByDecap ? formatLike(before, data) : text;
    if (relaid !== text) writeAtomically(file, relaid);
    lastText.set(name, relaid);
  }
}

/** Readers (the site's develop server, git, a test) see the old text or the new, never half of it. */
function writeAtomically(file, text) {
  const temporary = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.tmp`);
  fs.writeFileSync(temporary, text);
  fs.renameSync(temporary, file);
}

let pending = null;
function scheduleCheck(reason) {
  clearTimeout(pending);
  // A save writes the file in one go, but editors and git may touch several files: wait a moment.
  pending = setTimeout(() => {
    keepLayoutOfSavedFiles();
    status = check(contentDir);
    printStatus(reason);
  }, 200);
}

const schemaDir = path.join(contentDir, "schemas");
fs.mkdirSync(pagesContentDir, { recursive: true });
const watchers = [contentDir, pagesContentDir, schemaDir].map((dir) =>
  fs.watch(dir, (event, file) => {
    if (!file || !file.endsWith(".json")) return;
    // The forms were generated from the schemas at start.
    if (dir === schemaDir) console.log(`edit: ${file} changed: restart npm run edit to update the forms.`);
    scheduleCheck(`${path.relative(repoDir, path.join(dir, file))} changed`);
  }),
);

/**
 * Validates content/ as it would be after saving `data` to `file` (a path inside the repository
 * as Decap names it), in a temporary copy, so a save that breaks a rule can be refused.
 */
function checkProposedSave(file, data) {
  // A content file, or a page file (content/pages/<name>.json: a new page from the editor too).
  const name = path.relative(contentDir, path.resolve(repoDir, file));
  if (!/^(pages\/)?[^/\\]+\.json$/.test(name)) {
    return { ok: false, report: `${file}: not a content file` };
  }
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "bcu-edit-"));
  const copy = path.join(scratch, path.basename(contentDir));
  try {
    fs.cpSync(contentDir, copy, { recursive: true });
    fs.writeFileSync(path.join(copy, name), `${JSON.stringify(data, null, 2)}\n`);
    // What this save adds is new: compared with the files as saved (a new event in the past is refused).
    return check(copy, { previous: savedContent(contentDir) });
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}

// ---- the editor page server --------------------------------------------------------------------

/**
 * The editor page's Content-Security-Policy: what Decap needs and nothing more. docs/hosted-editor.md ("Option: a
 * hosted editor") asks for the same directives on /admin, with the Git host in connect-src.
 */
const EDITOR_CSP = [
  "default-src 'self'",
  // Decap validates its configuration with Ajv, which compiles validators with new Function:
  // without 'unsafe-eval' the page stays blank ("Error compiling schema").
  "script-src 'self' 'unsafe-eval'",
  // Decap's components inject their styles at run time (emotion).
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  `connect-src 'self' http://localhost:${backendPort}`,
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");

/** Every answer's headers: never cached, never sniffed; a page also gets the CSP and stays out of search engines. */
const headers = (isPage) => ({
  "Cache-Control": "no-store",
  "X-Content-Type-Options": "nosniff",
  ...(isPage ? { "Content-Security-Policy": EDITOR_CSP, "X-Robots-Tag": "noindex" } : {}),
});
const reply = (res, code, type, body) => res.writeHead(code, { "Content-Type": type, ...headers(false) }).end(body);
const JSON_TYPE = "application/json; charset=utf-8";

/** A file of `dir` by its URL path, sent by `send`, which keeps it inside `dir` and names its type. */
function sendFile(req, res, dir, urlPath) {
  send(req, urlPath, { root: dir, index: false, etag: false, lastModified: false, cacheControl: false })
    .on("headers", () => Object.entries(headers(urlPath.endsWith(".html"))).forEach(([name, value]) => res.setHeader(name, value)))
    .pipe(res);
}

const server = http.createServer(async (req, res) => {
  const url = new URL(req.url ?? "/", "http://localhost");
  try {
    if (req.method === "POST" && url.pathname === "/check") {
      const { file, data } = JSON.parse(await text(req));
      return reply(res, 200, JSON_TYPE, JSON.stringify(checkProposedSave(String(file), data)));
    }
    if (req.method !== "GET" && req.method !== "HEAD") return reply(res, 405, "text/plain", "method not allowed");
    if (url.pathname === "/" || url.pathname === "/index.html") return sendFile(req, res, pageDir, "/editor.html");
    if (url.pathname === "/editor.js") return sendFile(req, res, pageDir, "/editor.js");
    if (url.pathname === "/config.json") return reply(res, 200, JSON_TYPE, JSON.stringify(config));
    if (url.pathname === "/status") return reply(res, 200, JSON_TYPE, JSON.stringify({ ...status, previewUrl }));
    if (url.pathname.startsWith("/decap/")) return sendFile(req, res, decapDist, url.pathname.slice("/decap".length));
    return reply(res, 404, "text/plain", "not found");
  } catch (error) {
    return reply(res, 500, "text/plain", String(error));
  }
});

// ---- child processes ---------------------------------------------------------------------------

const children = [];
let stopping = false;

/** Starts a child in its own process group, so stopping the editor stops everything it started. */
function start(name, command, args, env) {
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ["ignore", "inherit", "inherit"],
    detached: true,
  });
  child.on("exit", (code, signal) => {
    if (stopping) return;
    console.error(`edit: ${name} stopped (${signal ?? `exit ${code}`}); stopping the editor.`);
    stop(1);
  });
  children.push(child);
}

/** Sends `signal` to every child's process group. */
function signalChildren(signal) {
  for (const child of children) {
    try {
      process.kill(-child.pid, signal);
    } catch {
      // already gone
    }
  }
}

function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  console.log("edit: stopping the editor, its backend and the preview.");
  for (const watcher of watchers) watcher.close();
  signalChildren("SIGTERM");
  server.close();
  process.exitCode = code;
  // Give gatsby develop a moment to stop its workers, then make sure nothing is left.
  setTimeout(() => {
    signalChildren("SIGKILL");
    process.exit(code);
  }, 1500).unref();
}
process.on("SIGINT", () => stop(0));
process.on("SIGTERM", () => stop(0));

start("decap-server", process.execPath, [path.join(root, "node_modules", "decap-server", "dist", "index.js")], {
  PORT: String(backendPort),
  BIND_HOST: "127.0.0.1",
  GIT_REPO_DIRECTORY: repoDir,
  LOG_LEVEL: "warn",
});
const gatsby = path.join(root, "node_modules", ".bin", "gatsby");
if (withPreview)
  start("gatsby develop", gatsby, ["develop", "--port", String(previewPort), "--host", "localhost"], { GATSBY_TELEMETRY_DISABLED: "1" });

server.listen(port, "127.0.0.1", () => {
  console.log(`edit: editor on http://localhost:${port}/ (content: ${path.relative(process.cwd(), contentDir) || contentDir})`);
  if (previewUrl) console.log(`edit: live preview (gatsby develop) on ${previewUrl} once it has started`);
  console.log("edit: Ctrl-C stops the editor.");
  printStatus("on start");
});
