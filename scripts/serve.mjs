#!/usr/bin/env node
// npm run serve (and npm start): serves the production build in public/ the way a static host
// does, with no dependencies, so `npm start`, the browser tests and the bench all see the same
// responses. Usage: node scripts/serve.mjs [--port 9000] [--root public]   (PORT env works too)
//
// - directory -> its index.html; Gatsby's trailingSlash "never" puts /academics in
//   public/academics/index.html, so /academics is served from there and /academics/ redirects
//   to /academics (the canonical URL);
// - an unknown path -> public/404.html with status 404 (what Netlify and most hosts do);
// - no path traversal: anything that resolves outside the root is refused;
// - response headers from public/_headers (Netlify format) when that file exists, so the
//   security headers (CSP, HSTS, ...) the build generates are exercised locally and in tests;
// - gzip for text types when the client accepts it.
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import zlib from "node:zlib";
import { fileURLToPath, pathToFileURL } from "node:url";

const CONTENT_TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff": "font/woff",
  ".woff2": "font/woff2",
  ".ttf": "font/ttf",
  ".otf": "font/otf",
  ".wasm": "application/wasm",
  ".pdf": "application/pdf",
};
const COMPRESSIBLE = /^(text\/|application\/(json|manifest\+json|xml)|image\/svg\+xml)/;

export function contentType(file) {
  return CONTENT_TYPES[path.extname(file).toLowerCase()] ?? "application/octet-stream";
}

/**
 * Parses a Netlify `_headers` file: a path pattern at the start of a line, then indented
 * `Name: value` lines. `#` starts a comment line. Returns [{ pattern, headers: [[name, value]] }].
 */
export function parseHeadersFile(text) {
  const rules = [];
  let current = null;
  for (const raw of text.split(/\r?\n/)) {
    if (!raw.trim() || raw.trim().startsWith("#")) continue;
    if (!/^\s/.test(raw)) {
      current = { pattern: raw.trim(), headers: [] };
      rules.push(current);
      continue;
    }
    const colon = raw.indexOf(":");
    if (!current || colon < 0) continue; // a header line before any path, or no colon: ignored, like Netlify
    current.headers.push([raw.slice(0, colon).trim(), raw.slice(colon + 1).trim()]);
  }
  return rules;
}

/** Netlify path patterns: `*` matches anything (also across "/"), `:name` one segment. */
export function patternMatches(pattern, pathname) {
  const source = pattern
    .split(/(\*|:[A-Za-z_][\w]*)/)
    .map((part) => (part === "*" ? ".*" : part.startsWith(":") ? "[^/]+" : part.replace(/[.+?^${}()|[\]\\]/g, "\\$&")))
    .join("");
  return new RegExp(`^${source}/?$`).test(pathname);
}

/** Headers from every rule that matches, in file order; a repeated name is combined with ", ". */
export function headersFor(rules, pathname) {
  const out = new Map();
  for (const rule of rules) {
    if (!patternMatches(rule.pattern, pathname)) continue;
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase();
      const previous = out.get(key);
      out.set(key, { name, value: previous ? `${previous.value}, ${value}` : value });
    }
  }
  return [...out.values()];
}

/** Gatsby's caching advice: HTML and page data always revalidate; hashed assets are immutable. */
function cacheControl(relative) {
  if (relative.startsWith("static/") || /-[0-9a-f]{16,}\.(js|css)$/.test(relative)) {
    return "public, max-age=31536000, immutable";
  }
  return "public, max-age=0, must-revalidate";
}

function isFile(file) {
  try {
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

function isDirectory(file) {
  try {
    return fs.statSync(file).isDirectory();
  } catch {
    return false;
  }
}

/**
 * Which file answers a path: { file, status } | { redirect } | { forbidden }.
 * `pathname` is already percent-decoded.
 */
export function resolvePath(root, pathname) {
  if (pathname.includes("\0")) return { forbidden: true };
  const target = path.resolve(root, `.${pathname}`);
  if (target !== root && !target.startsWith(root + path.sep)) return { forbidden: true };
  if (isFile(target)) return { file: target, status: 200 };
  if (isDirectory(target)) {
    const index = path.join(target, "index.html");
    if (isFile(index)) {
      if (pathname !== "/" && pathname.endsWith("/")) return { redirect: pathname.replace(/\/+$/, "") };
      return { file: index, status: 200 };
    }
  }
  if (!pathname.endsWith("/") && isFile(`${target}.html`)) return { file: `${target}.html`, status: 200 };
  const notFound = path.join(root, "404.html");
  return { file: isFile(notFound) ? notFound : null, status: 404 };
}

/** The request handler for a build directory. */
export function createHandler({ root }) {
  const absoluteRoot = path.resolve(root);
  const headersFile = path.join(absoluteRoot, "_headers");
  let headerRules = null; // read lazily, so a server started before a build still picks it up
  let headerRulesMtime = 0;
  const gzipCache = new Map();

  function rules() {
    let mtime = 0;
    try {
      mtime = fs.statSync(headersFile).mtimeMs;
    } catch {
      return [];
    }
    if (!headerRules || mtime !== headerRulesMtime) {
      headerRules = parseHeadersFile(fs.readFileSync(headersFile, "utf8"));
      headerRulesMtime = mtime;
    }
    return headerRules;
  }

  return function handle(req, res) {
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.writeHead(405, { allow: "GET, HEAD", "content-type": "text/plain; charset=utf-8" }).end("Method Not Allowed\n");
      return;
    }
    const [rawPath, query = ""] = (req.url ?? "/").split(/\?(.*)/s, 2);
    let pathname;
    try {
      pathname = decodeURIComponent(rawPath);
    } catch {
      res.writeHead(400, { "content-type": "text/plain; charset=utf-8" }).end("Bad Request\n");
      return;
    }
    if (!pathname.startsWith("/")) pathname = `/${pathname}`;
    const resolved = resolvePath(absoluteRoot, pathname);
    if (resolved.forbidden) {
      res.writeHead(403, { "content-type": "text/plain; charset=utf-8" }).end("Forbidden\n");
      return;
    }
    if (resolved.redirect) {
      res.writeHead(301, { location: resolved.redirect + (query ? `?${query}` : "") }).end();
      return;
    }

    const headers = {};
    for (const { name, value } of headersFor(rules(), pathname)) headers[name] = value;
    if (!resolved.file) {
      res.writeHead(404, { "content-type": "text/plain; charset=utf-8", ...headers }).end("Not Found\n");
      return;
    }
    const relative = path.relative(absoluteRoot, resolved.file).split(path.sep).join("/");
    const type = contentType(resolved.file);
    let body = fs.readFileSync(resolved.file);
    const base = { "content-type": type, "cache-control": cacheControl(relative) };
    if (COMPRESSIBLE.test(type)) base.vary = "Accept-Encoding";
    if (COMPRESSIBLE.test(type) && body.length > 1024 && /\bgzip\b/.test(req.headers["accept-encoding"] ?? "")) {
      const { mtimeMs } = fs.statSync(resolved.file);
      const key = `${resolved.file}:${mtimeMs}`;
      if (!gzipCache.has(key)) gzipCache.set(key, zlib.gzipSync(body));
      body = gzipCache.get(key);
      base["content-encoding"] = "gzip";
    }
    // _headers wins over the defaults, as on the static host.
    const merged = { ...base };
    for (const [name, value] of Object.entries(headers)) {
      for (const key of Object.keys(merged)) if (key.toLowerCase() === name.toLowerCase()) delete merged[key];
      merged[name] = value;
    }
    merged["content-length"] = String(body.length);
    res.writeHead(resolved.status, merged);
    res.end(req.method === "HEAD" ? undefined : body);
  };
}

/**
 * Starts a server for `root` on `port` (0 = a free port). Resolves to
 * { server, port, url, close() }; close() also drops keep-alive connections, so callers
 * (tests, the e2e runner) never hang on exit.
 */
export async function createServer({ root, port = 9000, host } = {}) {
  if (!root) throw new Error("createServer: `root` (the build directory) is required");
  const server = http.createServer(createHandler({ root }));
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      resolve();
    });
  });
  const actualPort = server.address().port;
  return {
    server,
    port: actualPort,
    url: `http://localhost:${actualPort}`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

function parseArgs(argv) {
  const options = {};
  for (let i = 0; i < argv.length; i += 1) {
    const [flag, inline] = argv[i].split("=", 2);
    const value = inline ?? argv[i + 1];
    if (flag === "--port" || flag === "-p") options.port = value;
    else if (flag === "--root") options.root = value;
    else if (flag === "--host") options.host = value;
    else continue;
    if (inline === undefined) i += 1;
  }
  return options;
}

async function main() {
  const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
  const args = parseArgs(process.argv.slice(2));
  const root = path.resolve(args.root ?? path.join(projectRoot, "public"));
  const port = Number(args.port ?? process.env.PORT ?? 9000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`serve: invalid port "${args.port ?? process.env.PORT}"`);
    process.exit(1);
  }
  if (!isFile(path.join(root, "index.html"))) {
    console.error(`serve: ${root} has no index.html: run \`npm run build\` first.`);
    process.exit(1);
  }
  const server = await createServer({ root, port, host: args.host });
  console.log(`Serving ${path.relative(process.cwd(), root) || "."} at ${server.url}`);
  const stop = () => server.close().then(() => process.exit(0));
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main().catch((error) => {
    console.error(`serve: ${error.message}`);
    process.exit(1);
  });
}
