#!/usr/bin/env node
// npm run serve (and npm start): serves the production build in public/ the way the static hosts
// (Cloudflare Pages, Netlify, the generated nginx config) do, so `npm start` and the bench see
// the same responses as production. Usage: node scripts/serve.mjs [--port 9000] [--root public]
// (PORT env works too). The browser tests run on nginx with the generated include, and the host
// tests also on Cloudflare's own runtime (wrangler pages dev).
//
// - a page is a folder (gatsby-config trailingSlash "always"): /academics/ serves
//   public/academics/index.html, /academics gets one permanent redirect (308) to /academics/;
// - an unknown path -> public/404.html with status 404;
// - no path traversal: anything that resolves outside the root is refused;
// - response headers from public/_headers, read with Netlify's own parser
//   (scripts/lib/headers-file.mjs); Cache-Control defaults to the hosts' "revalidate";
// - the hosts' configuration files (_headers, _redirects) are never served;
// - the MIME types of the nginx include (plugins/hosting/mimeTypes.ts, the site's one table);
// - gzip for text types when the client accepts it.
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import zlib from "node:zlib";
import { parseArgs } from "node:util";
import { fileURLToPath, pathToFileURL } from "node:url";
import { headersFor, readHeadersFile } from "./lib/headers-file.mjs";
import { DEFAULT_CACHE_CONTROL, contentType, TEXT_TYPES } from "../plugins/hosting/index.ts";

/** Files the hosts read as configuration and never serve. */
const HOST_CONFIG_FILES = new Set(["/_headers", "/_redirects", "/_routes.json"]);

const stat = (file) => {
  try {
    return fs.statSync(file);
  } catch {
    return undefined; // missing, or a path through a file (ENOTDIR)
  }
};
const isFile = (file) => stat(file)?.isFile() ?? false;
const isDirectory = (file) => stat(file)?.isDirectory() ?? false;

/**
 * Which file answers a path: { file, status } | { redirect } | { forbidden }.
 * `pathname` is already percent-decoded.
 */
export function resolvePath(root, pathname) {
  if (pathname.includes("\0")) return { forbidden: true };
  const target = path.resolve(root, `.${pathname}`);
  if (target !== root && !target.startsWith(root + path.sep)) return { forbidden: true };
  const notFound = path.join(root, "404.html");
  const missing = { file: isFile(notFound) ? notFound : null, status: 404 };
  if (HOST_CONFIG_FILES.has(pathname)) return missing;
  if (isFile(target)) return { file: target, status: 200 };
  if (isDirectory(target) && isFile(path.join(target, "index.html"))) {
    if (!pathname.endsWith("/")) return { redirect: `${pathname}/` };
    return { file: path.join(target, "index.html"), status: 200 };
  }
  return missing;
}

/** The request handler for a build directory. */
export function createHandler({ root }) {
  const absoluteRoot = path.resolve(root);
  const headersFile = path.join(absoluteRoot, "_headers");
  let headerRules = null; // read lazily, so a server started before a build still picks it up
  let headerRulesMtime = 0;
  const gzipCache = new Map();

  async function rules() {
    const mtime = stat(headersFile)?.mtimeMs;
    if (mtime === undefined) return [];
    if (!headerRules || mtime !== headerRulesMtime) {
      headerRules = await readHeadersFile(headersFile);
      headerRulesMtime = mtime;
    }
    return headerRules;
  }

  return async function handle(req, res) {
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
      res.writeHead(308, { location: encodeURI(resolved.redirect) + (query ? `?${query}` : "") }).end();
      return;
    }

    const headers = headersFor(await rules(), pathname);
    if (!resolved.file) {
      res.writeHead(404, { "content-type": "text/plain; charset=utf-8", ...headers }).end("Not Found\n");
      return;
    }
    const type = contentType(resolved.file);
    let body = fs.readFileSync(resolved.file);
    const base = { "content-type": type, "cache-control": DEFAULT_CACHE_CONTROL };
    const compressible = TEXT_TYPES.includes(type.split(";")[0]);
    if (compressible) base.vary = "Accept-Encoding";
    if (compressible && body.length > 1024 && /\bgzip\b/.test(req.headers["accept-encoding"] ?? "")) {
      const { mtimeMs } = fs.statSync(resolved.file);
      const key = `${resolved.file}:${mtimeMs}`;
      if (!gzipCache.has(key)) gzipCache.set(key, zlib.gzipSync(body));
      body = gzipCache.get(key);
      base["content-encoding"] = "gzip";
    }
    // _headers wins over the defaults, as on the static host (setHeader ignores the names' case).
    for (const [name, value] of Object.entries({ ...base, ...headers, "content-length": String(body.length) })) res.setHeader(name, value);
    res.writeHead(resolved.status);
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
  const handle = createHandler({ root });
  const server = http.createServer((req, res) => {
    handle(req, res).catch((error) => {
      console.error(`serve: ${req.url}: ${error.message}`);
      if (!res.headersSent) res.writeHead(500, { "content-type": "text/plain; charset=utf-8" });
      res.end("Internal Server Error\n");
    });
  });
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

async function main() {
  const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
  const { values: args } = parseArgs({
    strict: false,
    options: { port: { type: "string", short: "p" }, root: { type: "string" }, host: { type: "string" } },
  });
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
